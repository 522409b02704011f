import { Form, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField } from "../form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { TextField } from "../form/text-field.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { QrCode } from "../ui/qr-code.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";
import { authWords } from "./auth-words.ts";

const m = defineMessages({
  title: { id: "account.two-step.title", defaultMessage: "Two-step verification" },
  description: {
    id: "account.two-step.description",
    defaultMessage: "Ask for a code from an authenticator app after your password.",
  },
  password: { id: "account.two-step.password", defaultMessage: "Your account password" },
  file: {
    id: "account.two-step.recovery-file",
    defaultMessage:
      "Recovery codes for your account. Each works once, in place of a code from your authenticator app.",
    description: "First line of the downloaded file of recovery codes",
  },
  codesShown: {
    id: "account.two-step.codes-shown",
    defaultMessage:
      "Two-step verification is on. Keep these recovery codes somewhere safe: each works once, and they are shown only now.",
  },
  codes: { id: "account.two-step.codes", defaultMessage: "Recovery codes" },
  copy: { id: "account.two-step.copy", defaultMessage: "Copy the recovery codes" },
  copied: { id: "account.two-step.copied", defaultMessage: "Recovery codes copied" },
  copyShort: {
    id: "account.two-step.copy-short",
    defaultMessage: "Copy",
    description: "The copy button's text",
  },
  download: { id: "account.two-step.download", defaultMessage: "Download the recovery codes" },
  toAdmin: { id: "account.two-step.to-admin", defaultMessage: "Continue to the admin area" },
  statusOn: {
    id: "account.two-step.status-on",
    defaultMessage: "Status: <strong>On</strong>. Enter a current code or a recovery code to turn it off.",
  },
  statusOff: { id: "account.two-step.status-off", defaultMessage: "Status: <strong>Off</strong>" },
  turnOff: { id: "account.two-step.turn-off", defaultMessage: "Turn off" },
  turnOn: { id: "account.two-step.turn-on", defaultMessage: "Turn on" },
  scan: {
    id: "account.two-step.scan",
    defaultMessage: "Scan this code with your authenticator app, then enter the 6-digit code it shows.",
  },
  qr: { id: "account.two-step.qr", defaultMessage: "QR code for your authenticator app" },
  typeKey: {
    id: "account.two-step.type-key",
    defaultMessage: "Or type this key:",
    description: "Before the secret key, for apps that cannot scan",
  },
  setUp: { id: "account.two-step.set-up", defaultMessage: "Set up two-step verification" },
});

const bold = (chunks: React.ReactNode[]) => <strong key="status">{chunks}</strong>;

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
  const t = useT();
  const failure = failureFor(result, intent);
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <FormError message={formError(failure)} />
      {confirmPassword ? (
        <CurrentPasswordField label={t(m.password)} error={fieldError(failure, "current_password")} />
      ) : null}
      <TextField
        label={t(authWords.code)}
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
const recoveryFile = (codes: string[], heading: string) =>
  `data:text/plain;charset=utf-8,${encodeURIComponent(`${heading}\n\n${codes.join("\n")}\n`)}`;

function RecoveryCodes({ codes, staff }: { codes: string[]; staff: boolean }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <FormNotice message={t(m.codesShown)} />
      <ul aria-label={t(m.codes)} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded bg-raised px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join("\n")} label={t(m.copy)} copied={t(m.copied)}>
          {t(m.copyShort)}
        </CopyButton>
        <a
          href={recoveryFile(codes, t(m.file))}
          download="recovery-codes.txt"
          className="rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          {t(m.download)}
        </a>
        {staff ? (
          <Link
            to="/cms"
            reloadDocument
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90"
          >
            {t(m.toAdmin)}
          </Link>
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
  const t = useT();
  const setup = resultFor(result, "two-step-setup")?.setup ?? pending;
  const recoveryCodes = resultFor(result, "two-step-enable")?.recoveryCodes;
  return (
    <AccountSection title={t(m.title)} anchor="two-step-verification" description={t(m.description)}>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} staff={staff} />
      ) : enabled ? (
        <>
          <FormNotice message={resultFor(result, "two-step-disable")?.done} />
          <p className="text-sm">{t.rich(m.statusOn, { strong: bold })}</p>
          <CodeForm intent="two-step-disable" label={t(m.turnOff)} result={result} />
        </>
      ) : setup ? (
        <div className="space-y-3">
          <p className="text-sm">{t(m.scan)}</p>
          <QrCode svg={setup.qr_svg} label={t(m.qr)} size={192} />
          <p className="text-xs text-muted">
            {t(m.typeKey)}{" "}
            <code data-testid="totp-secret" className="break-all font-mono">
              {setup.secret}
            </code>
          </p>
          <CodeForm
            intent="two-step-enable"
            label={t(m.turnOn)}
            result={result}
            confirmPassword={hasPassword}
          />
        </div>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="two-step-setup" />
          <p className="mb-3 text-sm">{t.rich(m.statusOff, { strong: bold })}</p>
          <SubmitButton tone="plain">{t(m.setUp)}</SubmitButton>
        </Form>
      )}
    </AccountSection>
  );
}
