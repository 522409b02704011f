import { Link, useLoaderData } from "react-router";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-home";
import { staffHomeLoader } from "./cms-home.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Admin");

export const loader = (args: Route.LoaderArgs) => staffHomeLoader(args);

/** The admin area's start: for now the sections this role may use; figures come with the tools. */
export default function CmsHomePage() {
  const staff = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Admin" subtitle={`Signed in as ${staff.name} (${staff.role})`} />
      <section aria-labelledby="cms-sections" className="rounded-2xl border border-line bg-surface p-4">
        <h2 id="cms-sections" className="text-base font-semibold">
          Sections
        </h2>
        <ul className="mt-2 space-y-1">
          {staff.sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className="font-medium underline">
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted">Your permissions: {staff.scopes.join(", ")}.</p>
      </section>
    </>
  );
}
