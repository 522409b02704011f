import { PolicyPage } from "../../components/content/policy-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/policy-privacy";
import { policyLoader } from "./policy.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.policy.title ?? "Privacy policy");

export const loader = ({ context }: Route.LoaderArgs) => policyLoader(context, "privacy");

export default function PolicyPrivacyPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
