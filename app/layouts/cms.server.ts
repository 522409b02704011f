import type { RouterContextProvider } from "react-router";
import { splitLocalePath } from "../../shared/i18n/locales.ts";
import { requireCmsEnrolment, requireCmsPage } from "../routes/cms/cms-access.server.ts";

/**
 * The frame's navigation: only the sections this staff member's role may use; none on the two-step
 * page, which operators and admins reach before their session may do staff work.
 */
export async function cmsFrameLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  // A revalidation asks for "/cms/two-step.data": the same page; "/vi/cms/two-step" is it in Vietnamese.
  const { path } = splitLocalePath(new URL(request.url).pathname);
  const enrolling = path.replace(/\.data$/, "") === "/cms/two-step";
  const { auth, sections } = enrolling
    ? await requireCmsEnrolment(context)
    : await requireCmsPage(context, "cms");
  return { name: auth.user.displayName, role: auth.user.role, sections };
}
