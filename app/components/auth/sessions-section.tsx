import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { useInstantFormat } from "../../lib/time-zone.tsx";
import { formError } from "../form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";
import { authWords } from "./auth-words.ts";
import { deviceName } from "./device-name.ts";

const m = defineMessages({
  title: { id: "account.sessions.title", defaultMessage: "Where you are signed in" },
  thisDevice: {
    id: "account.sessions.this-device",
    defaultMessage: "This device",
    description: "Beside the session of the browser reading the page",
  },
  lastUsed: {
    id: "account.sessions.last-used",
    defaultMessage: "Last used {when}",
    description: "{when} is a date and time",
  },
  everywhere: { id: "account.sessions.everywhere", defaultMessage: "Sign out everywhere" },
});

export type SessionRow = {
  id: string;
  device: string;
  ip: string | null;
  last_used_at: string;
  current: boolean;
};

export function SessionsSection({ sessions, result }: { sessions: SessionRow[]; result: AccountResult }) {
  const when = useInstantFormat();
  const t = useT();
  return (
    <AccountSection title={t(m.title)} anchor="where-you-are-signed-in">
      <FormNotice message={resultFor(result, "revoke-session")?.done} />
      <FormError message={formError(failureFor(result, "revoke-session"))} />
      <ul className="divide-y divide-line">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-4 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium">
                {deviceName(session.device, t)}
                {session.current ? (
                  <span className="ms-2 text-xs font-semibold text-accent">{t(m.thisDevice)}</span>
                ) : null}
              </p>
              <p className="text-xs text-muted">
                {t(m.lastUsed, { when: when(session.last_used_at) })}
                {session.ip ? ` · ${session.ip}` : ""}
              </p>
            </div>
            {session.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="session" value={session.id} />
                <button
                  type="submit"
                  className="rounded-lg border border-line px-3 py-1 text-xs font-semibold hover:bg-raised"
                >
                  {t(authWords.signOut)}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Form method="post" action="/logout">
          <SubmitButton tone="plain">{t(authWords.signOut)}</SubmitButton>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <SubmitButton tone="plain">{t(m.everywhere)}</SubmitButton>
        </Form>
      </div>
    </AccountSection>
  );
}
