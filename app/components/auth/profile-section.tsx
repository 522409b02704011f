import { Form } from "react-router";
import type { UserBody } from "../../../server/auth/user-view.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField } from "../form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { EmailField, TextField } from "../form/text-field.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";
import { authWords } from "./auth-words.ts";

const m = defineMessages({
  title: { id: "account.profile.title", defaultMessage: "Profile" },
  changeEmail: { id: "account.profile.change-email", defaultMessage: "Change e-mail address" },
  newEmail: { id: "account.profile.new-email", defaultMessage: "New e-mail" },
  changeEmailSubmit: { id: "account.profile.change-email-submit", defaultMessage: "Change e-mail" },
  avatar: { id: "account.profile.avatar", defaultMessage: "Avatar URL", description: "Address of a picture" },
  save: { id: "account.profile.save", defaultMessage: "Save profile" },
  email: {
    id: "account.profile.email",
    defaultMessage: "E-mail: <strong>{email}</strong>",
    description: "The account's address, in bold",
  },
  noEmail: {
    id: "account.profile.no-email",
    defaultMessage: "none yet",
    description: "In place of the address of an account that has none",
  },
  verified: {
    id: "account.profile.verified",
    defaultMessage: "Verified",
    description: "An e-mail address's badge",
  },
  notVerified: {
    id: "account.profile.not-verified",
    defaultMessage: "Not verified",
    description: "An e-mail address's badge",
  },
  sendAgain: { id: "account.profile.send-again", defaultMessage: "Send the confirmation link again" },
});

/** How an avatar's address begins: the same in every language. */
const URL_START = "https://";

function ChangeEmailForm({ user, result }: { user: UserBody; result: AccountResult }) {
  const t = useT();
  const failure = failureFor(result, "change-email");
  return (
    <details className="mt-3" open={Boolean(failure)}>
      <summary className="cursor-pointer text-sm font-semibold">{t(m.changeEmail)}</summary>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="change-email" />
        <FormError message={formError(failure)} />
        <EmailField label={t(m.newEmail)} error={fieldError(failure, "email")} />
        {user.has_password ? (
          <CurrentPasswordField
            label={t(authWords.currentPassword)}
            error={fieldError(failure, "current_password")}
          />
        ) : null}
        <SubmitButton tone="plain">{t(m.changeEmailSubmit)}</SubmitButton>
      </Form>
    </details>
  );
}

export function ProfileSection({ user, result }: { user: UserBody; result: AccountResult }) {
  const t = useT();
  const failure = failureFor(result, "profile");
  const verifyFailure = failureFor(result, "send-verification");
  return (
    <AccountSection title={t(m.title)} anchor="profile">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <FormNotice message={resultFor(result, "profile")?.done} />
        <FormError message={formError(failure)} />
        <TextField
          label={t(authWords.displayName)}
          name="display_name"
          defaultValue={user.display_name}
          required
          maxLength={60}
          counter
          error={fieldError(failure, "display_name")}
        />
        <TextField
          label={t(m.avatar)}
          name="avatar_url"
          type="url"
          defaultValue={user.avatar_url ?? ""}
          maxLength={500}
          placeholder={URL_START}
          error={fieldError(failure, "avatar_url")}
        />
        <SubmitButton tone="plain">{t(m.save)}</SubmitButton>
      </Form>
      <div className="border-t border-line pt-4 text-sm">
        <p>
          {t.rich(m.email, {
            email: user.email ?? t(m.noEmail),
            strong: (chunks) => <strong key="email">{chunks}</strong>,
          })}{" "}
          {!user.email ? null : user.email_verified ? (
            <span className="ms-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
              {t(m.verified)}
            </span>
          ) : (
            <span className="ms-1 rounded-full border border-live px-2 py-0.5 text-xs font-semibold text-live">
              {t(m.notVerified)}
            </span>
          )}
        </p>
        <FormNotice message={resultFor(result, "change-email")?.done} />
        {user.email_verified || !user.email ? null : (
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="intent" value="send-verification" />
            <FormNotice message={resultFor(result, "send-verification")?.done} />
            <FormError message={formError(verifyFailure)} />
            <SubmitButton tone="plain">{t(m.sendAgain)}</SubmitButton>
          </Form>
        )}
        <ChangeEmailForm user={user} result={result} />
      </div>
    </AccountSection>
  );
}
