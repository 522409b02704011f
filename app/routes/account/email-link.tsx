import { Form, useActionData, useSearchParams } from "react-router";
import { BackToSignIn } from "../../components/auth/back-to-sign-in.tsx";
import { formError, isFailure } from "../../components/form/form-failure.ts";
import { FormError, SubmitButton } from "../../components/form/submit-button.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/email-link";
import { emailLinkAction } from "./passwordless.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Sign in with your e-mail link");

export const loader = () => null;

// A button, not the link itself: mail scanners open links, and a code is spent once.
export const action = (args: Route.ActionArgs) => emailLinkAction(args);

export default function EmailLinkPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  if (result && !isFailure(result) && result.confirm) {
    return (
      <>
        <PageHeader
          title="Continue on this device?"
          subtitle="This link was asked for in another browser or on another device."
        />
        <p className="mb-4 text-sm">
          Continue only if you asked for it yourself. If you did not, someone may be trying to sign you in to
          their account: close this page.
        </p>
        <Form method="post" className="space-y-4">
          <input type="hidden" name="code" value={code} />
          <input type="hidden" name="confirm" value="yes" />
          <SubmitButton>Continue on this device</SubmitButton>
        </Form>
      </>
    );
  }
  const failed = formError(result);
  return (
    <>
      <PageHeader title="Sign in" subtitle="Finish signing in with the link from your e-mail." />
      <Form method="post" className="space-y-4">
        <input type="hidden" name="code" value={code} />
        <FormError message={failed} />
        {failed ? null : <SubmitButton>Sign in</SubmitButton>}
      </Form>
      <BackToSignIn>{failed ? "Ask for a new link" : "Back to sign in"}</BackToSignIn>
    </>
  );
}
