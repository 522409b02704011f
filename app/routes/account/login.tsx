import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { ADDRESS_MESSAGES, linkMessages } from "../../components/auth/auth-messages.ts";
import { authWords } from "../../components/auth/auth-words.ts";
import { PasskeySignIn } from "../../components/auth/passkey-sign-in.tsx";
import { SecondFactorForm } from "../../components/auth/second-factor-form.tsx";
import { SocialButton } from "../../components/auth/social-button.tsx";
import { fieldError, formError, pendingStep } from "../../components/form/form-failure.ts";
import { CurrentPasswordField } from "../../components/form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/login";
import { loginPageData, signInAction } from "./login.server.ts";

const m = defineMessages({
  welcomeBack: { id: "auth.login.welcome-back", defaultMessage: "Welcome back" },
  passwordReset: {
    id: "auth.login.password-reset",
    defaultMessage: "Your password was changed. Sign in with the new one.",
  },
  password: { id: "auth.login.password", defaultMessage: "Password" },
  forgot: { id: "auth.login.forgot", defaultMessage: "Forgot your password?" },
  newHere: {
    id: "auth.login.new-here",
    defaultMessage: "New here? <link>Create an account</link>",
  },
  notCompleted: { id: "auth.login.not-completed", defaultMessage: "Sign-in did not complete." },
  emailLink: { id: "auth.login.email-link", defaultMessage: "E-mail me a sign-in link" },
  phone: { id: "auth.login.phone", defaultMessage: "Use my phone" },
  guest: { id: "auth.login.guest", defaultMessage: "Continue as guest" },
  guestHint: {
    id: "auth.login.guest-hint",
    defaultMessage: "Follow teams now; add an e-mail or phone later to keep them.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, authWords.signIn);

export const middleware = named("guest");

export const loader = (args: Route.LoaderArgs) => loginPageData(args);

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function LoginPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pendingToken = pendingStep(result) ?? page.pendingToken;
  const registerHref =
    page.redirectTo === "/" ? "/register" : `/register?redirectTo=${encodeURIComponent(page.redirectTo)}`;
  const phoneHref =
    page.redirectTo === "/"
      ? "/login/phone"
      : `/login/phone?redirectTo=${encodeURIComponent(page.redirectTo)}`;
  const { methods } = page;
  const t = useT();
  const notice = page.linkOffer?.live
    ? t(linkMessages.offer, { provider: page.linkOffer.provider })
    : page.passwordReset
      ? t(m.passwordReset)
      : null;
  return (
    <>
      <PageHeader title={t(authWords.signIn)} subtitle={t(m.welcomeBack)} />
      {pendingToken ? (
        <SecondFactorForm
          pendingToken={pendingToken}
          redirectTo={page.redirectTo}
          error={formError(result) ?? fieldError(result, "code")}
        />
      ) : (
        <>
          <Form method="post" className="space-y-4" replace>
            <input type="hidden" name="redirectTo" value={page.redirectTo} />
            <FormNotice message={result ? null : notice} />
            <FormError message={formError(result) ?? addressError(page, t)} />
            {methods.password || methods.emailLink ? (
              <EmailField
                // Passkeys are offered in the field's autofill where the browser can (conditional UI).
                autoComplete={methods.passkey ? "username webauthn" : "email"}
                error={fieldError(result, "email")}
              />
            ) : null}
            {methods.password ? (
              <>
                <CurrentPasswordField
                  label={t(m.password)}
                  name="password"
                  error={fieldError(result, "password")}
                />
                <div className="flex items-center justify-between gap-4">
                  <SubmitButton>{t(authWords.signIn)}</SubmitButton>
                  <Link to="/auth/reset-password" className="text-sm text-muted hover:text-fg">
                    {t(m.forgot)}
                  </Link>
                </div>
              </>
            ) : null}
            {methods.emailLink ? <EmailLinkButton primary={!methods.password} /> : null}
          </Form>
          {methods.passkey ? <PasskeySignIn apiPath={page.apiPath} redirectTo={page.redirectTo} /> : null}
          <OtherWays
            phoneHref={methods.phone ? phoneHref : null}
            guest={methods.guest}
            redirectTo={page.redirectTo}
          />
          {page.social ? (
            <SocialButton provider={page.social} apiPath={page.apiPath} redirectTo={page.redirectTo} />
          ) : null}
          <p className="mt-6 text-center text-sm text-muted">
            {t.rich(m.newHere, {
              link: (chunks) => (
                <Link key="register" to={registerHref} className="font-semibold text-fg hover:underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </>
  );
}

/** A code the address brought along (social sign-in); a live link offer is a notice, not an error. */
function addressError(
  page: Pick<Route.ComponentProps["loaderData"], "socialError" | "linkOffer">,
  t: Translator,
) {
  if (page.linkOffer)
    return page.linkOffer.live ? null : t(linkMessages.expired, { provider: page.linkOffer.provider });
  return page.socialError ? t(ADDRESS_MESSAGES[page.socialError] ?? m.notCompleted) : null;
}

/** Uses the e-mail field above without the password, so the browser must not demand one. */
function EmailLinkButton({ primary }: { primary: boolean }) {
  const busy = useNavigation().state === "submitting";
  const t = useT();
  return (
    <button
      type="submit"
      name="intent"
      value="email-link"
      formNoValidate
      disabled={busy}
      className={`w-full rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${
        primary ? "bg-accent text-accent-fg hover:opacity-90" : "border border-line hover:bg-raised"
      }`}
    >
      {t(m.emailLink)}
    </button>
  );
}

function OtherWays({
  phoneHref,
  guest,
  redirectTo,
}: {
  phoneHref: string | null;
  guest: boolean;
  redirectTo: string;
}) {
  const t = useT();
  if (!phoneHref && !guest) return null;
  return (
    <div className="mt-3 space-y-3">
      {phoneHref ? (
        <Link
          to={phoneHref}
          className="block w-full rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold hover:bg-raised"
        >
          {t(m.phone)}
        </Link>
      ) : null}
      {guest ? (
        <Form method="post">
          <input type="hidden" name="intent" value="guest" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className="w-full rounded-lg px-4 py-2 text-sm font-semibold text-muted hover:bg-raised hover:text-fg"
          >
            {t(m.guest)}
          </button>
          <p className="mt-1 text-center text-xs text-muted">{t(m.guestHint)}</p>
        </Form>
      ) : null}
    </div>
  );
}
