import { Link, useActionData, useLoaderData } from "react-router";
import { BillingPlanForm } from "../../../components/cms/billing-plan-form.tsx";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { FormNotice } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/plan";
import { billingPlanAction, billingPlanLoader } from "./plan.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, data?.name ?? "New plan");

export const loader = (args: Route.LoaderArgs) => billingPlanLoader(args);
export const action = (args: Route.ActionArgs) => billingPlanAction(args);

/** One plan, new or existing. */
export default function BillingPlanPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <BillingTabs />
      <PageHeader
        title={page.name ?? "New plan"}
        subtitle={
          <Link to="/cms/billing" className="underline">
            All plans
          </Link>
        }
      />
      <div className="mb-4">
        <FormNotice message={page.notice} after={result} />
      </div>
      <BillingPlanForm
        key={`${page.id ?? "new"}-${page.version ?? ""}`}
        values={page.values}
        entitlements={page.entitlements}
        currencies={page.currencies}
        version={page.version}
        createKey={page.createKey}
        result={result}
        submitLabel={page.id === null ? "Create plan" : "Save changes"}
      />
    </>
  );
}
