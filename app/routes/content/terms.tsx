import { PolicyPage } from "../../components/content/policy-page.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/terms";
import { acknowledgeTermsAction, policyLoader } from "./policy.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.policy.title ?? "Terms of use");

export const loader = ({ context }: Route.LoaderArgs) => policyLoader(context, "terms");
export const action = (args: Route.ActionArgs) => acknowledgeTermsAction(args);

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <PolicyPage policy={loaderData.policy} />;
}
