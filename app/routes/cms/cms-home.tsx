import { Link, useLoaderData } from "react-router";
import { TrendChart } from "../../components/cms/trend-chart.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-home";
import { staffHomeLoader } from "./cms-home.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Admin");

export const loader = (args: Route.LoaderArgs) => staffHomeLoader(args);

/** The admin area's start: the figures this role may act on, each linking to its list. */
export default function CmsHomePage() {
  const { name, role, figures, trends, days } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Signed in as ${name} (${role})`} />
      {figures.length > 0 ? (
        <ul aria-label="Figures" className="grid gap-4 sm:grid-cols-2">
          {figures.map((figure) => (
            <li
              key={figure.key}
              data-figure={figure.key}
              className={`rounded-2xl border bg-surface p-4 ${figure.alert ? "border-red-600 dark:border-red-400" : "border-line"}`}
            >
              <h2 className="text-sm font-semibold text-muted">{figure.label}</h2>
              <p className="mt-1 text-3xl font-bold tabular-nums">
                {figure.href ? (
                  <Link to={figure.href} className="underline decoration-2 underline-offset-4">
                    {figure.value}
                    <span className="sr-only"> — open the list</span>
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
                <p className="mt-3 text-sm text-muted">{figure.empty}</p>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {trends.length > 0 ? (
        <section aria-labelledby="cms-trends" className="mt-6">
          <h2 id="cms-trends" className="text-base font-semibold">
            The last {days} days
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
