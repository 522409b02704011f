import { Children } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { SanctionControls, SanctionState } from "../../../components/chat/sanction-controls.tsx";
import { roleName } from "../../../components/cms/cms-messages.ts";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { FormError, FormNotice, SubmitButton } from "../../../components/form/submit-button.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/user";
import { userAction, userLoader } from "./user.server.ts";

const m = defineMessages({
  metaTitle: { id: "cms.user.meta-title", defaultMessage: "{name} · Users" },
  user: { id: "cms.user.user", defaultMessage: "User" },
  resetTitle: { id: "cms.user.reset-title", defaultMessage: "Reset two-step for {name}?" },
  resetText: {
    id: "cms.user.reset-text",
    defaultMessage:
      "Two-step verification goes off and every device is signed out. They sign in with their password and set two-step up again.",
  },
  resetButton: { id: "cms.user.reset-button", defaultMessage: "Yes, reset two-step" },
  revokeAllTitle: { id: "cms.user.revoke-all-title", defaultMessage: "Sign out every device of {name}?" },
  revokeAllText: { id: "cms.user.revoke-all-text", defaultMessage: "Each device must sign in again." },
  revokeAllButton: { id: "cms.user.revoke-all-button", defaultMessage: "Yes, sign out every device" },
  revokeTitle: { id: "cms.user.revoke-title", defaultMessage: "Sign out this device?" },
  revokeText: { id: "cms.user.revoke-text", defaultMessage: "{device} ({address}) must sign in again." },
  revokeButton: { id: "cms.user.revoke-button", defaultMessage: "Yes, sign out this device" },
  unknownDevice: { id: "cms.user.unknown-device", defaultMessage: "Unknown device" },
  unknownDeviceLower: { id: "cms.user.unknown-device-lower", defaultMessage: "unknown device" },
  noAddress: { id: "cms.user.no-address", defaultMessage: "no address" },
  cancel: { id: "cms.user.cancel", defaultMessage: "Cancel" },
  allUsers: { id: "cms.user.all-users", defaultMessage: "All users" },
  role: { id: "cms.user.role", defaultMessage: "Role" },
  state: { id: "cms.user.state", defaultMessage: "State" },
  disabled: { id: "cms.user.disabled", defaultMessage: "Disabled" },
  active: { id: "cms.user.active", defaultMessage: "Active" },
  twoStep: { id: "cms.user.two-step", defaultMessage: "Two-step" },
  on: { id: "cms.user.on", defaultMessage: "On" },
  off: { id: "cms.user.off", defaultMessage: "Off" },
  email: { id: "cms.user.email", defaultMessage: "E-mail" },
  confirmed: { id: "cms.user.confirmed", defaultMessage: "Confirmed" },
  notConfirmed: { id: "cms.user.not-confirmed", defaultMessage: "Not confirmed" },
  joined: { id: "cms.user.joined", defaultMessage: "Joined" },
  never: { id: "cms.user.never", defaultMessage: "Never" },
  lastSignIn: { id: "cms.user.last-sign-in", defaultMessage: "Last sign-in" },
  yours: {
    id: "cms.user.yours",
    defaultMessage: "This is your account: change it on <link>your account page</link>.",
  },
  change: { id: "cms.user.change", defaultMessage: "Change this account" },
  changeRole: { id: "cms.user.change-role", defaultMessage: "Change role" },
  resetTwoStep: { id: "cms.user.reset-two-step", defaultMessage: "Reset two-step" },
  chat: { id: "cms.user.chat", defaultMessage: "Chat" },
  devices: { id: "cms.user.devices", defaultMessage: "Signed-in devices ({count})" },
  devicesLabel: { id: "cms.user.devices-label", defaultMessage: "Signed-in devices" },
  signOutAll: { id: "cms.user.sign-out-all", defaultMessage: "Sign out every device" },
  noDevices: { id: "cms.user.no-devices", defaultMessage: "No signed-in devices" },
  nowhere: { id: "cms.user.nowhere", defaultMessage: "This account is signed in nowhere." },
  device: { id: "cms.user.device", defaultMessage: "Device" },
  address: { id: "cms.user.address", defaultMessage: "Address" },
  signedIn: { id: "cms.user.signed-in", defaultMessage: "Signed in" },
  lastUsed: { id: "cms.user.last-used", defaultMessage: "Last used" },
  signOut: { id: "cms.user.sign-out", defaultMessage: "Sign out" },
  unknown: { id: "cms.user.unknown", defaultMessage: "Unknown" },
  signOutLabel: { id: "cms.user.sign-out-label", defaultMessage: "Sign out {device} ({address})" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData ? translatorOfPage(matches)(m.metaTitle, { name: loaderData.user.name }) : m.user,
  );

export const loader = (args: Route.LoaderArgs) => userLoader(args);
export const action = (args: Route.ActionArgs) => userAction(args);

type Loaded = Awaited<ReturnType<typeof userLoader>>;

const plain = "rounded-lg border border-line px-3 py-1.5 text-sm font-semibold hover:bg-raised";
const danger =
  "rounded-lg border border-live px-3 py-1.5 text-sm font-semibold text-live hover:bg-live hover:text-live-fg";

/** The confirmation step of a destructive change: it names what will happen, then asks. */
function Confirm({ user, confirm }: Pick<Loaded, "user" | "confirm">) {
  const t = useT();
  if (!confirm) return null;
  const what =
    confirm.intent === "two-step-reset"
      ? {
          title: t(m.resetTitle, { name: user.name }),
          text: t(m.resetText),
          button: t(m.resetButton),
        }
      : confirm.intent === "revoke-all"
        ? {
            title: t(m.revokeAllTitle, { name: user.name }),
            text: t(m.revokeAllText),
            button: t(m.revokeAllButton),
          }
        : {
            title: t(m.revokeTitle),
            text: t(m.revokeText, {
              device: confirm.session?.device || t(m.unknownDevice),
              address: confirm.session?.ip ?? t(m.noAddress),
            }),
            button: t(m.revokeButton),
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
          {t(m.cancel)}
        </Link>
      </Form>
    </section>
  );
}

export default function CmsUserPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { user, sessions, canManage, self } = loaded;
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <p className="mb-2 text-sm">
        <Link to="/cms/users" className="font-semibold text-accent underline">
          {t(m.allUsers)}
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
        <dt className="font-semibold">{t(m.role)}</dt>
        <dd>{roleName(t, user.role)}</dd>
        <dt className="font-semibold">{t(m.state)}</dt>
        <dd>{t(user.disabled ? m.disabled : m.active)}</dd>
        <dt className="font-semibold">{t(m.twoStep)}</dt>
        <dd>{t(user.twoStep ? m.on : m.off)}</dd>
        <dt className="font-semibold">{t(m.email)}</dt>
        <dd>{t(user.emailVerified ? m.confirmed : m.notConfirmed)}</dd>
        <dt className="font-semibold">{t(m.joined)}</dt>
        <dd>
          <StaffTime iso={user.createdAt} missing={t(m.never)} />
        </dd>
        <dt className="font-semibold">{t(m.lastSignIn)}</dt>
        <dd>
          <StaffTime iso={user.lastSignIn} missing={t(m.never)} />
        </dd>
      </dl>
      {self ? (
        <p className="mb-6 text-sm text-muted">
          {Children.toArray(
            t.rich(m.yours, {
              link: (chunks) => (
                <Link to="/account" className="font-semibold text-accent underline">
                  {chunks}
                </Link>
              ),
            }),
          )}
        </p>
      ) : null}
      {canManage ? (
        <section aria-labelledby="manage-title" className="mb-6 flex flex-wrap items-end gap-4">
          <h2 id="manage-title" className="sr-only">
            {t(m.change)}
          </h2>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="role" />
            <label className="grid gap-1 text-sm font-medium">
              {t(m.role)}
              <select
                name="role"
                defaultValue={user.role}
                className="rounded-lg border border-line bg-surface px-3 py-2 text-sm"
              >
                {loaded.roles.map((role) => (
                  <option key={role} value={role}>
                    {roleName(t, role)}
                  </option>
                ))}
              </select>
            </label>
            <SubmitButton tone="plain">{t(m.changeRole)}</SubmitButton>
          </Form>
          {user.twoStep ? (
            <Link to="?confirm=two-step-reset" className={danger}>
              {t(m.resetTwoStep)}
            </Link>
          ) : null}
        </section>
      ) : null}
      {loaded.chatSanctions ? (
        <section aria-labelledby="chat-title" className="mb-6 space-y-3">
          <h2 id="chat-title" className="text-lg font-semibold">
            {t(m.chat)}
          </h2>
          <SanctionState sanctions={loaded.chatSanctions} userName={user.name} mayLift={loaded.mayModerate} />
          {loaded.mayModerate ? <SanctionControls userId={user.id} userName={user.name} /> : null}
        </section>
      ) : null}
      <section aria-labelledby="sessions-title">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h2 id="sessions-title" className="text-lg font-semibold">
            {t(m.devices, { count: loaded.sessionTotal })}
          </h2>
          {canManage && sessions.length > 0 ? (
            <Link to="?confirm=revoke-all" className={danger}>
              {t(m.signOutAll)}
            </Link>
          ) : null}
        </div>
        {sessions.length === 0 ? (
          <EmptyState title={t(m.noDevices)} icon="user">
            {t(m.nowhere)}
          </EmptyState>
        ) : (
          <StaffTable
            label={t(m.devicesLabel)}
            labels={[
              t(m.device),
              t(m.address),
              t(m.signedIn),
              t(m.lastUsed),
              ...(canManage ? [t(m.signOut)] : []),
            ]}
          >
            {sessions.map((session) => (
              <tr key={session.id} className="border-b border-line last:border-0">
                <td className="px-3 py-2" title={session.userAgent || undefined}>
                  {session.device || t(m.unknownDevice)}
                </td>
                <td className="px-3 py-2">{session.ip ?? t(m.unknown)}</td>
                <td className="px-3 py-2">
                  <StaffTime iso={session.created_at} missing={t(m.never)} />
                </td>
                <td className="px-3 py-2">
                  <StaffTime iso={session.last_used_at} missing={t(m.never)} />
                </td>
                {canManage ? (
                  <td className="px-3 py-2">
                    <Link
                      to={`?confirm=revoke&session=${encodeURIComponent(session.id)}`}
                      className={plain}
                      aria-label={t(m.signOutLabel, {
                        device: session.device || t(m.unknownDeviceLower),
                        address: session.ip ?? t(m.noAddress),
                      })}
                    >
                      {t(m.signOut)}
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
