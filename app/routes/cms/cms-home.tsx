import { Link, useLoaderData } from "react-router";
import { roleName } from "../../components/cms/cms-messages.ts";
import { TrendChart } from "../../components/cms/trend-chart.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-home";
import { staffHomeLoader } from "./cms-home.server.ts";

const m = defineMessages({
  metaTitle: {
    id: "cms.home.meta-title",
    defaultMessage: "Admin",
    description: "The dashboard's page title",
  },
  title: { id: "cms.home.title", defaultMessage: "Dashboard" },
  signedInAs: { id: "cms.home.signed-in-as", defaultMessage: "Signed in as {name} ({role})" },
  figures: {
    id: "cms.home.figures",
    defaultMessage: "Figures",
    description: "Accessible name of the dashboard's figures",
  },
  openList: {
    id: "cms.home.open-list",
    defaultMessage: "— open the list",
    description: "Read after a figure's number, for screen readers",
  },
  lastDays: { id: "cms.home.last-days", defaultMessage: "The last {days} days" },
});

/** The figures' names and empty states, by their key (server/cms/dashboard.ts). */
const FIGURES: Record<string, { label: MessageDescriptor; empty: MessageDescriptor }> = {
  "live-matches": defineMessages({
    label: { id: "cms.home.figure.live-matches", defaultMessage: "Live matches now" },
    empty: { id: "cms.home.figure.live-matches.empty", defaultMessage: "No match is live now." },
  }),
  "feed-health": defineMessages({
    label: { id: "cms.home.figure.feed-health", defaultMessage: "Live feeds" },
    empty: { id: "cms.home.figure.feed-health.empty", defaultMessage: "No live feed is running." },
  }),
  "sign-ups-today": defineMessages({
    label: { id: "cms.home.figure.sign-ups-today", defaultMessage: "Sign-ups today" },
    empty: { id: "cms.home.figure.sign-ups-today.empty", defaultMessage: "No one has signed up today." },
  }),
  "open-reports": defineMessages({
    label: { id: "cms.home.figure.open-reports", defaultMessage: "Open reports" },
    empty: { id: "cms.home.figure.open-reports.empty", defaultMessage: "No report is waiting." },
  }),
  "new-messages": defineMessages({
    label: { id: "cms.home.figure.new-messages", defaultMessage: "New messages" },
    empty: {
      id: "cms.home.figure.new-messages.empty",
      defaultMessage: "No message is waiting for an answer.",
    },
  }),
  "failed-jobs": defineMessages({
    label: { id: "cms.home.figure.failed-jobs", defaultMessage: "Failed jobs" },
    empty: { id: "cms.home.figure.failed-jobs.empty", defaultMessage: "No job has failed." },
  }),
};

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.metaTitle);

export const loader = (args: Route.LoaderArgs) => staffHomeLoader(args);

/** The admin area's start: the figures this role may act on, each linking to its list. */
export default function CmsHomePage() {
  const { name, role, figures, trends, days } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.signedInAs, { name, role: roleName(t, role) })} />
      {figures.length > 0 ? (
        <ul aria-label={t(m.figures)} className="grid gap-4 sm:grid-cols-2">
          {figures.map((figure) => {
            const words = FIGURES[figure.key];
            return (
              <li
                key={figure.key}
                data-figure={figure.key}
                className={`rounded-2xl border bg-surface p-4 ${figure.alert ? "border-red-600 dark:border-red-400" : "border-line"}`}
              >
                <h2 className="text-sm font-semibold text-muted">{words ? t(words.label) : figure.label}</h2>
                <p className="mt-1 text-3xl font-bold tabular-nums">
                  {figure.href ? (
                    <Link to={figure.href} className="underline decoration-2 underline-offset-4">
                      {figure.value}
                      <span className="sr-only"> {t(m.openList)}</span>
                    </Link>
                  ) : (
                    figure.value
                  )}
                </p>
                {figure.items.length > 0 ? (
                  <ul className="mt-3 space-y-1 text-sm">
                    {figure.items.map((item, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two items may read the same; the list never reorders.
                      <li key={index} className="break-words">
                        {item.href ? (
                          <Link to={item.href} className="font-medium underline">
                            {item.label}
                          </Link>
                        ) : (
                          <span className="font-medium">{item.label}</span>
                        )}
                        {item.detail ? <span className="block text-muted">{item.detail}</span> : null}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-3 text-sm text-muted">{words ? t(words.empty) : figure.empty}</p>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {trends.length > 0 ? (
        <section aria-labelledby="cms-trends" className="mt-6">
          <h2 id="cms-trends" className="text-base font-semibold">
            {t(m.lastDays, { days })}
          </h2>
          <div className="mt-2 grid gap-4 xl:grid-cols-2">
            {trends.map((trend) => (
              <TrendChart key={trend.key} trend={trend} days={days} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
