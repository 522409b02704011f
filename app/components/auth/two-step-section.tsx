import { Form, type ShouldRevalidateFunctionArgs } from "react-router";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField } from "../form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { QrCode } from "../ui/qr-code.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

function CodeForm({
  intent,
  label,
  result,
  confirmPassword = false,
}: {
  intent: string;
  label: string;
  result: AccountResult;
  /** Turning two-step on asks for the password again. */
  confirmPassword?: boolean;
}) {
  const failure = failureFor(result, intent);
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <FormError message={formError(failure)} />
      {confirmPassword ? (
        <CurrentPasswordField label="Your account password" error={fieldError(failure, "current_password")} />
      ) : null}
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

/**
 * For the pages that hold this section. A wrong two-step code answers 400, after which the router
 * would keep the page's data as it was, possibly read before "Set up" (when that read was cut short
 * by the code's own submission): read again, so the setup in progress, its QR code and key, is what
 * shows beside the error.
 */
export const twoStepShouldRevalidate = ({
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) => formData?.get("intent") === "two-step-enable" || defaultShouldRevalidate;

type Setup = NonNullable<Extract<NonNullable<AccountResult>, { intent: string }>["setup"]>;

/** The codes as a file to keep: one per line, after a line saying what they are. */
const recoveryFile = (codes: string[]) =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(
    `Recovery codes for your account. Each works once, in place of a code from your authenticator app.\n\n${codes.join("\n")}\n`,
  )}`;

function RecoveryCodes({ codes, staff }: { codes: string[]; staff: boolean }) {
  return (
    <div className="space-y-3">
      <FormNotice message="Two-step verification is on. Keep these recovery codes somewhere safe: each works once, and they are shown only now." />
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-raised px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label="Copy the recovery codes" copied="Recovery codes copied" />
        <a
          href={recoveryFile(codes)}
          download="recovery-codes.txt"
          className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          Download the recovery codes
        </a>
        {staff ? (
          <a
            href="/cms"
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
          >
            Continue to the admin area
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Off, halfway (the QR code and key stay in view until a code turns it on, after a wrong code and
 * a reload too), just turned on (the recovery codes, once), or on.
 */
export function TwoStepSection({
  enabled,
  hasPassword,
  pending,
  staff,
  result,
}: {
  enabled: boolean;
  /** The password is asked again to turn it on; accounts without one need a recent sign-in instead. */
  hasPassword: boolean;
  /** A setup begun and not finished (the loader's), shown until a right code turns it on. */
  pending: Setup | null;
  /** Staff are offered the way on to the admin area once it is on. */
  staff: boolean;
  result: AccountResult;
}) {
  const setup = resultFor(result, "two-step-setup")?.setup ?? pending;
  const recoveryCodes = resultFor(result, "two-step-enable")?.recoveryCodes;
  return (
    <AccountSection
      title="Two-step verification"
      description="Ask for a code from an authenticator app after your password."
    >
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} staff={staff} />
      ) : enabled ? (
        <>
          <FormNotice message={resultFor(result, "two-step-disable")?.done} />
          <p className="text-sm">
            Status: <strong>On</strong>. Enter a current code or a recovery code to turn it off.
          </p>
          <CodeForm intent="two-step-disable" label="Turn off" result={result} />
        </>
      ) : setup ? (
        <div className="space-y-3">
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
          <CodeForm intent="two-step-enable" label="Turn on" result={result} confirmPassword={hasPassword} />
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
