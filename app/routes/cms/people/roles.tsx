import { useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/roles";
import { rolesLoader } from "./roles.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Roles");

export const loader = (args: Route.LoaderArgs) => rolesLoader(args);

export default function CmsRolesPage() {
  const { roles, scopes, yourRole, twoStepRoles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Roles"
        subtitle={`Each role holds every scope of the roles before it. Yours: ${yourRole}.`}
      />
      <StaffTable
        label="Roles and scopes"
        caption="Scopes held by each role"
        head={
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="px-3 py-2 font-semibold">
                Scope
              </th>
              {roles.map(({ role }) => (
                <th key={role} scope="col" className="px-3 py-2 text-center font-semibold capitalize">
                  {role}
                </th>
              ))}
            </tr>
          </thead>
        }
      >
        {scopes.map((scope) => (
          <tr key={scope} className="border-b border-line last:border-0">
            <th scope="row" className="px-3 py-2 text-left font-mono font-normal">
              {scope}
            </th>
            {roles.map(({ role, holds }) => (
              <td key={role} className="px-3 py-2 text-center">
                {holds.includes(scope) ? (
                  <span role="img" aria-label={`${role} holds ${scope}`}>
                    ✓
                  </span>
                ) : (
                  <span className="sr-only">no</span>
                )}
              </td>
            ))}
          </tr>
        ))}
      </StaffTable>
      <p className="mt-4 text-sm">
        <strong className="capitalize">{twoStepRoles.join(" and ")}s</strong> must use two-step sign-in: the
        admin area refuses them until it is on in their account.
      </p>
    </>
  );
}
