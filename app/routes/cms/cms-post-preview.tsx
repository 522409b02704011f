import type { Route } from "./+types/cms-post-preview";
import { postPreviewAction } from "./cms-post-preview.server.ts";

/** No screen of its own: the post editor's preview pane posts here as the editor types. */
export const action = (args: Route.ActionArgs) => postPreviewAction(args);
