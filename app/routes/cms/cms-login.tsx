import { Form, useActionData, useLoaderData } from "react-router";
import { SecondFactorForm } from "../../components/auth/second-factor-form.tsx";
import { fieldError, formError, pendingStep } from "../../components/form/form-failure.ts";
import { CurrentPasswordField } from "../../components/form/password-field.tsx";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/cms-login";
import { staffSignInAction } from "./cms-login.server.ts";

const m = defineMessages({
  title: { id: "cms.login.title", defaultMessage: "Staff sign-in" },
  subtitle: { id: "cms.login.subtitle", defaultMessage: "Admin area for editors, moderators and operators" },
  timedOut: {
    id: "cms.login.timed-out",
    defaultMessage: "Your admin session timed out. Please sign in again.",
  },
  twoStepAgain: {
    id: "cms.login.two-step-again",
    defaultMessage:
      "Two-step verification is on for your account. Sign in again with your code to use the admin area.",
  },
  email: { id: "cms.login.email", defaultMessage: "E-mail" },
  password: { id: "cms.login.password", defaultMessage: "Password" },
  submit: { id: "cms.login.submit", defaultMessage: "Sign in to the admin area" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

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
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
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
              formError(result) ?? (timedOut ? t(m.timedOut) : twoStepAgain ? t(m.twoStepAgain) : null)
            }
          />
          <EmailField label={t(m.email)} autoComplete="username" error={fieldError(result, "email")} />
          <CurrentPasswordField
            label={t(m.password)}
            name="password"
            error={fieldError(result, "password")}
          />
          <SubmitButton>{t(m.submit)}</SubmitButton>
        </Form>
      )}
    </>
  );
}
