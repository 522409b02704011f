import { usePublicConfig } from "../../components/shell/public-config.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Prose } from "../../components/ui/prose.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Contact");

export default function ContactPage() {
  const { supportEmail } = usePublicConfig();
  return (
    <>
      <PageHeader title="Contact" subtitle="Questions, corrections and partnerships" />
      <Prose>
        <p>
          Spotted a wrong score, a missing match or a bug? Tell us and we will fix it. Corrections to live
          data are usually made within minutes.
        </p>
        {supportEmail ? (
          <p>
            Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </p>
        ) : (
          <p>This site has not published a support address yet. Please contact its operator.</p>
        )}
      </Prose>
    </>
  );
}
