import { Form, Link, useActionData, useLoaderData } from "react-router";
import {
  BulkBar,
  BulkConfirm,
  type BulkWording,
  bulkDoneMessage,
  TickAll,
  TickOne,
  useTicks,
} from "../../../components/cms/bulk-actions.tsx";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/users";
import { usersAction, usersLoader } from "./users.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Users");

export const loader = (args: Route.LoaderArgs) => usersLoader(args);
export const action = (args: Route.ActionArgs) => usersAction(args);

type Loaded = Awaited<ReturnType<typeof usersLoader>>;

const WORDING: BulkWording<Loaded["bulkActions"][number]> = {
  count: (n) => `${n} ${n === 1 ? "account" : "accounts"}`,
  actions: {
    disable: {
      menu: "Disable",
      verb: "Disable",
      done: "disabled",
      unchanged: "already disabled",
      consequence:
        "They are signed out everywhere at once and cannot sign in until an admin enables their accounts again.",
      danger: true,
    },
    enable: {
      menu: "Enable again",
      verb: "Enable",
      done: "enabled again",
      unchanged: "already active",
      consequence: "They can sign in again at once; their old sessions stay ended.",
    },
  },
};

export default function CmsUsersPage() {
  const list = useLoaderData<typeof loader>();
  const { users, filters, offset, limit, total, selfId, canManage } = list;
  const result = useActionData<typeof action>();
  const ticks = useTicks(users.filter((user) => user.id !== selfId).map((user) => user.id));
  const keep = { ...filters, offset: offset ? String(offset) : "" };
  const listAddress = `?${new URLSearchParams(Object.entries(keep).filter(([, value]) => value))}`;
  return (
    <>
      <PageHeader
        title="Users"
        subtitle={
          canManage
            ? "Find accounts; open one for its role, two-step and devices; disable one to end its sessions at once."
            : "Find accounts and open one to see its devices."
        }
      />
      <div className="mb-3 space-y-2">
        <FormNotice
          message={
            result && "done" in result ? result.done : list.done ? bulkDoneMessage(WORDING, list.done) : null
          }
        />
        <FormError message={result && "error" in result ? result.error : null} />
        {list.nothingChosen ? (
          <FormError message="Tick the accounts first, then choose what to do with them." />
        ) : null}
      </div>
      {list.confirm ? <BulkConfirm wording={WORDING} {...list.confirm} cancel={listAddress} /> : null}
      {filters.since ? (
        <p className="mb-3 text-sm">
          Accounts created since {filters.since === "today" ? "the start of today" : filters.since}.{" "}
          <Link to="/cms/users" className="underline">
            Show all accounts
          </Link>
        </p>
      ) : null}
      <FilterForm submitLabel="Find accounts">
        {filters.since ? <input type="hidden" name="since" value={filters.since} /> : null}
        <TextField label="E-mail or name" name="q" defaultValue={filters.q} maxLength={100} />
        <FilterSelect
          label="Role"
          name="role"
          defaultValue={filters.role}
          any="Any role"
          choices={["user", "editor", "moderator", "operator", "admin"].map((role) => ({
            value: role,
            label: role,
          }))}
        />
        <FilterSelect
          label="State"
          name="state"
          defaultValue={filters.state}
          any="Any state"
          choices={[
            { value: "active", label: "Active" },
            { value: "disabled", label: "Disabled" },
          ]}
        />
      </FilterForm>
      <PagedList
        label="Account pages"
        filters={filters}
        page={{ offset, limit, total }}
        count={users.length}
        empty={
          <EmptyState title="No accounts match" icon="user">
            Try another name, address or filter.
          </EmptyState>
        }
      >
        {canManage ? (
          <BulkBar
            id="users-bulk"
            label="Bulk action on accounts"
            menuLabel="With the ticked accounts"
            wording={WORDING}
            actions={list.bulkActions}
            ticks={ticks}
            keep={keep}
          />
        ) : null}
        <StaffTable
          label="Accounts"
          labels={["Name", "E-mail", "Role", "Two-step", "State", ...(canManage ? ["Change"] : [])]}
          lead={canManage ? <TickAll ticks={ticks} label="Tick every account on this page" /> : undefined}
        >
          {users.map((user) => (
            <tr key={user.id} className="border-b border-line last:border-0">
              {canManage ? (
                <td className="px-3 py-2">
                  {user.id === selfId ? null : (
                    <TickOne ticks={ticks} form="users-bulk" id={user.id} label={`Tick ${user.name}`} />
                  )}
                </td>
              ) : null}
              <td className="px-3 py-2">
                <Link to={`/cms/users/${user.id}`} className="font-semibold text-accent underline">
                  {user.name}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{user.email}</td>
              <td className="px-3 py-2">{user.role}</td>
              <td className="px-3 py-2">{user.twoStep ? "On" : "Off"}</td>
              <td className="px-3 py-2">{user.disabled ? "Disabled" : "Active"}</td>
              {canManage ? (
                <td className="px-3 py-2">
                  {user.id === selfId ? (
                    <span className="text-muted">You</span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="userId" value={user.id} />
                      <SubmitButton
                        name="intent"
                        value={user.disabled ? "enable" : "disable"}
                        tone="plain"
                        confirm={
                          user.disabled
                            ? undefined
                            : {
                                title: `Disable ${user.name}?`,
                                message:
                                  "They are signed out everywhere at once and cannot sign in until an admin enables the account again.",
                                action: "Disable account",
                              }
                        }
                      >
                        {user.disabled ? `Enable ${user.name}` : `Disable ${user.name}`}
                      </SubmitButton>
                    </Form>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
