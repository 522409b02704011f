import { BackToSignIn } from "../../components/auth/back-to-sign-in.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/link-sent";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Check your e-mail");

export const loader = () => null;

export default function LinkSentPage() {
  return (
    <>
      <PageHeader title="Check your e-mail" subtitle="A sign-in link is on its way." />
      <div className="space-y-3 text-sm" role="status">
        <p>
          Open the link in the e-mail we just sent to sign in. It works once, for 15 minutes, and is meant for
          this browser: opened anywhere else, we ask before signing that device in.
        </p>
        <p className="text-muted">
          No e-mail after a minute or two? Check your spam folder, or ask for a new link.
        </p>
      </div>
      <BackToSignIn />
    </>
  );
}
