import { PolicyPage } from "../../components/content/policy-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/policy-refund";
import { policyLoader } from "./policy.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.policy.title ?? "Refund policy");

export const loader = ({ context }: Route.LoaderArgs) => policyLoader(context, "refund");

export default function PolicyRefundPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
