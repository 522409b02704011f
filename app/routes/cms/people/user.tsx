import { Form, Link, useActionData, useLoaderData } from "react-router";
import { SanctionControls, SanctionState } from "../../../components/chat/sanction-controls.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { ValueOptions } from "../../../components/ui/value-options.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/user";
import { userAction, userLoader } from "./user.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? `${loaderData.user.name} · Users` : "User");

export const loader = (args: Route.LoaderArgs) => userLoader(args);
export const action = (args: Route.ActionArgs) => userAction(args);

type Loaded = Awaited<ReturnType<typeof userLoader>>;

const plain = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";
const danger =
  "rounded-lg border border-live px-3 py-1.5 text-sm font-semibold text-live hover:bg-live hover:text-live-fg";

/** The confirmation step of a destructive change: it names what will happen, then asks. */
function Confirm({ user, confirm }: Pick<Loaded, "user" | "confirm">) {
  if (!confirm) return null;
  const what =
    confirm.intent === "two-step-reset"
      ? {
          title: `Reset two-step for ${user.name}?`,
          text: "Two-step verification goes off and every device is signed out. They sign in with their password and set two-step up again.",
          button: "Yes, reset two-step",
        }
      : confirm.intent === "revoke-all"
        ? {
            title: `Sign out every device of ${user.name}?`,
            text: "Each device must sign in again.",
            button: "Yes, sign out every device",
          }
        : {
            title: "Sign out this device?",
            text: `${confirm.session?.device || "Unknown device"} (${confirm.session?.ip ?? "no address"}) must sign in again.`,
            button: "Yes, sign out this device",
          };
  return (
    <section
      aria-labelledby="confirm-title"
      className="mb-4 rounded-2xl border border-live/50 bg-live/10 p-4"
    >
      <h2 id="confirm-title" className="font-semibold">
        {what.title}
      </h2>
      <p className="mt-1 text-sm">{what.text}</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="intent" value={confirm.intent} />
        {confirm.session ? <input type="hidden" name="session" value={confirm.session.id} /> : null}
        <SubmitButton tone="danger">{what.button}</SubmitButton>
        <Link to={`/cms/users/${user.id}`} className={plain}>
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export default function CmsUserPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { user, sessions, canManage, self } = loaded;
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <p className="mb-2 text-sm">
        <Link to="/cms/users" className="font-semibold text-accent underline">
          All users
        </Link>
      </p>
      <PageHeader title={user.name} subtitle={user.email} />
      <div className="mb-4 space-y-2">
        <FormNotice
          message={(result && "done" in result ? result.done : null) ?? loaded.done}
          after={result}
        />
        <FormError message={result && "error" in result ? result.error : null} />
      </div>
      <Confirm user={user} confirm={loaded.confirm} />
      <dl className="mb-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Role</dt>
        <dd>{user.role}</dd>
        <dt className="font-semibold">State</dt>
        <dd>{user.disabled ? "Disabled" : "Active"}</dd>
        <dt className="font-semibold">Two-step</dt>
        <dd>{user.twoStep ? "On" : "Off"}</dd>
        <dt className="font-semibold">E-mail</dt>
        <dd>{user.emailVerified ? "Confirmed" : "Not confirmed"}</dd>
        <dt className="font-semibold">Joined</dt>
        <dd>
          <StaffTime iso={user.createdAt} missing="Never" />
        </dd>
        <dt className="font-semibold">Last sign-in</dt>
        <dd>
          <StaffTime iso={user.lastSignIn} missing="Never" />
        </dd>
      </dl>
      {self ? (
        <p className="mb-6 text-sm text-muted">
          This is your account: change it on{" "}
          <Link to="/account" className="font-semibold text-accent underline">
            your account page
          </Link>
          .
        </p>
      ) : null}
      {canManage ? (
        <section aria-labelledby="manage-title" className="mb-6 flex flex-wrap items-end gap-4">
          <h2 id="manage-title" className="sr-only">
            Change this account
          </h2>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <label className="grid gap-1 text-sm font-medium">
              Role
              <select
                name="role"
                defaultValue={user.role}
                className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
              >
                <ValueOptions values={loaded.roles} />
              </select>
            </label>
            <SubmitButton tone="plain">Change role</SubmitButton>
          </Form>
          {user.twoStep ? (
            <Link to="?confirm=two-step-reset" className={danger}>
              Reset two-step
            </Link>
          ) : null}
        </section>
      ) : null}
      {loaded.chatSanctions ? (
        <section aria-labelledby="chat-title" className="mb-6 space-y-3">
          <h2 id="chat-title" className="text-lg font-semibold">
            Chat
          </h2>
          <SanctionState sanctions={loaded.chatSanctions} userName={user.name} mayLift={loaded.mayModerate} />
          {loaded.mayModerate ? <SanctionControls userId={user.id} userName={user.name} /> : null}
        </section>
      ) : null}
      <section aria-labelledby="sessions-title">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="sessions-title" className="text-lg font-semibold">
            Signed-in devices ({loaded.sessionTotal})
          </h2>
          {canManage && sessions.length > 0 ? (
            <Link to="?confirm=revoke-all" className={danger}>
              Sign out every device
            </Link>
          ) : null}
        </div>
        {sessions.length === 0 ? (
          <EmptyState title="No signed-in devices" icon="user">
            This account is signed in nowhere.
          </EmptyState>
        ) : (
          <StaffTable
            label="Signed-in devices"
            labels={["Device", "Address", "Signed in", "Last used", ...(canManage ? ["Sign out"] : [])]}
          >
            {sessions.map((session) => (
              <tr key={session.id} className="border-b border-line last:border-0">
                <td className="px-3 py-2" title={session.userAgent || undefined}>
                  {session.device || "Unknown device"}
                </td>
                <td className="px-3 py-2">{session.ip ?? "Unknown"}</td>
                <td className="px-3 py-2">
                  <StaffTime iso={session.created_at} missing="Never" />
                </td>
                <td className="px-3 py-2">
                  <StaffTime iso={session.last_used_at} missing="Never" />
                </td>
                {canManage ? (
                  <td className="px-3 py-2">
                    <Link
                      to={`?confirm=revoke&session=${encodeURIComponent(session.id)}`}
                      className={plain}
                      aria-label={`Sign out ${session.device || "unknown device"} (${session.ip ?? "no address"})`}
                    >
                      Sign out
                    </Link>
                  </td>
                ) : null}
              </tr>
            ))}
          </StaffTable>
        )}
      </section>
    </TimeZoneProvider>
  );
}
