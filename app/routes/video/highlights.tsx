import { Form } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { HighlightCard } from "../../components/video/highlight-card.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { longDay } from "../../lib/time.ts";
import type { Route } from "./+types/highlights";
import { highlightsPageData } from "./highlights.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Highlights");

export const loader = (args: Route.LoaderArgs) => highlightsPageData(args);

export default function HighlightsPage({ loaderData }: Route.ComponentProps) {
  const { days, filter, competitions, teams } = loaderData;
  const filtered = filter.competition !== "" || filter.team !== "";
  return (
    <>
      <PageHeader title="Highlights" subtitle="Goals and key moments" />
      <Form
        method="get"
        className="mb-4 flex flex-wrap items-end gap-3 text-sm"
        aria-label="Filter highlights"
      >
        {(
          [
            ["Competition", "competition", "All competitions", competitions],
            ["Team", "team", "All teams", teams],
          ] as const
        ).map(([label, name, any, options]) => (
          <label key={name} className="flex flex-col gap-1">
            {label}
            <select
              name={name}
              defaultValue={filter[name]}
              className="rounded border border-line bg-surface px-2 py-1"
            >
              <option value="">{any}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className="rounded bg-accent px-3 py-1.5 font-semibold text-accent-fg">
          Show
        </button>
      </Form>
      {days.length === 0 ? (
        <EmptyState title={filtered ? "No highlights match" : "No highlights yet"} icon="play">
          {filtered ? "Try another competition or team." : "Match highlights will be published here."}
        </EmptyState>
      ) : (
        days.map((day) => (
          <section key={day.date} className="mb-6" aria-labelledby={`day-${day.date}`}>
            <h2
              id={`day-${day.date}`}
              className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted"
            >
              {longDay(day.date)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {day.clips.map((clip) => (
                <HighlightCard key={clip.id} clip={clip} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
