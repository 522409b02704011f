import { Form, Link, useActionData, useLoaderData } from "react-router";
import { ADDRESS_MESSAGES } from "../../components/auth/auth-messages.ts";
import { SecondFactorForm } from "../../components/auth/second-factor-form.tsx";
import { SocialButton } from "../../components/auth/social-button.tsx";
import { fieldError, formError, pendingStep } from "../../components/form/form-failure.ts";
import { PasswordField } from "../../components/form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { TextField } from "../../components/form/text-field.tsx";
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
            <FormNotice message={result ? null : page.notice} />
            <FormError
              message={
                formError(result) ??
                (page.socialError
                  ? (ADDRESS_MESSAGES[page.socialError] ?? "Sign-in did not complete.")
                  : null)
              }
            />
            <TextField
              label="E-mail"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              error={fieldError(result, "email")}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              maxLength={128}
              error={fieldError(result, "password")}
            />
            <div className="flex items-center justify-between gap-4">
              <SubmitButton>Sign in</SubmitButton>
              <Link to="/auth/reset-password" className="text-sm text-muted hover:text-fg">
                Forgot your password?
              </Link>
            </div>
          </Form>
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
