import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import {
  ADDRESS_MESSAGES,
  linkExpiredMessage,
  linkOfferMessage,
} from "../../components/auth/auth-messages.ts";
import { PasskeySignIn } from "../../components/auth/passkey-sign-in.tsx";
import { SecondFactorForm } from "../../components/auth/second-factor-form.tsx";
import { SocialButton } from "../../components/auth/social-button.tsx";
import { fieldError, formError, pendingStep } from "../../components/form/form-failure.ts";
import { CurrentPasswordField } from "../../components/form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/login";
import { loginPageData, signInAction } from "./login.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Sign in");

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
  return (
    <>
      <PageHeader title="Sign in" subtitle="Welcome back" />
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
            <FormNotice
              message={
                result ? null : page.linkOffer?.live ? linkOfferMessage(page.linkOffer.provider) : page.notice
              }
            />
            <FormError message={formError(result) ?? addressError(page)} />
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
                  label="Password"
                  name="password"
                  error={fieldError(result, "password")}
                />
                <div className="flex items-center justify-between gap-4">
                  <SubmitButton>Sign in</SubmitButton>
                  <Link to="/auth/reset-password" className="text-sm text-muted hover:text-fg">
                    Forgot your password?
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
            New here?{" "}
            <Link to={registerHref} className="font-semibold text-fg hover:underline">
              Create an account
            </Link>
          </p>
        </>
      )}
    </>
  );
}

/** A code the address brought along (social sign-in); a live link offer is a notice, not an error. */
function addressError(page: Pick<Route.ComponentProps["loaderData"], "socialError" | "linkOffer">) {
  if (page.linkOffer) return page.linkOffer.live ? null : linkExpiredMessage(page.linkOffer.provider);
  return page.socialError ? (ADDRESS_MESSAGES[page.socialError] ?? "Sign-in did not complete.") : null;
}

/** Uses the e-mail field above without the password, so the browser must not demand one. */
function EmailLinkButton({ primary }: { primary: boolean }) {
  const busy = useNavigation().state === "submitting";
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
      E-mail me a sign-in link
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
  if (!phoneHref && !guest) return null;
  return (
    <div className="mt-3 space-y-3">
      {phoneHref ? (
        <Link
          to={phoneHref}
          className="block w-full rounded-lg border border-line px-4 py-2 text-center text-sm font-semibold hover:bg-raised"
        >
          Use my phone
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
            Continue as guest
          </button>
          <p className="mt-1 text-center text-xs text-muted">
            Follow teams now; add an e-mail or phone later to keep them.
          </p>
        </Form>
      ) : null}
    </div>
  );
}
