import type { RouterContextProvider } from "react-router";
import { contentLocaleOf } from "../../../shared/i18n/locales.ts";
import { entityId } from "../../lib/entity-id.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import {
  CONTENT_PAGE_SECONDS,
  LIVE_PAGE_SECONDS,
  SCORES_PAGE_SECONDS,
  sharePage,
} from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimMatch, slimTeam } from "../../lib/slim-views.server.ts";
import { ageOn, isoDateIn } from "../../lib/time.ts";
import { visitorFollowing } from "../../lib/visitor.server.ts";

const TEAMS_PER_PAGE = 120;

export async function loadTeam(
  request: Request,
  context: Readonly<RouterContextProvider>,
  rawId: string | undefined,
) {
  const { services } = requestScopeOf(context);
  const { timeZone, favourites } = await visitorFollowing(request, context);
  const { sports, posts } = services;
  if (rawId === undefined) {
    const raw = new URL(request.url).searchParams.get("page") ?? "1";
    const page = /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
    const { data: teams, total } = await sports.listTeams({
      limit: TEAMS_PER_PAGE,
      offset: (page - 1) * TEAMS_PER_PAGE,
    });
    if (page > 1 && teams.length === 0) throw pageNotFound();
    const pages = Math.max(1, Math.ceil(total / TEAMS_PER_PAGE));
    sharePage(context, CONTENT_PAGE_SECONDS);
    return { kind: "list" as const, timeZone, teams: teams.map(slimTeam), page, pages, total };
  }
  const id = entityId(rawId);
  // A tennis player's win–loss this season; null for a club, which costs one primary-key read.
  const [read, news, record] = await Promise.all([
    sports.readTeamPage(id),
    posts.latestPostsAbout(
      { kind: "team", id },
      { language: contentLocaleOf(requestScopeOf(context).locale) },
    ),
    sports.getSeasonRecord(id),
  ]);
  if (!read) throw pageNotFound();
  const { team, competitions, fixtures, results, scorerLists } = read;
  // A player's goals across the team's competitions, best first.
  const goals = new Map<
    string,
    { playerId: number | null; name: string; goals: number; penalties: number }
  >();
  for (const scorer of scorerLists.flat()) {
    if (!scorer || scorer.team?.id !== team.id) continue;
    const entry = goals.get(scorer.name) ?? {
      playerId: scorer.playerId,
      name: scorer.name,
      goals: 0,
      penalties: 0,
    };
    entry.goals += scorer.goals;
    entry.penalties += scorer.penalties;
    goals.set(scorer.name, entry);
  }
  const scorers = [...goals.values()]
    .sort((a, b) => b.goals - a.goals || a.name.localeCompare(b.name))
    .slice(0, 10)
    .map((scorer, index) => ({ ...scorer, rank: index + 1, team: null }));
  // The recent results are listed in full below; the header only needs the form.
  const { lastMatches: _listedBelow, nextMatch: nextOrLive, ...shown } = team;
  // A match in play is shown as live, never as the next match or among the fixtures.
  const upcoming = (fixtures?.data ?? []).map(slimMatch);
  const live = upcoming.filter((match) => match.status === "live");
  const nextMatch =
    nextOrLive && nextOrLive.status !== "live"
      ? slimMatch(nextOrLive)
      : (upcoming.find((match) => match.status === "scheduled") ?? null);
  // Its scorers come from its competitions' matches, so their events change the page too.
  sharePage(
    context,
    live.length > 0 ? LIVE_PAGE_SECONDS : SCORES_PAGE_SECONDS,
    services.live.pageTags.team(team.id),
    ...competitions.map((competition) => services.live.pageTags.competition(competition.id)),
  );
  return {
    kind: "team" as const,
    timeZone,
    favourites,
    team: {
      ...shown,
      record,
      nextMatch,
      // Ages today where the fan is; worked out here so the page and its hydration agree.
      squad: shown.squad.map((player) => ({
        ...player,
        age: player.birthDate ? ageOn(player.birthDate, isoDateIn(new Date(), timeZone)) : null,
      })),
    },
    live,
    fixtures: upcoming.filter((match) => match.status !== "live"),
    results: (results?.data ?? []).map(slimMatch),
    scorers,
    news,
  };
}
