import type { Route } from "./+types/post-preview";
import { postPreviewAction } from "./post-preview.server.ts";

/** No screen of its own: the post editor's preview pane posts here as the editor types. */
export const action = (args: Route.ActionArgs) => postPreviewAction(args);
