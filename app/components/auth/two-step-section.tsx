import { Form } from "react-router";
import { fieldError, formError } from "../form/form-failure.ts";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
import { QrCode } from "../ui/qr-code.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

function CodeForm({ intent, label, result }: { intent: string; label: string; result: AccountResult }) {
  const failure = failureFor(result, intent);
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <FormError message={formError(failure)} />
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        required
        maxLength={20}
        error={fieldError(failure, "code")}
      />
      <SubmitButton tone="plain">{label}</SubmitButton>
    </Form>
  );
}

export function TwoStepSection({ enabled, result }: { enabled: boolean; result: AccountResult }) {
  const setup = resultFor(result, "two-step-setup")?.setup;
  const enableFailed = failureFor(result, "two-step-enable");
  const recoveryCodes = resultFor(result, "two-step-enable")?.recoveryCodes;
  return (
    <AccountSection
      title="Two-step verification"
      description="Ask for a code from an authenticator app after your password."
    >
      {recoveryCodes ? (
        <div className="space-y-2">
          <FormNotice message="Two-step verification is on. Keep these recovery codes somewhere safe: each works once, and they are shown only now." />
          <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded bg-raised px-2 py-1">
                {code}
              </li>
            ))}
          </ul>
        </div>
      ) : enabled ? (
        <>
          <FormNotice message={resultFor(result, "two-step-disable")?.done} />
          <p className="text-sm">
            Status: <strong>On</strong>. Enter a current code or a recovery code to turn it off.
          </p>
          <CodeForm intent="two-step-disable" label="Turn off" result={result} />
        </>
      ) : setup || enableFailed ? (
        <div className="space-y-3">
          {setup ? (
            <>
              <p className="text-sm">
                Scan this code with your authenticator app, then enter the 6-digit code it shows.
              </p>
              <QrCode svg={setup.qr_svg} label="QR code for your authenticator app" size={192} />
              <p className="text-xs text-muted">
                Or type this key:{" "}
                <code data-testid="totp-secret" className="break-all font-mono">
                  {setup.secret}
                </code>
              </p>
            </>
          ) : null}
          <CodeForm intent="two-step-enable" label="Turn on" result={result} />
        </div>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="two-step-setup" />
          <p className="mb-3 text-sm">
            Status: <strong>Off</strong>
          </p>
          <SubmitButton tone="plain">Set up two-step verification</SubmitButton>
        </Form>
      )}
    </AccountSection>
  );
}
