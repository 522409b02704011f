import { Link, useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/pages";
import { cmsPagesLoader } from "./pages.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Pages");

export const loader = (args: Route.LoaderArgs) => cmsPagesLoader(args);

/** The policy pages: which version is in force and since when. */
export default function CmsPagesPage() {
  const { policies } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Pages" subtitle="Each publish adds a version; older versions stay readable." />
      <StaffTable label="Policy pages" labels={["Page", "Version", "Last updated", "On the site"]} nowrap>
        {policies.map((policy) => (
          <tr key={policy.kind} className="border-b border-line last:border-0">
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              <Link to={`/cms/pages/${policy.kind}`} className="underline">
                {policy.label}
              </Link>
            </th>
            <td className="px-3 py-2 tabular-nums">{policy.version || "None yet"}</td>
            <td className="px-3 py-2 whitespace-nowrap">{policy.updated ?? "Never"}</td>
            <td className="px-3 py-2">
              <a href={policy.path} className="underline">
                {policy.path}
              </a>
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}
