import { Link } from "react-router";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { CompetitionDirectory } from "../../components/competition/competition-directory.tsx";
import { DayScores } from "../../components/competition/day-scores.tsx";
import { RowOddsContext } from "../../components/odds/row-price.tsx";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { validate } from "../../lib/middleware.ts";
import { canonical } from "../../lib/seo.ts";
import { SPORT_LINKS } from "../../lib/sports-nav.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/sport";
import { loadSport } from "./sport.server.ts";

const m = defineMessages({
  title: {
    id: "scores.sport.title",
    defaultMessage: "{sport} live scores",
    description: "A sport's scores page title, e.g. Basketball live scores",
  },
  everySport: { id: "scores.sports.subtitle", defaultMessage: "Every sport we cover" },
  noSports: { id: "scores.sports.empty", defaultMessage: "No sports yet" },
  liveCount: {
    id: "scores.sports.live-count",
    defaultMessage: "{count, plural, other {# live}}",
    description: "Beside a sport in the list of sports: how many of its matches are in play",
  },
  nothingLive: {
    id: "scores.sports.nothing-live",
    defaultMessage: "Nothing live",
    description: "Beside a sport in the list of sports: none of its matches is in play",
  },
  competitions: {
    id: "scores.sport.competitions",
    defaultMessage: "Competitions",
    description: "Heading of a sport's competitions under its scores",
  },
  noCompetitions: {
    id: "scores.sport.no-competitions",
    defaultMessage:
      "{sport, select, football {No football competitions yet} basketball {No basketball competitions yet} tennis {No tennis competitions yet} other {No {name} competitions yet}}",
    description: "A sport without competitions; name is the sport's stored name in lower case",
  },
});

/** A sport's name in the page's language: the sports the site knows by their slug, else as stored. */
const sportName = (sport: { slug: string; name: string }, t: Translator) => {
  const known = SPORT_LINKS.find((link) => link.slug === sport.slug);
  return known ? t(known.label) : sport.name;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData?.kind === "sport"
    ? pageMeta(
        matches,
        translatorOfPage(matches)(m.title, { sport: sportName(loaderData.sport, translatorOfPage(matches)) }),
        undefined,
        canonical(matches, `/sport/${loaderData.sport.slug}`),
      )
    : pageMeta(matches, navMessages.sports, undefined, canonical(matches, "/sport"));

export const middleware = validate(({ slug }) => slug === undefined || /^[a-z0-9-]{1,60}$/.test(slug));

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadSport(request, context, params.slug);

export default function SportPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title={t(navMessages.sports)} subtitle={t(m.everySport)} />
        {loaderData.sports.length === 0 ? (
          <EmptyState title={t(m.noSports)} icon="medal" />
        ) : (
          <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface">
            {loaderData.sports.map((sport) => (
              <li key={sport.id}>
                <Link
                  to={`/sport/${sport.slug}`}
                  className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-raised"
                >
                  <span className="font-semibold">{sportName(sport, t)}</span>
                  {sport.live > 0 ? (
                    <span className="rounded-full bg-live px-2 py-0.5 text-xs font-bold text-live-fg">
                      {t(m.liveCount, { count: sport.live })}
                    </span>
                  ) : (
                    <span className="text-xs text-muted">{t(m.nothingLive)}</span>
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
            title={sportName(sport, t)}
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
          {t(m.competitions)}
        </h2>
        {competitions.length === 0 ? (
          <EmptyState
            title={t(m.noCompetitions, { sport: sport.slug, name: sport.name.toLowerCase() })}
            icon="medal"
          />
        ) : (
          <CompetitionDirectory competitions={competitions} />
        )}
      </section>
    </TimeZoneProvider>
  );
}
