import { Link, useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/pages";
import { cmsPagesLoader } from "./pages.server.ts";

const m = defineMessages({
  title: { id: "cms.pages.title", defaultMessage: "Pages" },
  subtitle: {
    id: "cms.pages.subtitle",
    defaultMessage: "Each publish adds a version; older versions stay readable.",
  },
  policies: { id: "cms.pages.policies", defaultMessage: "Policy pages" },
  page: { id: "cms.pages.page", defaultMessage: "Page" },
  version: { id: "cms.pages.version", defaultMessage: "Version" },
  updated: { id: "cms.pages.updated", defaultMessage: "Last updated" },
  onSite: { id: "cms.pages.on-site", defaultMessage: "On the site" },
  noneYet: { id: "cms.pages.none-yet", defaultMessage: "None yet" },
  never: { id: "cms.pages.never", defaultMessage: "Never" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => cmsPagesLoader(args);

/** The policy pages: which version is in force and since when. */
export default function CmsPagesPage() {
  const { policies } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <StaffTable label={t(m.policies)} labels={[t(m.page), t(m.version), t(m.updated), t(m.onSite)]} nowrap>
        {policies.map((policy) => (
          <tr key={policy.kind} className="border-b border-line last:border-0">
            <th scope="row" className="px-3 py-2 text-start font-semibold">
              <Link to={`/cms/pages/${policy.kind}`} className="underline">
                {policy.label}
              </Link>
            </th>
            <td className="px-3 py-2 tabular-nums">{policy.version || t(m.noneYet)}</td>
            <td className="px-3 py-2 whitespace-nowrap">{policy.updated ?? t(m.never)}</td>
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
