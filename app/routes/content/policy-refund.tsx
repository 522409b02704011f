import { PolicyPage } from "../../components/content/policy-page.tsx";
import { defineMessages } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/policy-refund";
import { policyLoader } from "./policy.server.ts";

const m = defineMessages({
  title: {
    id: "content.policy.refund-title",
    defaultMessage: "Refund policy",
    description: "Page title when the policy itself could not be read",
  },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.policy.title ?? m.title);

export const loader = ({ context }: Route.LoaderArgs) => policyLoader(context, "refund");

export default function PolicyRefundPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
