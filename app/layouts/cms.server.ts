import type { RouterContextProvider } from "react-router";
import { requireCmsPage } from "../routes/cms/cms-access.server.ts";

/** The frame's navigation: only the sections this staff member's role may use. */
export async function cmsFrameLoader({ context }: { context: Readonly<RouterContextProvider> }) {
  const { auth, sections } = await requireCmsPage(context, "cms");
  return { name: auth.user.displayName, role: auth.user.role, sections };
}
