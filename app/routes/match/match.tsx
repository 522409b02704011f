import { Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { MatchChat } from "../../components/chat/match-chat.tsx";
import { FavouriteStar } from "../../components/competition/favourite-star.tsx";
import { Panel } from "../../components/competition/panel.tsx";
import { Scoreboard } from "../../components/competition/scoreboard.tsx";
import { CentreTabs } from "../../components/match/centre-tabs.tsx";
import { MatchHeader } from "../../components/match/match-header.tsx";
import { centreMessages, matchName } from "../../components/match/match-messages.ts";
import { ReportProblem } from "../../components/match/report-problem.tsx";
import { SportsEventJsonLd } from "../../components/match/sports-event-json-ld.tsx";
import { NotifyBell } from "../../components/notify/notify-bell.tsx";
import { MatchOdds } from "../../components/odds/match-odds.tsx";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { SharePanel } from "../../components/social/share-panel.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { highlightPath } from "../../lib/highlight-path.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { LiveMatchScope } from "../../lib/live/live-scope.tsx";
import { ogImageMeta, pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { optionalNumericId, validate } from "../../lib/middleware.ts";
import { roundNameIn } from "../../lib/round-name.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/match";
import { CentreSection } from "./centre-section.tsx";
import { loadMatchCentre } from "./match.server.ts";

const m = defineMessages({
  description: {
    id: "match.page.description",
    defaultMessage:
      "{match}, {competition}: live score, timeline, line-ups, statistics, head-to-head and standings.",
    description: "Search engines' description of a match page; {match} is «Home v Away»",
  },
  descriptionWithRound: {
    id: "match.page.description-with-round",
    defaultMessage:
      "{match}, {competition} {round}: live score, timeline, line-ups, statistics, head-to-head and standings.",
    description: "The same with the competition's round (e.g. «Round 12») after its name",
  },
  pickOne: {
    id: "match.page.pick-one",
    defaultMessage: "Pick one of today's matches to follow it",
    description: "Subtitle of the match centre's page without a match",
  },
  noMatches: { id: "match.page.no-matches", defaultMessage: "No matches today" },
  backToScores: { id: "match.page.back-to-scores", defaultMessage: "Back to the scores" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (loaderData?.kind !== "match")
    return pageMeta(matches, centreMessages.nav, undefined, canonical(matches, "/match"));
  const { match } = loaderData;
  const t = translatorOfPage(matches);
  const name = t(matchName, { home: match.home.name, away: match.away.name });
  const description = match.round
    ? t(m.descriptionWithRound, {
        match: name,
        competition: match.competition.name,
        round: roundNameIn(t, match.round),
      })
    : t(m.description, { match: name, competition: match.competition.name });
  return pageMeta(matches, name, description, [
    ...canonical(matches, `/match/${match.id}`),
    ...ogImageMeta(matches, `/og/match/${match.id}.png`),
  ]);
};

export const middleware = validate(optionalNumericId());

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadMatchCentre(request, context, params.id);

/** A sent problem report changes nothing on the page: the match centre is not read again for it. */
export const shouldRevalidate = ({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formAction?.endsWith("/report") ? false : defaultShouldRevalidate;

export default function MatchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.kind === "list") {
    return (
      <TimeZoneProvider serverTimeZone={loaderData.timeZone}>
        <PageHeader title={t(centreMessages.nav)} subtitle={t(m.pickOne)} />
        {loaderData.fixtures.length === 0 ? (
          <EmptyState title={t(m.noMatches)} icon="ball">
            <Link to="/" className="font-semibold text-accent underline">
              {t(m.backToScores)}
            </Link>
          </EmptyState>
        ) : (
          <Scoreboard fixtures={loaderData.fixtures} serverFavourites="" />
        )}
      </TimeZoneProvider>
    );
  }
  const { match, headToHead, table, timeZone, tab, favourites, highlights, odds, boxScore, plays } =
    loaderData;
  const name = t(matchName, { home: match.home.name, away: match.away.name });
  // One connection for the whole page: the match's own stream brings its row, timeline, statistics and odds.
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <LiveMatchScope matchId={match.id}>
        <SportsEventJsonLd match={match} />
        <h1 className="sr-only">{name}</h1>
        <div className="space-y-3">
          <MatchHeader
            match={match}
            competition={match.competition}
            venue={match.venue}
            officials={{ referee: match.referee, attendance: match.attendance }}
            star={<FavouriteStar kind="matches" id={match.id} name={name} serverFavourites={favourites} />}
          />
          {match.status === "scheduled" || match.status === "live" ? (
            <div className="flex justify-end">
              <NotifyBell kind="matches" id={match.id} name={name} />
            </div>
          ) : null}
          {highlights.length > 0 ? (
            <Panel title={t(navMessages.highlights)}>
              <ul className="divide-y divide-line">
                {highlights.map((clip) => (
                  <li key={clip.id}>
                    <Link
                      to={highlightPath(match.id, clip.id)}
                      className="flex items-center gap-2 px-3 py-2 text-sm font-medium hover:underline"
                    >
                      <span aria-hidden="true">▶</span>
                      {clip.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          <CentreTabs basePath={`/match/${match.id}`} active={tab} sport={match.sport} />
          {tab === "summary" || tab === "chat" ? (
            <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
              <div className={`min-w-0 space-y-3 ${tab === "chat" ? "hidden lg:block" : ""}`}>
                <CentreSection match={match} tab="summary" headToHead={headToHead} table={table} />
              </div>
              <div className={tab === "chat" ? "" : "hidden lg:block"}>
                <MatchChat matchId={match.id} onTab={tab === "chat"} />
              </div>
            </div>
          ) : (
            <CentreSection {...{ match, tab, headToHead, table, boxScore, plays }} />
          )}
          {/* Prices follow the story: on a phone the score, clock, timeline and tabs fill the first screen. */}
          {odds ? (
            <MatchOdds
              matchId={match.id}
              data={odds}
              live={match.status === "live" || match.status === "scheduled"}
              teams={{ home: match.home.shortName, away: match.away.shortName }}
            />
          ) : null}
          <SharePanel path={`/match/${match.id}`} title={name} />
          <ReportProblem matchId={match.id} />
        </div>
      </LiveMatchScope>
    </TimeZoneProvider>
  );
}
