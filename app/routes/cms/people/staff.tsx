import { Form, Link, useActionData, useLoaderData } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { fieldError, formError, isFailure } from "../../../components/form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { EmailField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/staff";
import { staffAction, staffLoader } from "./staff.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Staff");

export const loader = (args: Route.LoaderArgs) => staffLoader(args);
export const action = (args: Route.ActionArgs) => staffAction(args);

type Loaded = Awaited<ReturnType<typeof staffLoader>>;
type Invite = Loaded["invites"][number];

const ROLE_HINTS: Record<string, string> = {
  editor: "Editor: posts, pages, media and video",
  moderator: "Moderator: an editor's work, chat moderation and account look-ups",
  operator: "Operator: a moderator's work, live matches, odds and imports (needs two-step)",
  admin: "Admin: everything, with people, plans, payments and the audit log (needs two-step)",
};

function InviteState({ invite }: { invite: Invite }) {
  switch (invite.state) {
    case "pending":
      return (
        <span>
          Waiting · link works until <StaffTime iso={invite.expiresAt} missing="Never" />
        </span>
      );
    case "expired":
      return <span className="text-muted">Expired unused</span>;
    case "revoked":
      return <span className="text-muted">Withdrawn</span>;
    case "accepted":
      return invite.userId ? (
        <Link to={`/cms/users/${invite.userId}`} className="text-accent underline">
          Joined <StaffTime iso={invite.acceptedAt} missing="Never" />
        </Link>
      ) : (
        <span>Joined</span>
      );
  }
}

function InviteForm({ roles, result }: { roles: string[]; result: unknown }) {
  const own = isFailure(result) && result.intent === "invite" ? result : null;
  const sent = result && typeof result === "object" && "done" in result;
  return (
    // A sent invitation clears the form; a refused one keeps what was typed.
    <Form
      method="post"
      className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,20rem)_auto] sm:items-start"
      key={sent ? String(result.done) : "form"}
    >
      <input type="hidden" name="intent" value="invite" />
      <EmailField autoComplete="off" error={fieldError(own, "email")} />
      {/* The role names carry a hint each: the menu keeps to its column, the hint wraps in the list. */}
      <label className="grid min-w-0 gap-1 text-sm font-medium">
        Role
        <select
          name="role"
          required
          defaultValue="editor"
          aria-invalid={fieldError(own, "role") ? true : undefined}
          className="w-full min-w-0 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {ROLE_HINTS[role] ?? role}
            </option>
          ))}
        </select>
        {fieldError(own, "role") ? <span className="text-live">{fieldError(own, "role")}</span> : null}
      </label>
      <div className="sm:pt-6">
        <SubmitButton>Send invitation</SubmitButton>
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
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <PageHeader
        title="Staff"
        subtitle="Invite people by e-mail with a role: they choose their name and password from the link, and operators and admins set up two-step first."
      />
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
          Invite someone
        </h2>
        <InviteForm roles={roles} result={result} />
      </section>

      <section aria-labelledby="invites-heading" className="mb-8">
        <h2 id="invites-heading" className="mb-3 text-lg font-semibold">
          Invitations
        </h2>
        {invites.length === 0 ? (
          <EmptyState title="No invitations in the last 30 days" icon="user">
            Invitations you send appear here until they are used, withdrawn or 30 days old.
          </EmptyState>
        ) : (
          <StaffTable
            label="Invitations"
            caption="Invitations, open ones first"
            labels={["E-mail", "Role", "State", "Sent by", "Sent", "Change"]}
          >
            {invites.map((invite) => (
              <tr key={invite.id} className="border-b border-line last:border-0">
                <td className="px-3 py-2 whitespace-nowrap">{invite.email}</td>
                <td className="px-3 py-2">{invite.role}</td>
                <td className="px-3 py-2">
                  <InviteState invite={invite} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {invite.invitedBy ? (
                    <Link to={`/cms/users/${invite.invitedBy.id}`} className="text-accent underline">
                      {invite.invitedBy.name}
                    </Link>
                  ) : (
                    <span className="text-muted">Admin token</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  <StaffTime iso={invite.createdAt} missing="Never" />
                </td>
                <td className="px-3 py-2">
                  {invite.state === "accepted" ? null : (
                    <div className="flex flex-wrap gap-2">
                      <Form method="post">
                        <input type="hidden" name="email" value={invite.email} />
                        <input type="hidden" name="role" value={invite.role} />
                        <SubmitButton name="intent" value="resend" tone="plain">
                          {`Send a new link to ${invite.email}`}
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
                              title: `Withdraw the invitation to ${invite.email}?`,
                              message:
                                "Its link stops working at once. You can invite the address again later.",
                              action: "Withdraw invitation",
                            }}
                          >
                            {`Withdraw the invitation to ${invite.email}`}
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
          Staff members
        </h2>
        <StaffTable
          label="Staff members"
          caption="Staff members, highest role first"
          labels={["Name", "E-mail", "Role", "Two-step", "Last sign-in"]}
        >
          {members.map((member) => (
            <tr key={member.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2">
                <Link to={`/cms/users/${member.id}`} className="font-semibold text-accent underline">
                  {member.name}
                </Link>
                {member.id === selfId ? <span className="text-muted"> (you)</span> : null}
                {member.disabled ? <span className="text-muted"> · disabled</span> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{member.email}</td>
              <td className="px-3 py-2">{member.role}</td>
              <td className="px-3 py-2">{member.twoStep ? "On" : "Off"}</td>
              <td className="px-3 py-2">
                <StaffTime iso={member.lastSignIn} missing="Never" />
              </td>
            </tr>
          ))}
        </StaffTable>
        <p className="mt-3 text-sm text-muted">
          Change someone's role on their page; their sign-ins and two-step changes are in the{" "}
          <Link to="/cms/audit?action=auth.sign-in" className="text-accent underline">
            audit log
          </Link>
          .
        </p>
      </section>
    </TimeZoneProvider>
  );
}
