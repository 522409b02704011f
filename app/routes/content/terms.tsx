import { PolicyPage } from "../../components/content/policy-page.tsx";
import { defineMessages } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/terms";
import { acknowledgeTermsAction, policyLoader } from "./policy.server.ts";

const m = defineMessages({
  title: {
    id: "content.policy.terms-title",
    defaultMessage: "Terms of use",
    description: "Page title when the policy itself could not be read",
  },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.policy.title ?? m.title);

export const loader = ({ context }: Route.LoaderArgs) => policyLoader(context, "terms");
export const action = (args: Route.ActionArgs) => acknowledgeTermsAction(args);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
