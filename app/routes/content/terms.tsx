import { usePublicConfig } from "../../components/shell/public-config.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Prose } from "../../components/ui/prose.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Terms of use");

export default function TermsPage() {
  const { siteName } = usePublicConfig();
  return (
    <>
      <PageHeader title="Terms of use" />
      <Prose>
        <p>
          By using {siteName} you agree to these terms. Scores, fixtures, results and tables are free to view.
          Paid plans add features on top; what each plan includes is shown on the pricing page before you pay.
        </p>
        <h2>Accuracy</h2>
        <p>
          Live data comes from feeds and match officials and may be corrected after the fact (for example a
          goal ruled out by VAR). We show corrections as soon as we receive them but cannot guarantee that
          every update is instant or error-free.
        </p>
        <h2>Your account</h2>
        <p>
          Keep your password to yourself. We may suspend accounts that abuse the service, such as by scraping
          it at scale or harassing others in match chat.
        </p>
        <h2>Betting widgets</h2>
        <p>
          Odds shown on the site are for information. Gamble responsibly and only where it is legal for you.
        </p>
      </Prose>
    </>
  );
}
