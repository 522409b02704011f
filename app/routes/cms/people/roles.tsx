import { Children } from "react";
import { useLoaderData } from "react-router";
import { roleName } from "../../../components/cms/cms-messages.ts";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/roles";
import { rolesLoader } from "./roles.server.ts";

const m = defineMessages({
  title: { id: "cms.roles.title", defaultMessage: "Roles" },
  subtitle: {
    id: "cms.roles.subtitle",
    defaultMessage: "Each role holds every scope of the roles before it. Yours: {role}.",
  },
  table: { id: "cms.roles.table", defaultMessage: "Roles and scopes" },
  caption: { id: "cms.roles.caption", defaultMessage: "Scopes held by each role" },
  scope: { id: "cms.roles.scope", defaultMessage: "Scope" },
  holds: { id: "cms.roles.holds", defaultMessage: "{role} holds {scope}" },
  no: { id: "cms.roles.no", defaultMessage: "no" },
  twoStep: {
    id: "cms.roles.two-step",
    defaultMessage:
      "<b>Operators and admins</b> must use two-step sign-in: the admin area refuses them until it is on in their account.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => rolesLoader(args);

export default function CmsRolesPage() {
  const { roles, scopes, yourRole } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle, { role: roleName(t, yourRole) })} />
      <StaffTable
        label={t(m.table)}
        caption={t(m.caption)}
        head={
          <thead>
            <tr className="border-b border-line text-start">
              <th scope="col" className="px-3 py-2 font-semibold">
                {t(m.scope)}
              </th>
              {roles.map(({ role }) => (
                <th
                  key={role}
                  scope="col"
                  className="px-3 py-2 text-center font-semibold first-letter:uppercase"
                >
                  {roleName(t, role)}
                </th>
              ))}
            </tr>
          </thead>
        }
      >
        {scopes.map((scope) => (
          <tr key={scope} className="border-b border-line last:border-0">
            <th scope="row" className="px-3 py-2 text-start font-mono font-normal">
              {scope}
            </th>
            {roles.map(({ role, holds }) => (
              <td key={role} className="px-3 py-2 text-center">
                {holds.includes(scope) ? (
                  <span role="img" aria-label={t(m.holds, { role: roleName(t, role), scope })}>
                    ✓
                  </span>
                ) : (
                  <span className="sr-only">{t(m.no)}</span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </StaffTable>
      <p className="mt-4 text-sm">
        {Children.toArray(t.rich(m.twoStep, { b: (chunks) => <strong>{chunks}</strong> }))}
      </p>
    </>
  );
}
