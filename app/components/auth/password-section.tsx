import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField, NewPasswordField } from "../form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";
import { authWords } from "./auth-words.ts";

const m = defineMessages({
  change: {
    id: "account.password.change",
    defaultMessage: "Change password",
    description: "Title and button",
  },
  set: {
    id: "account.password.set",
    defaultMessage: "Set a password",
    description: "Title for an account that signs in without one",
  },
  description: {
    id: "account.password.description",
    defaultMessage: "Your other devices will be signed out.",
  },
});

export function PasswordSection({ hasPassword, result }: { hasPassword: boolean; result: AccountResult }) {
  const t = useT();
  const failure = failureFor(result, "change-password");
  return (
    <AccountSection
      title={hasPassword ? t(m.change) : t(m.set)}
      anchor={hasPassword ? "change-password" : "set-a-password"}
      description={t(m.description)}
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <FormNotice message={resultFor(result, "change-password")?.done} />
        <FormError message={formError(failure)} />
        {hasPassword ? (
          <CurrentPasswordField
            label={t(authWords.currentPassword)}
            error={fieldError(failure, "current_password")}
          />
        ) : null}
        <NewPasswordField
          label={t(authWords.newPassword)}
          hint={null}
          error={fieldError(failure, "password")}
        />
        <SubmitButton tone="plain">{t(m.change)}</SubmitButton>
      </Form>
    </AccountSection>
  );
}
