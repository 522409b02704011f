import { NavLink, Outlet, useLoaderData } from "react-router";
import { FramedError } from "../components/shell/framed-error.tsx";
import { PageFrame } from "../components/shell/page-frame.tsx";
import type { Route } from "./+types/cms";
import { cmsFrameLoader } from "./cms.server.ts";

export const loader = (args: Route.LoaderArgs) => cmsFrameLoader(args);

/** The admin area: its sections beside the page on wide screens, a row above it on phones. */
export default function CmsLayout() {
  const { sections, name, role } = useLoaderData<typeof loader>();
  return (
    <PageFrame>
      <div className="grid gap-6 md:grid-cols-[200px_minmax(0,1fr)]">
        <nav aria-label="Admin" className="md:border-line md:border-r md:pr-4">
          <p className="mb-2 hidden text-xs text-muted md:block">
            {name} · {role}
          </p>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end
                  className="block rounded-lg px-3 py-2 text-sm font-medium hover:bg-raised aria-[current=page]:bg-raised aria-[current=page]:font-semibold"
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </PageFrame>
  );
}

export const ErrorBoundary = ({ error }: Route.ErrorBoundaryProps) => <FramedError error={error} />;
