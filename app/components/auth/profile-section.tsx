import { Form } from "react-router";
import type { UserBody } from "../../../server/auth/user-view.ts";
import { fieldError, formError } from "../form/form-failure.ts";
import { CurrentPasswordField } from "../form/password-field.tsx";
import { FormError, FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { EmailField, TextField } from "../form/text-field.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";

function ChangeEmailForm({ user, result }: { user: UserBody; result: AccountResult }) {
  const failure = failureFor(result, "change-email");
  return (
    <details className="mt-3" open={Boolean(failure)}>
      <summary className="cursor-pointer text-sm font-semibold">Change e-mail address</summary>
      <Form method="post" className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="change-email" />
        <FormError message={formError(failure)} />
        <EmailField label="New e-mail" error={fieldError(failure, "email")} />
        {user.has_password ? (
          <CurrentPasswordField label="Current password" error={fieldError(failure, "current_password")} />
        ) : null}
        <SubmitButton tone="plain">Change e-mail</SubmitButton>
      </Form>
    </details>
  );
}

export function ProfileSection({ user, result }: { user: UserBody; result: AccountResult }) {
  const failure = failureFor(result, "profile");
  const verifyFailure = failureFor(result, "send-verification");
  return (
    <AccountSection title="Profile">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="profile" />
        <FormNotice message={resultFor(result, "profile")?.done} />
        <FormError message={formError(failure)} />
        <TextField
          label="Display name"
          name="display_name"
          defaultValue={user.display_name}
          required
          maxLength={60}
          counter
          error={fieldError(failure, "display_name")}
        />
        <TextField
          label="Avatar URL"
          name="avatar_url"
          type="url"
          defaultValue={user.avatar_url ?? ""}
          maxLength={500}
          placeholder="https://"
          error={fieldError(failure, "avatar_url")}
        />
        <SubmitButton tone="plain">Save profile</SubmitButton>
      </Form>
      <div className="border-t border-line pt-4 text-sm">
        <p>
          E-mail: <strong>{user.email ?? "none yet"}</strong>{" "}
          {!user.email ? null : user.email_verified ? (
            <span className="ml-1 rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent">
              Verified
            </span>
          ) : (
            <span className="ml-1 rounded-full border border-live px-2 py-0.5 text-xs font-semibold text-live">
              Not verified
            </span>
          )}
        </p>
        <FormNotice message={resultFor(result, "change-email")?.done} />
        {user.email_verified || !user.email ? null : (
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="intent" value="send-verification" />
            <FormNotice message={resultFor(result, "send-verification")?.done} />
            <FormError message={formError(verifyFailure)} />
            <SubmitButton tone="plain">Send the confirmation link again</SubmitButton>
          </Form>
        )}
        <ChangeEmailForm user={user} result={result} />
      </div>
    </AccountSection>
  );
}
