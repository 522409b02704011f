import { Form, Link, useActionData, useSearchParams } from "react-router";
import { authWords } from "../../components/auth/auth-words.ts";
import { fieldError, formError } from "../../components/form/form-failure.ts";
import { NewPasswordField } from "../../components/form/password-field.tsx";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField, TextField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/register";
import { registerAction } from "./register.server.ts";

const m = defineMessages({
  title: { id: "auth.register.title", defaultMessage: "Create your account" },
  subtitle: { id: "auth.register.subtitle", defaultMessage: "Follow your teams everywhere" },
  submit: { id: "auth.register.submit", defaultMessage: "Create account" },
  haveAccount: {
    id: "auth.register.have-account",
    defaultMessage: "Already have an account? <link>Sign in</link>",
  },
  noPassword: {
    id: "auth.register.no-password",
    defaultMessage: "Rather not have a password? <link>Use an e-mail link or your phone</link>",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const middleware = named("guest");

export const loader = () => null;

export const action = (args: Route.ActionArgs) => registerAction(args);

export default function RegisterPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  // Checked by the action before anyone is sent there.
  const redirectTo = params.get("redirectTo") ?? "/";
  const t = useT();
  const toLogin = (chunks: React.ReactNode[]) => (
    <Link key="login" to="/login" className="font-semibold text-fg hover:underline">
      {chunks}
    </Link>
  );
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <Form method="post" className="space-y-4" replace>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError message={formError(result)} />
        <TextField
          label={t(authWords.displayName)}
          name="display_name"
          autoComplete="nickname"
          required
          maxLength={60}
          counter
          error={fieldError(result, "display_name")}
        />
        <EmailField error={fieldError(result, "email")} />
        <NewPasswordField error={fieldError(result, "password")} />
        <SubmitButton>{t(m.submit)}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">{t.rich(m.haveAccount, { link: toLogin })}</p>
      <p className="mt-2 text-center text-sm text-muted">{t.rich(m.noPassword, { link: toLogin })}</p>
    </>
  );
}
