import { Children } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { roleName } from "../../../components/cms/cms-messages.ts";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { fieldError, formError, isFailure } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { EmailField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/staff";
import { staffAction, staffLoader } from "./staff.server.ts";

const m = defineMessages({
  title: { id: "cms.staff.title", defaultMessage: "Staff" },
  subtitle: {
    id: "cms.staff.subtitle",
    defaultMessage:
      "Invite people by e-mail with a role: they choose their name and password from the link, and operators and admins set up two-step first.",
  },
  waiting: { id: "cms.staff.waiting", defaultMessage: "Waiting · link works until {time}" },
  never: { id: "cms.staff.never", defaultMessage: "Never" },
  expired: { id: "cms.staff.expired", defaultMessage: "Expired unused" },
  withdrawnState: { id: "cms.staff.withdrawn-state", defaultMessage: "Withdrawn" },
  joinedAt: { id: "cms.staff.joined-at", defaultMessage: "Joined {time}" },
  joined: { id: "cms.staff.joined", defaultMessage: "Joined" },
  email: { id: "cms.staff.email", defaultMessage: "E-mail" },
  role: { id: "cms.staff.role", defaultMessage: "Role" },
  send: { id: "cms.staff.send", defaultMessage: "Send invitation" },
  invite: { id: "cms.staff.invite", defaultMessage: "Invite someone" },
  invitations: { id: "cms.staff.invitations", defaultMessage: "Invitations" },
  noInvitations: { id: "cms.staff.no-invitations", defaultMessage: "No invitations in the last 30 days" },
  noInvitationsText: {
    id: "cms.staff.no-invitations-text",
    defaultMessage: "Invitations you send appear here until they are used, withdrawn or 30 days old.",
  },
  invitationsCaption: { id: "cms.staff.invitations-caption", defaultMessage: "Invitations, open ones first" },
  state: { id: "cms.staff.state", defaultMessage: "State" },
  sentBy: { id: "cms.staff.sent-by", defaultMessage: "Sent by" },
  sentCol: { id: "cms.staff.sent-col", defaultMessage: "Sent" },
  change: { id: "cms.staff.change", defaultMessage: "Change" },
  adminToken: { id: "cms.staff.admin-token", defaultMessage: "Admin token" },
  newLink: { id: "cms.staff.new-link", defaultMessage: "Send a new link to {email}" },
  withdrawTitle: { id: "cms.staff.withdraw-title", defaultMessage: "Withdraw the invitation to {email}?" },
  withdrawText: {
    id: "cms.staff.withdraw-text",
    defaultMessage: "Its link stops working at once. You can invite the address again later.",
  },
  withdrawAction: { id: "cms.staff.withdraw-action", defaultMessage: "Withdraw invitation" },
  withdraw: { id: "cms.staff.withdraw", defaultMessage: "Withdraw the invitation to {email}" },
  members: { id: "cms.staff.members", defaultMessage: "Staff members" },
  membersCaption: { id: "cms.staff.members-caption", defaultMessage: "Staff members, highest role first" },
  name: { id: "cms.staff.name", defaultMessage: "Name" },
  twoStep: { id: "cms.staff.two-step", defaultMessage: "Two-step" },
  lastSignIn: { id: "cms.staff.last-sign-in", defaultMessage: "Last sign-in" },
  you: { id: "cms.staff.you", defaultMessage: "(you)" },
  disabled: { id: "cms.staff.disabled", defaultMessage: "· disabled" },
  on: { id: "cms.staff.on", defaultMessage: "On" },
  off: { id: "cms.staff.off", defaultMessage: "Off" },
  auditNote: {
    id: "cms.staff.audit-note",
    defaultMessage:
      "Change someone's role on their page; their sign-ins and two-step changes are in the <link>audit log</link>.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => staffLoader(args);
export const action = (args: Route.ActionArgs) => staffAction(args);

type Loaded = Awaited<ReturnType<typeof staffLoader>>;
type Invite = Loaded["invites"][number];

const ROLE_HINTS: Record<string, MessageDescriptor> = defineMessages({
  editor: { id: "cms.staff.hint.editor", defaultMessage: "Editor: posts, pages, media and video" },
  moderator: {
    id: "cms.staff.hint.moderator",
    defaultMessage: "Moderator: an editor's work, chat moderation and account look-ups",
  },
  operator: {
    id: "cms.staff.hint.operator",
    defaultMessage: "Operator: a moderator's work, live matches, odds and imports (needs two-step)",
  },
  admin: {
    id: "cms.staff.hint.admin",
    defaultMessage: "Admin: everything, with people, plans, payments and the audit log (needs two-step)",
  },
});

function InviteState({ invite }: { invite: Invite }) {
  const t = useT();
  switch (invite.state) {
    case "pending":
      return (
        <span>
          {Children.toArray(
            t.rich(m.waiting, { time: <StaffTime iso={invite.expiresAt} missing={t(m.never)} /> }),
          )}
        </span>
      );
    case "expired":
      return <span className="text-muted">{t(m.expired)}</span>;
    case "revoked":
      return <span className="text-muted">{t(m.withdrawnState)}</span>;
    case "accepted":
      return invite.userId ? (
        <Link to={`/cms/users/${invite.userId}`} className="text-accent underline">
          {Children.toArray(
            t.rich(m.joinedAt, { time: <StaffTime iso={invite.acceptedAt} missing={t(m.never)} /> }),
          )}
        </Link>
      ) : (
        <span>{t(m.joined)}</span>
      );
  }
}

function InviteForm({ roles, result }: { roles: string[]; result: unknown }) {
  const own = isFailure(result) && result.intent === "invite" ? result : null;
  const sent = result && typeof result === "object" && "done" in result;
  const t = useT();
  return (
    // A sent invitation clears the form; a refused one keeps what was typed.
    <Form
      method="post"
      className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)_auto] sm:items-start"
      key={sent ? String(result.done) : "form"}
    >
      <input type="hidden" name="intent" value="invite" />
      <EmailField label={t(m.email)} autoComplete="off" error={fieldError(own, "email")} />
      {/* The role names carry a hint each: the menu keeps to its column, the hint wraps in the list. */}
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        {t(m.role)}
        <select
          name="role"
          required
          defaultValue="editor"
          aria-invalid={fieldError(own, "role") ? true : undefined}
          className="w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_HINTS[role] ? t(ROLE_HINTS[role]) : role}
            </option>
          ))}
        </select>
        {fieldError(own, "role") ? <span className="text-live">{fieldError(own, "role")}</span> : null}
      </label>
      <div className="sm:pt-6">
        <SubmitButton>{t(m.send)}</SubmitButton>
      </div>
    </Form>
  );
}

export default function CmsStaffPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { members, invites, roles, selfId } = loaded;
  const done = result && "done" in result ? result.done : null;
  const inviteFailure = isFailure(result) && result.intent === "invite" && !result.error.field;
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <div className="mb-4 space-y-2">
        <FormNotice message={done} after={result} />
        <FormError
          message={
            isFailure(result) && (result.intent !== "invite" || inviteFailure) ? formError(result) : null
          }
        />
      </div>

      <section aria-labelledby="invite-heading" className="mb-8">
        <h2 id="invite-heading" className="mb-3 text-lg font-semibold">
          {t(m.invite)}
        </h2>
        <InviteForm roles={roles} result={result} />
      </section>

      <section aria-labelledby="invites-heading" className="mb-8">
        <h2 id="invites-heading" className="mb-3 text-lg font-semibold">
          {t(m.invitations)}
        </h2>
        {invites.length === 0 ? (
          <EmptyState title={t(m.noInvitations)} icon="user">
            {t(m.noInvitationsText)}
          </EmptyState>
        ) : (
          <StaffTable
            label={t(m.invitations)}
            caption={t(m.invitationsCaption)}
            labels={[t(m.email), t(m.role), t(m.state), t(m.sentBy), t(m.sentCol), t(m.change)]}
          >
            {invites.map((invite) => (
              <tr key={invite.id} className="border-b border-line last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">{invite.email}</td>
                <td className="px-3 py-2">{roleName(t, invite.role)}</td>
                <td className="px-3 py-2">
                  <InviteState invite={invite} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {invite.invitedBy ? (
                    <Link to={`/cms/users/${invite.invitedBy.id}`} className="text-accent underline">
                      {invite.invitedBy.name}
                    </Link>
                  ) : (
                    <span className="text-muted">{t(m.adminToken)}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <StaffTime iso={invite.createdAt} missing={t(m.never)} />
                </td>
                <td className="px-3 py-2">
                  {invite.state === "accepted" ? null : (
                    <div className="flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="email" value={invite.email} />
                        <input type="hidden" name="role" value={invite.role} />
                        <SubmitButton name="intent" value="resend" tone="plain">
                          {t(m.newLink, { email: invite.email })}
                        </SubmitButton>
                      </Form>
                      {invite.state === "pending" ? (
                        <Form method="post">
                          <input type="hidden" name="inviteId" value={invite.id} />
                          <SubmitButton
                            name="intent"
                            value="revoke"
                            tone="danger"
                            confirm={{
                              title: t(m.withdrawTitle, { email: invite.email }),
                              message: t(m.withdrawText),
                              action: t(m.withdrawAction),
                            }}
                          >
                            {t(m.withdraw, { email: invite.email })}
                          </SubmitButton>
                        </Form>
                      ) : null}
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </section>

      <section aria-labelledby="members-heading">
        <h2 id="members-heading" className="mb-3 text-lg font-semibold">
          {t(m.members)}
        </h2>
        <StaffTable
          label={t(m.members)}
          caption={t(m.membersCaption)}
          labels={[t(m.name), t(m.email), t(m.role), t(m.twoStep), t(m.lastSignIn)]}
        >
          {members.map((member) => (
            <tr key={member.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2">
                <Link to={`/cms/users/${member.id}`} className="font-semibold text-accent underline">
                  {member.name}
                </Link>
                {member.id === selfId ? <span className="text-muted"> {t(m.you)}</span> : null}
                {member.disabled ? <span className="text-muted"> {t(m.disabled)}</span> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{member.email}</td>
              <td className="px-3 py-2">{roleName(t, member.role)}</td>
              <td className="px-3 py-2">{t(member.twoStep ? m.on : m.off)}</td>
              <td className="px-3 py-2">
                <StaffTime iso={member.lastSignIn} missing={t(m.never)} />
              </td>
            </tr>
          ))}
        </StaffTable>
        <p className="mt-3 text-sm text-muted">
          {Children.toArray(
            t.rich(m.auditNote, {
              link: (chunks) => (
                <Link to="/cms/audit?action=auth.sign-in" className="text-accent underline">
                  {chunks}
                </Link>
              ),
            }),
          )}
        </p>
      </section>
    </TimeZoneProvider>
  );
}
