import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField } from "../form/password-field.tsx";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { type AccountResult, failureFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

const m = defineMessages({
  title: { id: "account.delete.title", defaultMessage: "Delete account" },
  description: {
    id: "account.delete.description",
    defaultMessage: "Your account, sessions and settings are removed for good.",
  },
  password: { id: "account.delete.password", defaultMessage: "Confirm with your password" },
  submit: { id: "account.delete.submit", defaultMessage: "Delete my account" },
});

export function DeleteSection({ hasPassword, result }: { hasPassword: boolean; result: AccountResult }) {
  const t = useT();
  const failure = failureFor(result, "delete-account");
  return (
    <AccountSection title={t(m.title)} anchor="delete-account" description={t(m.description)}>
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="delete-account" />
        <FormError message={formError(failure)} />
        {hasPassword ? (
          <CurrentPasswordField label={t(m.password)} error={fieldError(failure, "current_password")} />
        ) : null}
        <SubmitButton tone="danger">{t(m.submit)}</SubmitButton>
      </Form>
    </AccountSection>
  );
}
