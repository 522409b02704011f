import { Link } from "react-router";
import { CompetitionDirectory } from "../../components/competition/competition-directory.tsx";
import { DayScores } from "../../components/competition/day-scores.tsx";
import { RowOddsContext } from "../../components/odds/row-price.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/sport";
import { loadSport } from "./sport.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.kind === "sport"
    ? pageMeta(
        matches,
        `${loaderData.sport.name} live scores`,
        undefined,
        canonical(matches, `/sport/${loaderData.sport.slug}`),
      )
    : pageMeta(matches, "Sports", undefined, canonical(matches, "/sport"));

export const middleware = validate(({ slug }) => slug === undefined || /^[a-z0-9-]{1,60}$/.test(slug));

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadSport(request, context, params.slug);

export default function SportPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title="Sports" subtitle="Every sport we cover" />
        {loaderData.sports.length === 0 ? (
          <EmptyState title="No sports yet" icon="medal" />
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
            {loaderData.sports.map((sport) => (
              <li key={sport.id}>
                <Link
                  to={`/sport/${sport.slug}`}
                  className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-raised"
                >
                  <span className="font-semibold">{sport.name}</span>
                  {sport.live > 0 ? (
                    <span className="rounded-full bg-live px-2 py-0.5 text-xs font-bold text-live-fg">
                      {sport.live} live
                    </span>
                  ) : (
                    <span className="text-xs text-muted">Nothing live</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  const { sport, competitions, today, date, live, mine, fixtures, favourites, timeZone, rowOdds } =
    loaderData;
  const priced = rowOdds !== null && fixtures.some((group) => group.matches.some((m) => m.status === "live"));
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <RowOddsContext value={rowOdds}>
        <div className="min-w-0" data-testid="day-matches">
          <DayScores
            title={sport.name}
            sport={sport.slug}
            base={`/sport/${sport.slug}`}
            today={today}
            date={date}
            live={live}
            mine={mine}
            fixtures={fixtures}
            favourites={favourites}
            priced={priced}
          />
        </div>
      </RowOddsContext>
      <section aria-labelledby="sport-competitions" className="mt-8">
        <h2 id="sport-competitions" className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">
          Competitions
        </h2>
        {competitions.length === 0 ? (
          <EmptyState title={`No ${sport.name.toLowerCase()} competitions yet`} icon="medal" />
        ) : (
          <CompetitionDirectory competitions={competitions} />
        )}
      </section>
    </TimeZoneProvider>
  );
}
