import { Form } from "react-router";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { HighlightCard } from "../../components/video/highlight-card.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { useDates } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/highlights";
import { highlightsPageData } from "./highlights.server.ts";

const m = defineMessages({
  subtitle: { id: "video.highlights.subtitle", defaultMessage: "Goals and key moments" },
  filter: {
    id: "video.highlights.filter",
    defaultMessage: "Filter highlights",
    description: "Accessible name of the competition and team filter",
  },
  competition: {
    id: "video.highlights.competition",
    defaultMessage: "Competition",
    description: "Filter label",
  },
  team: { id: "video.highlights.team", defaultMessage: "Team", description: "Filter label" },
  allCompetitions: { id: "video.highlights.all-competitions", defaultMessage: "All competitions" },
  allTeams: { id: "video.highlights.all-teams", defaultMessage: "All teams" },
  show: { id: "video.highlights.show", defaultMessage: "Show", description: "Button applying the filter" },
  noMatch: { id: "video.highlights.no-match", defaultMessage: "No highlights match" },
  noMatchHelp: { id: "video.highlights.no-match-help", defaultMessage: "Try another competition or team." },
  none: { id: "video.highlights.none", defaultMessage: "No highlights yet" },
  noneHelp: { id: "video.highlights.none-help", defaultMessage: "Match highlights will be published here." },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, navMessages.highlights);

export const loader = (args: Route.LoaderArgs) => highlightsPageData(args);

export default function HighlightsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const dates = useDates();
  const { days, filter, competitions, teams } = loaderData;
  const filtered = filter.competition !== "" || filter.team !== "";
  return (
    <>
      <PageHeader title={t(navMessages.highlights)} subtitle={t(m.subtitle)} />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3 text-sm" aria-label={t(m.filter)}>
        {(
          [
            [m.competition, "competition", m.allCompetitions, competitions],
            [m.team, "team", m.allTeams, teams],
          ] as const
        ).map(([label, name, any, options]) => (
          <label key={name} className="flex flex-col gap-1">
            {t(label)}
            <select
              name={name}
              defaultValue={filter[name]}
              className="rounded border border-line bg-surface px-2 py-1"
            >
              <option value="">{t(any)}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <button type="submit" className="rounded bg-accent px-3 py-1.5 font-semibold text-accent-fg">
          {t(m.show)}
        </button>
      </Form>
      {days.length === 0 ? (
        <EmptyState title={filtered ? t(m.noMatch) : t(m.none)} icon="play">
          {filtered ? t(m.noMatchHelp) : t(m.noneHelp)}
        </EmptyState>
      ) : (
        days.map((day) => (
          <section key={day.date} className="mb-6" aria-labelledby={`day-${day.date}`}>
            <h2
              id={`day-${day.date}`}
              className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted"
            >
              {dates.longDay(day.date)}
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
