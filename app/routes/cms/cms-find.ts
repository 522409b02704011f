import type { Route } from "./+types/cms-find";
import { cmsFindLoader } from "./cms-find.server.ts";

/** The admin finder's reads (`/cms/find?q=`), for the command box: staff only, no page of its own. */
export const loader = (args: Route.LoaderArgs) => cmsFindLoader(args);
