import type { Route } from "./+types/match-report";
import { reportAction } from "./match-report.server.ts";

/** Where the match page's report form posts; it has no page of its own. */
export const action = (args: Route.ActionArgs) => reportAction(args);
