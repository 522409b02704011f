import { Form } from "react-router";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";

/** Step two of a sign-in: a code from the authenticator app, or a recovery code. */
export function SecondFactorForm({
  pendingToken,
  redirectTo,
  error,
}: {
  pendingToken: string;
  redirectTo: string;
  error: string | null;
}) {
  return (
    <Form method="post" className="space-y-4" replace>
      <input type="hidden" name="intent" value="second-factor" />
      <input type="hidden" name="pendingToken" value={pendingToken} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p className="text-sm text-muted">
        Two-step verification is on. Enter the 6-digit code from your authenticator app, or one of your
        recovery codes.
      </p>
      <FormError message={error} />
      <TextField
        label="Verification code"
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={20}
      />
      <SubmitButton>Verify and sign in</SubmitButton>
    </Form>
  );
}
