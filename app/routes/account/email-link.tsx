import { Form, useActionData, useSearchParams } from "react-router";
import { authWords } from "../../components/auth/auth-words.ts";
import { BackToSignIn } from "../../components/auth/back-to-sign-in.tsx";
import { formError, isFailure } from "../../components/form/form-failure.ts";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/email-link";
import { emailLinkAction } from "./passwordless.server.ts";

const m = defineMessages({
  metaTitle: { id: "auth.email-link.meta-title", defaultMessage: "Sign in with your e-mail link" },
  confirmTitle: { id: "auth.email-link.confirm-title", defaultMessage: "Continue on this device?" },
  confirmSubtitle: {
    id: "auth.email-link.confirm-subtitle",
    defaultMessage: "This link was asked for in another browser or on another device.",
  },
  confirmWarning: {
    id: "auth.email-link.confirm-warning",
    defaultMessage:
      "Continue only if you asked for it yourself. If you did not, someone may be trying to sign you in to their account: close this page.",
  },
  confirm: { id: "auth.email-link.confirm", defaultMessage: "Continue on this device" },
  subtitle: {
    id: "auth.email-link.subtitle",
    defaultMessage: "Finish signing in with the link from your e-mail.",
  },
  newLink: { id: "auth.email-link.new-link", defaultMessage: "Ask for a new link" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.metaTitle);

export const loader = () => null;

// A button, not the link itself: mail scanners open links, and a code is spent once.
export const action = (args: Route.ActionArgs) => emailLinkAction(args);

export default function EmailLinkPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const t = useT();
  if (result && !isFailure(result) && result.confirm) {
    return (
      <>
        <PageHeader title={t(m.confirmTitle)} subtitle={t(m.confirmSubtitle)} />
        <p className="mb-4 text-sm">{t(m.confirmWarning)}</p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="code" value={code} />
          <input type="hidden" name="confirm" value="yes" />
          <SubmitButton>{t(m.confirm)}</SubmitButton>
        </Form>
      </>
    );
  }
  const failed = formError(result);
  return (
    <>
      <PageHeader title={t(authWords.signIn)} subtitle={t(m.subtitle)} />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="code" value={code} />
        <FormError message={failed} />
        {failed ? null : <SubmitButton>{t(authWords.signIn)}</SubmitButton>}
      </Form>
      <BackToSignIn>{failed ? t(m.newLink) : undefined}</BackToSignIn>
    </>
  );
}
