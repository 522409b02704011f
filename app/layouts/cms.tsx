import { Outlet, useLoaderData, useRouteLoaderData } from "react-router";
import { AdminFrame } from "../components/cms/admin-frame.tsx";
import { ErrorPage } from "../components/shell/error-page.tsx";
import { FramedError } from "../components/shell/framed-error.tsx";
import { describeRouteError } from "../components/shell/route-error.ts";
import type { Route } from "./+types/cms";
import { cmsFrameLoader } from "./cms.server.ts";

export const loader = (args: Route.LoaderArgs) => cmsFrameLoader(args);

/** The admin area, in its own frame: grouped sections, the finder, the way back to the site. */
export default function CmsLayout() {
  const { sections, name, role } = useLoaderData<typeof loader>();
  return (
    <AdminFrame sections={sections} person={{ name, role }}>
      <Outlet />
    </AdminFrame>
  );
}

/** A section's refusal or failure inside the admin frame; the site's frame when the frame itself failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("layouts/cms");
  if (!frame) return <FramedError error={error} />;
  const { status, message } = describeRouteError(error, import.meta.env.DEV);
  return (
    <AdminFrame sections={frame.sections} person={{ name: frame.name, role: frame.role }}>
      <ErrorPage status={status} message={message} framed />
    </AdminFrame>
  );
}
