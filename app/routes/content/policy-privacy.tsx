import { usePublicConfig } from "../../components/shell/public-config.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { Prose } from "../../components/ui/prose.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/policy-privacy";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Privacy policy");

export default function PolicyPrivacyPage() {
  const { siteName } = usePublicConfig();
  return (
    <>
      <PageHeader title="Privacy policy" />
      <Prose>
        <p>
          {siteName} collects as little as it can. Without an account we store only your preferences (colour
          mode, favourite teams) in your own browser.
        </p>
        <h2>With an account</h2>
        <p>
          We keep your e-mail address, display name and a salted, memory-hard hash of your password, plus the
          devices you are signed in on so you can sign them out, and the teams, competitions and matches you
          star, so they follow you to every device. We never sell your data.
        </p>
        <h2>Cookies</h2>
        <p>
          Strictly necessary cookies keep you signed in and remember your colour mode. Analytics, when the
          operator enables it, loads only after the page has loaded.
        </p>
        <h2>Your rights</h2>
        <p>You can download or delete your account at any time from the account page.</p>
      </Prose>
    </>
  );
}
