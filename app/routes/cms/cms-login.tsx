import { Form, useActionData, useLoaderData } from "react-router";
import { SecondFactorForm } from "../../components/auth/second-factor-form.tsx";
import { fieldError, formError, pendingStep } from "../../components/form/form-failure.ts";
import { CurrentPasswordField } from "../../components/form/password-field.tsx";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/cms-login";
import { staffSignInAction } from "./cms-login.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Staff sign-in");

export const middleware = named("guest");

export const loader = ({ request }: Route.LoaderArgs) => {
  const asked = new URL(request.url).searchParams;
  return { timedOut: asked.has("timedOut"), twoStepAgain: asked.get("twoStep") === "again" };
};

export const action = (args: Route.ActionArgs) => staffSignInAction(args);

export default function CmsLoginPage() {
  const result = useActionData<typeof action>();
  const { timedOut, twoStepAgain } = useLoaderData<typeof loader>();
  const pendingToken = pendingStep(result);
  return (
    <>
      <PageHeader title="Staff sign-in" subtitle="Admin area for editors, moderators and operators" />
      {pendingToken ? (
        <SecondFactorForm
          pendingToken={pendingToken}
          redirectTo="/cms"
          error={formError(result) ?? fieldError(result, "code")}
        />
      ) : (
        <Form method="post" className="space-y-4" replace>
          <input type="hidden" name="redirectTo" value="/cms" />
          <FormError
            message={
              formError(result) ??
              (timedOut
                ? "Your admin session timed out. Please sign in again."
                : twoStepAgain
                  ? "Two-step verification is on for your account. Sign in again with your code to use the admin area."
                  : null)
            }
          />
          <EmailField autoComplete="username" error={fieldError(result, "email")} />
          <CurrentPasswordField label="Password" name="password" error={fieldError(result, "password")} />
          <SubmitButton>Sign in to the admin area</SubmitButton>
        </Form>
      )}
    </>
  );
}
