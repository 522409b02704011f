import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import { BackToSignIn } from "../../components/auth/back-to-sign-in.tsx";
import { fieldError, formError } from "../../components/form/form-failure.ts";
import { NewPasswordField } from "../../components/form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/reset-password";
import { resetPasswordAction, resetPasswordData } from "./reset-password.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Reset your password");

export const middleware = named("guest");

export const loader = (args: Route.LoaderArgs) => resetPasswordData(args);

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPasswordPage() {
  const { deadLink } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const code = params.get("code");
  if (code && !deadLink) {
    return (
      <>
        <PageHeader title="Choose a new password" subtitle="You will be signed out on every device." />
        <Form method="post" className="space-y-4" replace>
          <input type="hidden" name="code" value={code} />
          <FormError message={formError(result)} />
          <NewPasswordField label="New password" hint={null} error={fieldError(result, "password")} />
          <SubmitButton>Save new password</SubmitButton>
        </Form>
      </>
    );
  }
  const sent = result && "sent" in result;
  return (
    <>
      <PageHeader title="Reset your password" subtitle="We will e-mail you a link to choose a new one." />
      <Form method="post" className="space-y-4">
        <FormNotice
          message={
            sent
              ? "If an account uses that address, a reset link is on its way. It works once, for 1 hour."
              : null
          }
        />
        <FormError message={formError(result) ?? (sent ? null : deadLink)} />
        <EmailField error={fieldError(result, "email")} />
        <SubmitButton>Send reset link</SubmitButton>
      </Form>
      <BackToSignIn />
    </>
  );
}
