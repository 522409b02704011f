import { Form, Link, useActionData, useSearchParams } from "react-router";
import { formError, isFailure } from "../../components/form/form-failure.ts";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { formValue } from "../../lib/form-text.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { clientInfo } from "../../lib/session.server.ts";
import type { Route } from "./+types/verify-email";
import { attempt, readForm } from "./auth-form.server.ts";

const m = defineMessages({
  title: { id: "auth.verify.title", defaultMessage: "Confirm your e-mail address" },
  done: { id: "auth.verify.done", defaultMessage: "E-mail address confirmed" },
  doneSubtitle: { id: "auth.verify.done-subtitle", defaultMessage: "Thank you! Your account is all set." },
  toAccount: { id: "auth.verify.to-account", defaultMessage: "Go to your account" },
  confirm: { id: "auth.verify.confirm", defaultMessage: "Confirm my e-mail address" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = () => null;

// A button, not the link itself: mail scanners open links, and a code is spent once.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return attempt(async () => {
    await requestScopeOf(context).services.auth.verifyEmail(
      formValue(form, "code"),
      clientInfo(request, context),
    );
    return { verified: true as const };
  });
}

export default function VerifyEmailPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const t = useT();
  if (result && !isFailure(result)) {
    return (
      <>
        <PageHeader title={t(m.done)} subtitle={t(m.doneSubtitle)} />
        <Link to="/account" className="font-semibold text-accent hover:underline">
          {t(m.toAccount)}
        </Link>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t(m.title)} />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="code" value={params.get("code") ?? ""} />
        <FormError message={formError(result)} />
        <SubmitButton>{t(m.confirm)}</SubmitButton>
      </Form>
    </>
  );
}
