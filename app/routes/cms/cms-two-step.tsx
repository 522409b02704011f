import { Children } from "react";
import { Link, useActionData, useLoaderData } from "react-router";
import type { AccountResult } from "../../components/auth/account-result.ts";
import { TwoStepSection, twoStepShouldRevalidate } from "../../components/auth/two-step-section.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-two-step";
import { cmsTwoStepAction, cmsTwoStepLoader } from "./cms-two-step.server.ts";

const m = defineMessages({
  title: { id: "cms.two-step.title", defaultMessage: "Two-step verification" },
  subtitle: {
    id: "cms.two-step.subtitle",
    defaultMessage:
      "Your role works on the live site: it needs a code from an authenticator app after your password.",
  },
  done: {
    id: "cms.two-step.done",
    defaultMessage:
      "Two-step verification is on. Sign in again with a code from your app to use the admin area: <link>continue</link>.",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => cmsTwoStepLoader(args);
export const action = (args: Route.ActionArgs) => cmsTwoStepAction(args);
export const shouldRevalidate = twoStepShouldRevalidate;

/**
 * Operators and admins turn two-step on here, inside the admin area, before their first staff work;
 * then they sign in again with a code, since the session that enrolled was opened without one.
 */
export default function CmsTwoStepPage() {
  const { enabled, hasPassword, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as AccountResult;
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      {enabled && !result ? (
        <p role="status" className="mb-4 rounded-lg border border-line bg-raised px-3 py-2 text-sm">
          {Children.toArray(
            t.rich(m.done, {
              link: (chunks) => (
                <Link to="/cms" reloadDocument className="font-semibold underline">
                  {chunks}
                </Link>
              ),
            }),
          )}
        </p>
      ) : (
        <TwoStepSection enabled={false} hasPassword={hasPassword} pending={pending} staff result={result} />
      )}
    </>
  );
}
