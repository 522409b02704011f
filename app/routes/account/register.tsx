import { Form, Link, useActionData, useSearchParams } from "react-router";
import { fieldError, formError } from "../../components/form/form-failure.ts";
import { NewPasswordField } from "../../components/form/password-field.tsx";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField, TextField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/register";
import { registerAction } from "./register.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Create your account");

export const middleware = named("guest");

export const loader = () => null;

export const action = (args: Route.ActionArgs) => registerAction(args);

export default function RegisterPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // Checked by the action before anyone is sent there.
  const redirectTo = params.get("redirectTo") ?? "/";
  return (
    <>
      <PageHeader title="Create your account" subtitle="Follow your teams everywhere" />
      <Form method="post" className="space-y-4" replace>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={formError(result)} />
        <TextField
          label="Display name"
          name="display_name"
          autoComplete="nickname"
          required
          maxLength={60}
          counter
          error={fieldError(result, "display_name")}
        />
        <EmailField error={fieldError(result, "email")} />
        <NewPasswordField error={fieldError(result, "password")} />
        <SubmitButton>Create account</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-fg hover:underline">
          Sign in
        </Link>
      </p>
      <p className="mt-2 text-center text-sm text-muted">
        Rather not have a password?{" "}
        <Link to="/login" className="font-semibold text-fg hover:underline">
          Use an e-mail link or your phone
        </Link>
      </p>
    </>
  );
}
