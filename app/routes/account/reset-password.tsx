import { Form, useActionData, useLoaderData, useSearchParams } from "react-router";
import { authWords } from "../../components/auth/auth-words.ts";
import { BackToSignIn } from "../../components/auth/back-to-sign-in.tsx";
import { fieldError, formError } from "../../components/form/form-failure.ts";
import { NewPasswordField } from "../../components/form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../../components/form/submit-button.tsx";
import { EmailField } from "../../components/form/text-field.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { named } from "../../lib/middleware.ts";
import type { Route } from "./+types/reset-password";
import { resetPasswordAction, resetPasswordData } from "./reset-password.server.ts";

const m = defineMessages({
  title: { id: "auth.reset.title", defaultMessage: "Reset your password" },
  subtitle: { id: "auth.reset.subtitle", defaultMessage: "We will e-mail you a link to choose a new one." },
  chooseTitle: { id: "auth.reset.choose-title", defaultMessage: "Choose a new password" },
  chooseSubtitle: {
    id: "auth.reset.choose-subtitle",
    defaultMessage: "You will be signed out on every device.",
  },
  save: { id: "auth.reset.save", defaultMessage: "Save new password" },
  sent: {
    id: "auth.reset.sent",
    defaultMessage: "If an account uses that address, a reset link is on its way. It works once, for 1 hour.",
  },
  send: { id: "auth.reset.send", defaultMessage: "Send reset link" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const middleware = named("guest");

export const loader = (args: Route.LoaderArgs) => resetPasswordData(args);

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

export default function ResetPasswordPage() {
  const { deadLink } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const code = params.get("code");
  const t = useT();
  if (code && !deadLink) {
    return (
      <>
        <PageHeader title={t(m.chooseTitle)} subtitle={t(m.chooseSubtitle)} />
        <Form method="post" className="space-y-4" replace>
          <input type="hidden" name="code" value={code} />
          <FormError message={formError(result)} />
          <NewPasswordField
            label={t(authWords.newPassword)}
            hint={null}
            error={fieldError(result, "password")}
          />
          <SubmitButton>{t(m.save)}</SubmitButton>
        </Form>
      </>
    );
  }
  const sent = result && "sent" in result;
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <Form method="post" className="space-y-4">
        <FormNotice message={sent ? t(m.sent) : null} />
        <FormError message={formError(result) ?? (sent ? null : deadLink)} />
        <EmailField error={fieldError(result, "email")} />
        <SubmitButton>{t(m.send)}</SubmitButton>
      </Form>
      <BackToSignIn />
    </>
  );
}
