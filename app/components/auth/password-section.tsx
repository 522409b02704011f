import { Form } from "react-router";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField, NewPasswordField } from "../form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

export function PasswordSection({ hasPassword, result }: { hasPassword: boolean; result: AccountResult }) {
  const failure = failureFor(result, "change-password");
  return (
    <AccountSection
      title={hasPassword ? "Change password" : "Set a password"}
      description="Your other devices will be signed out."
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="change-password" />
        <FormNotice message={resultFor(result, "change-password")?.done} />
        <FormError message={formError(failure)} />
        {hasPassword ? (
          <CurrentPasswordField label="Current password" error={fieldError(failure, "current_password")} />
        ) : null}
        <NewPasswordField label="New password" hint={null} error={fieldError(failure, "password")} />
        <SubmitButton tone="plain">Change password</SubmitButton>
      </Form>
    </AccountSection>
  );
}
