import { Link, useActionData, useLoaderData } from "react-router";
import { BillingPlanForm } from "../../../components/cms/billing-plan-form.tsx";
import { BillingTabs } from "../../../components/cms/billing-tabs.tsx";
import { FormNotice } from "../../../components/form/submit-button.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/plan";
import { billingPlanAction, billingPlanLoader } from "./plan.server.ts";

const m = defineMessages({
  newPlan: { id: "cms.plan.new", defaultMessage: "New plan" },
  all: { id: "cms.plan.all", defaultMessage: "All plans" },
  create: { id: "cms.plan.create", defaultMessage: "Create plan" },
  save: { id: "cms.plan.save", defaultMessage: "Save changes" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, data?.name ?? m.newPlan);

export const loader = (args: Route.LoaderArgs) => billingPlanLoader(args);
export const action = (args: Route.ActionArgs) => billingPlanAction(args);

/** One plan, new or existing. */
export default function BillingPlanPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <>
      <BillingTabs />
      <PageHeader
        title={page.name ?? t(m.newPlan)}
        subtitle={
          <Link to="/cms/billing" className="underline">
            {t(m.all)}
          </Link>
        }
      />
      <div className="mb-4">
        <FormNotice message={page.notice} after={result} />
      </div>
      <BillingPlanForm
        key={`${page.id ?? "new"}-${page.version ?? ""}`}
        values={page.values}
        localTexts={page.localTexts}
        entitlements={page.entitlements}
        currencies={page.currencies}
        version={page.version}
        createKey={page.createKey}
        result={result}
        submitLabel={t(page.id === null ? m.create : m.save)}
      />
    </>
  );
}
