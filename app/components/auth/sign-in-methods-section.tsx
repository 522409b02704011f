import { Form, Link } from "react-router";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { formError } from "../form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";
import { ADDRESS_MESSAGES, linkMessages } from "./auth-messages.ts";
import { authWords } from "./auth-words.ts";

export type SignInMethodRow = {
  method: "password" | "email-link" | "phone" | "social" | "passkey";
  detail: string | null;
  identity_id: number | null;
  removable: boolean;
  passkey_id?: number;
};

const m = defineMessages({
  password: { id: "account.methods.password", defaultMessage: "Password" },
  emailLink: { id: "account.methods.email-link", defaultMessage: "E-mail link" },
  phone: { id: "account.methods.phone", defaultMessage: "Phone" },
  social: { id: "account.methods.social", defaultMessage: "Social sign-in" },
  passkey: { id: "account.methods.passkey", defaultMessage: "Passkey" },
  guestTitle: { id: "account.guest.title", defaultMessage: "You are a guest" },
  guestText: {
    id: "account.guest.text",
    defaultMessage:
      "Your follows and settings live on this device only. Add an e-mail address or a phone number to keep them and sign in anywhere: they stay with you.",
  },
  keep: { id: "account.guest.keep", defaultMessage: "Keep my account" },
  register: { id: "account.guest.register", defaultMessage: "Register with a password" },
  title: { id: "account.methods.title", defaultMessage: "Ways to sign in" },
  manage: {
    id: "account.methods.manage",
    defaultMessage: "Manage",
    description: "Link to the passkeys section",
  },
  managePasskeys: {
    id: "account.methods.manage-passkeys",
    defaultMessage: "passkeys",
    description: "Read by screen readers after Manage",
  },
  onlyWay: {
    id: "account.methods.only-way",
    defaultMessage: "This is your only way in, so it cannot be removed.",
  },
  link: {
    id: "account.methods.link",
    defaultMessage: "Link {provider}",
    description: "Button: add a social sign-in ({provider}: Google, Apple…) to the account",
  },
});

const NAMES: Record<SignInMethodRow["method"], MessageDescriptor> = {
  password: m.password,
  "email-link": m.emailLink,
  phone: m.phone,
  social: m.social,
  passkey: m.passkey,
};

/** A way in's name inside a sentence: lower-cased, except in German, whose nouns keep their capital. */
const lowerName = (name: string, locale: string) =>
  locale === "de" ? name : name.toLocaleLowerCase(locale === "en-XA" ? "en" : locale);

function GuestSection() {
  const t = useT();
  return (
    <AccountSection title={t(m.guestTitle)} anchor="you-are-a-guest">
      <p className="text-sm">{t(m.guestText)}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link
          to="/login?redirectTo=/account"
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
        >
          {t(m.keep)}
        </Link>
        <Link
          to="/register"
          className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          {t(m.register)}
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
  const t = useT();
  if (user.anonymous) return <GuestSection />;
  const removable = methods.length > 1;
  const known = linking.error ? ADDRESS_MESSAGES[linking.error] : undefined;
  const linkError = known ? t(known) : null;
  return (
    <AccountSection title={t(m.title)} anchor="ways-to-sign-in">
      <FormNotice
        message={
          resultFor(result, "unlink-method")?.done ??
          (linking.linked && t(linkMessages.linked, { provider: linking.linked }))
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
              <p className="font-medium">{t(NAMES[row.method])}</p>
              {row.detail ? <p className="truncate text-xs text-muted">{row.detail}</p> : null}
            </div>
            {row.method === "passkey" ? (
              <a href="#section-passkeys" className="text-xs font-semibold text-muted hover:text-fg">
                {t(m.manage)}
                <span className="sr-only"> {t(m.managePasskeys)}</span>
              </a>
            ) : row.removable && removable ? (
              <Form method="post">
                <input type="hidden" name="intent" value="unlink-method" />
                <input type="hidden" name="method" value={row.method} />
                <input type="hidden" name="identity" value={row.identity_id ?? ""} />
                <SubmitButton tone="plain">
                  {t(authWords.remove)}
                  <span className="sr-only"> {lowerName(t(NAMES[row.method]), t.locale)}</span>
                </SubmitButton>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {methods.length <= 1 ? <p className="mt-2 text-xs text-muted">{t(m.onlyWay)}</p> : null}
      {linking.provider ? (
        // A plain link, not a form: the provider is another origin, which CSP's form-action does not allow.
        <a
          href={linking.href}
          className="mt-3 inline-block rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          {t(m.link, { provider: linking.provider })}
        </a>
      ) : null}
    </AccountSection>
  );
}
