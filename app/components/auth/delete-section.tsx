import { Form } from "react-router";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField } from "../form/password-field.tsx";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { type AccountResult, failureFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

export function DeleteSection({ hasPassword, result }: { hasPassword: boolean; result: AccountResult }) {
  const failure = failureFor(result, "delete-account");
  return (
    <AccountSection
      title="Delete account"
      description="Your account, sessions and settings are removed for good."
    >
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="delete-account" />
        <FormError message={formError(failure)} />
        {hasPassword ? (
          <CurrentPasswordField
            label="Confirm with your password"
            error={fieldError(failure, "current_password")}
          />
        ) : null}
        <SubmitButton tone="danger">Delete my account</SubmitButton>
      </Form>
    </AccountSection>
  );
}
