import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import {
  BulkBar,
  BulkConfirm,
  type BulkWording,
  bulkDoneMessage,
  TickAll,
  TickOne,
  useTicks,
} from "../../../components/cms/bulk-actions.tsx";
import { roleName } from "../../../components/cms/cms-messages.ts";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/users";
import { usersAction, usersLoader } from "./users.server.ts";

const m = defineMessages({
  title: { id: "cms.users.title", defaultMessage: "Users" },
  subtitleManage: {
    id: "cms.users.subtitle-manage",
    defaultMessage:
      "Find accounts; open one for its role, two-step and devices; disable one to end its sessions at once.",
  },
  subtitleRead: {
    id: "cms.users.subtitle-read",
    defaultMessage: "Find accounts and open one to see its devices.",
  },
  tickFirst: {
    id: "cms.users.tick-first",
    defaultMessage: "Tick the accounts first, then choose what to do with them.",
  },
  sinceToday: { id: "cms.users.since-today", defaultMessage: "Accounts created since the start of today." },
  since: { id: "cms.users.since", defaultMessage: "Accounts created since {since}." },
  showAll: { id: "cms.users.show-all", defaultMessage: "Show all accounts" },
  find: { id: "cms.users.find", defaultMessage: "Find accounts" },
  emailOrName: { id: "cms.users.email-or-name", defaultMessage: "E-mail or name" },
  role: { id: "cms.users.role", defaultMessage: "Role" },
  anyRole: { id: "cms.users.any-role", defaultMessage: "Any role" },
  state: { id: "cms.users.state", defaultMessage: "State" },
  anyState: { id: "cms.users.any-state", defaultMessage: "Any state" },
  active: { id: "cms.users.active", defaultMessage: "Active" },
  disabled: { id: "cms.users.disabled", defaultMessage: "Disabled" },
  pages: { id: "cms.users.pages", defaultMessage: "Account pages" },
  noneMatch: { id: "cms.users.none-match", defaultMessage: "No accounts match" },
  tryAnother: { id: "cms.users.try-another", defaultMessage: "Try another name, address or filter." },
  bulk: { id: "cms.users.bulk", defaultMessage: "Bulk action on accounts" },
  withTicked: { id: "cms.users.with-ticked", defaultMessage: "With the ticked accounts" },
  accounts: { id: "cms.users.accounts", defaultMessage: "Accounts" },
  name: { id: "cms.users.name", defaultMessage: "Name" },
  email: { id: "cms.users.email", defaultMessage: "E-mail" },
  twoStep: { id: "cms.users.two-step", defaultMessage: "Two-step" },
  change: { id: "cms.users.change", defaultMessage: "Change" },
  tickAll: { id: "cms.users.tick-all", defaultMessage: "Tick every account on this page" },
  tickOne: { id: "cms.users.tick-one", defaultMessage: "Tick {name}" },
  on: { id: "cms.users.on", defaultMessage: "On" },
  off: { id: "cms.users.off", defaultMessage: "Off" },
  you: { id: "cms.users.you", defaultMessage: "You" },
  disableTitle: { id: "cms.users.disable-title", defaultMessage: "Disable {name}?" },
  disableText: {
    id: "cms.users.disable-text",
    defaultMessage:
      "They are signed out everywhere at once and cannot sign in until an admin enables the account again.",
  },
  disableAction: { id: "cms.users.disable-action", defaultMessage: "Disable account" },
  enableOne: { id: "cms.users.enable-one", defaultMessage: "Enable {name}" },
  disableOne: { id: "cms.users.disable-one", defaultMessage: "Disable {name}" },
  ticked: {
    id: "cms.users.bulk.ticked",
    defaultMessage: "{count, plural, one {# account ticked} other {# accounts ticked}}",
  },
  disableMenu: { id: "cms.users.bulk.disable.menu", defaultMessage: "Disable" },
  disableAsk: {
    id: "cms.users.bulk.disable.ask",
    defaultMessage: "{count, plural, one {Disable # account?} other {Disable # accounts?}}",
  },
  disableYes: {
    id: "cms.users.bulk.disable.yes",
    defaultMessage: "{count, plural, one {Yes, disable # account} other {Yes, disable # accounts}}",
  },
  disableDone: {
    id: "cms.users.bulk.disable.done",
    defaultMessage: "{count, plural, one {# account disabled} other {# accounts disabled}}",
  },
  disableUnchanged: { id: "cms.users.bulk.disable.unchanged", defaultMessage: "{count} already disabled" },
  disableConsequence: {
    id: "cms.users.bulk.disable.consequence",
    defaultMessage:
      "They are signed out everywhere at once and cannot sign in until an admin enables their accounts again.",
  },
  enableMenu: { id: "cms.users.bulk.enable.menu", defaultMessage: "Enable again" },
  enableAsk: {
    id: "cms.users.bulk.enable.ask",
    defaultMessage: "{count, plural, one {Enable # account?} other {Enable # accounts?}}",
  },
  enableYes: {
    id: "cms.users.bulk.enable.yes",
    defaultMessage: "{count, plural, one {Yes, enable # account} other {Yes, enable # accounts}}",
  },
  enableDone: {
    id: "cms.users.bulk.enable.done",
    defaultMessage: "{count, plural, one {# account enabled again} other {# accounts enabled again}}",
  },
  enableUnchanged: { id: "cms.users.bulk.enable.unchanged", defaultMessage: "{count} already active" },
  enableConsequence: {
    id: "cms.users.bulk.enable.consequence",
    defaultMessage: "They can sign in again at once; their old sessions stay ended.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => usersLoader(args);
export const action = (args: Route.ActionArgs) => usersAction(args);

type Loaded = Awaited<ReturnType<typeof usersLoader>>;

const wordingFor = (t: Translator): BulkWording<Loaded["bulkActions"][number]> => ({
  ticked: (count) => t(m.ticked, { count }),
  actions: {
    disable: {
      menu: t(m.disableMenu),
      ask: (count) => t(m.disableAsk, { count }),
      yes: (count) => t(m.disableYes, { count }),
      done: (count) => t(m.disableDone, { count }),
      unchanged: (count) => t(m.disableUnchanged, { count }),
      consequence: t(m.disableConsequence),
      danger: true,
    },
    enable: {
      menu: t(m.enableMenu),
      ask: (count) => t(m.enableAsk, { count }),
      yes: (count) => t(m.enableYes, { count }),
      done: (count) => t(m.enableDone, { count }),
      unchanged: (count) => t(m.enableUnchanged, { count }),
      consequence: t(m.enableConsequence),
    },
  },
});

export default function CmsUsersPage() {
  const list = useLoaderData<typeof loader>();
  const { users, filters, offset, limit, total, selfId, canManage } = list;
  const result = useActionData<typeof action>();
  const ticks = useTicks(users.filter((user) => user.id !== selfId).map((user) => user.id));
  const keep = { ...filters, offset: offset ? String(offset) : "" };
  const listAddress = `?${new URLSearchParams(Object.entries(keep).filter(([, value]) => value))}`;
  const t = useT();
  const WORDING = wordingFor(t);
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(canManage ? m.subtitleManage : m.subtitleRead)} />
      <div className="mb-3 space-y-2">
        <FormNotice
          message={
            result && "done" in result
              ? result.done
              : list.done
                ? bulkDoneMessage(WORDING, list.done, t)
                : null
          }
        />
        <FormError message={result && "error" in result ? result.error : null} />
        {list.nothingChosen ? <FormError message={t(m.tickFirst)} /> : null}
      </div>
      {list.confirm ? <BulkConfirm wording={WORDING} {...list.confirm} cancel={listAddress} /> : null}
      {filters.since ? (
        <p className="mb-3 text-sm">
          {filters.since === "today" ? t(m.sinceToday) : t(m.since, { since: filters.since })}{" "}
          <Link to="/cms/users" className="underline">
            {t(m.showAll)}
          </Link>
        </p>
      ) : null}
      <FilterForm submitLabel={t(m.find)}>
        {filters.since ? <input type="hidden" name="since" value={filters.since} /> : null}
        <TextField label={t(m.emailOrName)} name="q" defaultValue={filters.q} maxLength={100} />
        <FilterSelect
          label={t(m.role)}
          name="role"
          defaultValue={filters.role}
          any={t(m.anyRole)}
          choices={["user", "editor", "moderator", "operator", "admin"].map((role) => ({
            value: role,
            label: roleName(t, role),
          }))}
        />
        <FilterSelect
          label={t(m.state)}
          name="state"
          defaultValue={filters.state}
          any={t(m.anyState)}
          choices={[
            { value: "active", label: t(m.active) },
            { value: "disabled", label: t(m.disabled) },
          ]}
        />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={filters}
        page={{ offset, limit, total }}
        count={users.length}
        empty={
          <EmptyState title={t(m.noneMatch)} icon="user">
            {t(m.tryAnother)}
          </EmptyState>
        }
      >
        {canManage ? (
          <BulkBar
            id="users-bulk"
            label={t(m.bulk)}
            menuLabel={t(m.withTicked)}
            wording={WORDING}
            actions={list.bulkActions}
            ticks={ticks}
            keep={keep}
          />
        ) : null}
        <StaffTable
          label={t(m.accounts)}
          labels={[
            t(m.name),
            t(m.email),
            t(m.role),
            t(m.twoStep),
            t(m.state),
            ...(canManage ? [t(m.change)] : []),
          ]}
          lead={canManage ? <TickAll ticks={ticks} label={t(m.tickAll)} /> : undefined}
        >
          {users.map((user) => (
            <tr key={user.id} className="border-b border-line last:border-0">
              {canManage ? (
                <td className="px-3 py-2">
                  {user.id === selfId ? null : (
                    <TickOne
                      ticks={ticks}
                      form="users-bulk"
                      id={user.id}
                      label={t(m.tickOne, { name: user.name })}
                    />
                  )}
                </td>
              ) : null}
              <td className="px-3 py-2">
                <Link to={`/cms/users/${user.id}`} className="font-semibold text-accent underline">
                  {user.name}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{user.email}</td>
              <td className="px-3 py-2">{roleName(t, user.role)}</td>
              <td className="px-3 py-2">{t(user.twoStep ? m.on : m.off)}</td>
              <td className="px-3 py-2">{t(user.disabled ? m.disabled : m.active)}</td>
              {canManage ? (
                <td className="px-3 py-2">
                  {user.id === selfId ? (
                    <span className="text-muted">{t(m.you)}</span>
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
                                title: t(m.disableTitle, { name: user.name }),
                                message: t(m.disableText),
                                action: t(m.disableAction),
                              }
                        }
                      >
                        {t(user.disabled ? m.enableOne : m.disableOne, { name: user.name })}
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
