import { Form, Link } from "react-router";
import { formError } from "../form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";
import { ADDRESS_MESSAGES, linkedMessage } from "./auth-messages.ts";

export type SignInMethodRow = {
  method: "password" | "email-link" | "phone" | "social" | "passkey";
  detail: string | null;
  identity_id: number | null;
  removable: boolean;
  passkey_id?: number;
};

const NAMES: Record<SignInMethodRow["method"], string> = {
  password: "Password",
  "email-link": "E-mail link",
  phone: "Phone",
  social: "Social sign-in",
  passkey: "Passkey",
};

function GuestSection() {
  return (
    <AccountSection title="You are a guest">
      <p className="text-sm">
        Your follows and settings live on this device only. Add an e-mail address or a phone number to keep
        them and sign in anywhere: they stay with you.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          to="/login?redirectTo=/account"
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
        >
          Keep my account
        </Link>
        <Link
          to="/register"
          className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          Register with a password
        </Link>
      </div>
    </AccountSection>
  );
}

/** Linking a social provider: where it starts, and what the last attempt answered (through the address). */
export type LinkingView = {
  provider: string | null;
  href: string;
  linked: string | null;
  error: string | null;
};

/** How this account gets back in; the last way in cannot be removed. A guest is shown how to keep its follows. */
export function SignInMethodsSection({
  user,
  methods,
  linking,
  result,
}: {
  user: { anonymous: boolean };
  methods: SignInMethodRow[];
  linking: LinkingView;
  result: AccountResult;
}) {
  if (user.anonymous) return <GuestSection />;
  const removable = methods.length > 1;
  const linkError = linking.error ? (ADDRESS_MESSAGES[linking.error] ?? null) : null;
  return (
    <AccountSection title="Ways to sign in">
      <FormNotice
        message={
          resultFor(result, "unlink-method")?.done ?? (linking.linked && linkedMessage(linking.linked))
        }
      />
      <FormError message={formError(failureFor(result, "unlink-method")) ?? (result ? null : linkError)} />
      <ul className="divide-y divide-line text-sm">
        {methods.map((row) => (
          <li
            key={`${row.method}-${row.identity_id ?? row.passkey_id ?? ""}`}
            className="flex items-center justify-between gap-4 py-2"
          >
            <div className="min-w-0">
              <p className="font-medium">{NAMES[row.method]}</p>
              {row.detail ? <p className="truncate text-xs text-muted">{row.detail}</p> : null}
            </div>
            {row.method === "passkey" ? (
              <a href="#section-passkeys" className="text-xs font-semibold text-muted hover:text-fg">
                Manage<span className="sr-only"> passkeys</span>
              </a>
            ) : row.removable && removable ? (
              <Form method="post">
                <input type="hidden" name="intent" value="unlink-method" />
                <input type="hidden" name="method" value={row.method} />
                <input type="hidden" name="identity" value={row.identity_id ?? ""} />
                <SubmitButton tone="plain">
                  Remove<span className="sr-only"> {NAMES[row.method].toLowerCase()}</span>
                </SubmitButton>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {methods.length <= 1 ? (
        <p className="mt-2 text-xs text-muted">This is your only way in, so it cannot be removed.</p>
      ) : null}
      {linking.provider ? (
        // A plain link, not a form: the provider is another origin, which CSP's form-action does not allow.
        <a
          href={linking.href}
          className="mt-3 inline-block rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          {`Link ${linking.provider}`}
        </a>
      ) : null}
    </AccountSection>
  );
}
