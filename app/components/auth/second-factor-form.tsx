import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { FormError, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";

const m = defineMessages({
  explain: {
    id: "auth.second-factor.explain",
    defaultMessage:
      "Two-step verification is on. Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  },
  code: { id: "auth.second-factor.code", defaultMessage: "Verification code" },
  submit: { id: "auth.second-factor.submit", defaultMessage: "Verify and sign in" },
});

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
  const t = useT();
  return (
    <Form method="post" className="space-y-4" replace>
      <input type="hidden" name="intent" value="second-factor" />
      <input type="hidden" name="pendingToken" value={pendingToken} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p className="text-sm text-muted">{t(m.explain)}</p>
      <FormError message={error} />
      <TextField
        label={t(m.code)}
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={20}
      />
      <SubmitButton>{t(m.submit)}</SubmitButton>
    </Form>
  );
}
