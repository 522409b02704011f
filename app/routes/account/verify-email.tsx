import { Form, Link, useActionData, useSearchParams } from "react-router";
import { formError, isFailure } from "../../components/form/form-failure.ts";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { formValue } from "../../lib/form-text.ts";
import { pageMeta } from "../../lib/meta.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { clientInfo } from "../../lib/session.server.ts";
import type { Route } from "./+types/verify-email";
import { attempt, readForm } from "./auth-form.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Confirm your e-mail address");

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
  if (result && !isFailure(result)) {
    return (
      <>
        <PageHeader title="E-mail address confirmed" subtitle="Thank you! Your account is all set." />
        <Link to="/account" className="font-semibold text-accent hover:underline">
          Go to your account
        </Link>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Confirm your e-mail address" />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="code" value={params.get("code") ?? ""} />
        <FormError message={formError(result)} />
        <SubmitButton>Confirm my e-mail address</SubmitButton>
      </Form>
    </>
  );
}
