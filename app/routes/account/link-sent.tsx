import { BackToSignIn } from "../../components/auth/back-to-sign-in.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/link-sent";

const m = defineMessages({
  title: { id: "auth.link-sent.title", defaultMessage: "Check your e-mail" },
  subtitle: { id: "auth.link-sent.subtitle", defaultMessage: "A sign-in link is on its way." },
  open: {
    id: "auth.link-sent.open",
    defaultMessage:
      "Open the link in the e-mail we just sent to sign in. It works once, for 15 minutes, and is meant for this browser: opened anywhere else, we ask before signing that device in.",
  },
  noMail: {
    id: "auth.link-sent.no-mail",
    defaultMessage: "No e-mail after a minute or two? Check your spam folder, or ask for a new link.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = () => null;

export default function LinkSentPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <div className="space-y-3 text-sm" role="status">
        <p>{t(m.open)}</p>
        <p className="text-muted">{t(m.noMail)}</p>
      </div>
      <BackToSignIn />
    </>
  );
}
