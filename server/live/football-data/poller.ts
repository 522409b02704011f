import { and, asc, eq, or } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { isAppError } from "../../http/errors.ts";
import type { Logger } from "../../platform/logger.ts";
import { matchEvents, matches, teams } from "../../sports/schema.ts";
import { saveMatchCentreFacts } from "../../sports/service.ts";
import type { FeedReporter } from "../feed-health.ts";
import type { LiveService } from "../service.ts";
import { centreFactsOf, diff, type FdMatch, type Ours, observe } from "./mapping.ts";

export const footballDataSource = "football-data";

export type PollerOptions = {
  live: Pick<LiveService, "ingest">;
  db: Db;
  logger: Logger;
  token: string;
  competitions: string[];
  /** The free plan allows 10 requests a minute. */
  perMinute?: number;
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Told after every request (and the budget left), or why it failed. */
  health?: FeedReporter;
};

/**
 * Polls football-data.org v4 for today's matches of each configured
 * competition, one competition per slot so the plan's rate limit holds, and
 * feeds the differences into the ingest path.
 */
export function createFootballDataPoller(options: PollerOptions) {
  const { live, db, logger } = options;
  const perMinute = options.perMinute ?? 10;
  const request = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const baseUrl = options.baseUrl ?? "https://api.football-data.org";
  const sent: number[] = [];
  let pausedUntil = 0;
  /** What was last stored per match beyond its events, so an unchanged poll writes nothing. */
  const storedFacts = new Map<number, string>();
  let next = 0;

  /** True when one more request stays inside the last minute's allowance. */
  function mayRequest(at: number): boolean {
    while (sent.length > 0 && sent[0]! <= at - 60_000) sent.shift();
    return at >= pausedUntil && sent.length < perMinute;
  }

  async function pollCompetition(code: string): Promise<number> {
    const at = now();
    if (!mayRequest(at.getTime())) return 0;
    sent.push(at.getTime());
    options.health?.budget(perMinute - sent.length, perMinute);
    const day = at.toISOString().slice(0, 10);
    const response = await request(
      `${baseUrl}/v4/competitions/${code}/matches?dateFrom=${day}&dateTo=${day}`,
      {
        headers: { "X-Auth-Token": options.token },
      },
    );
    if (response.status === 429) {
      const wait = Number(response.headers.get("X-RequestCounter-Reset") ?? 60);
      pausedUntil = at.getTime() + Math.max(1, wait) * 1_000;
      logger.warn({ code, wait }, "football-data: rate limited");
      options.health?.failed(new Error(`rate limited for ${wait} s`));
      options.health?.budget(0, perMinute);
      return 0;
    }
    if (!response.ok) {
      logger.warn({ code, status: response.status }, "football-data: request failed");
      options.health?.failed(new Error(`${code}: HTTP ${response.status}`));
      return 0;
    }
    options.health?.polled();
    const body = (await response.json()) as { matches?: FdMatch[] };
    let applied = 0;
    for (const match of body.matches ?? []) applied += await apply(match, at);
    return applied;
  }

  async function apply(match: FdMatch, at: Date): Promise<number> {
    const seen = observe(match);
    if (!seen) return 0;
    const ours = await findOurs(match);
    if (!ours) return 0;
    let applied = 0;
    for (const feed of diff(match.id, ours.state, seen, minuteOf(match, at))) {
      try {
        const result = await live.ingest({ source: footballDataSource, matchId: ours.id, ...feed });
        if (result.applied) applied += 1;
      } catch (error) {
        if (!isAppError(error)) throw error;
        logger.warn({ fdMatch: match.id, code: error.code }, "football-data: event refused");
        break;
      }
    }
    await saveFacts(match, ours.id);
    return applied;
  }

  async function saveFacts(match: FdMatch, matchId: number) {
    const facts = centreFactsOf(match);
    const print = JSON.stringify(facts);
    if (Object.keys(facts).length === 1 || storedFacts.get(matchId) === print) return;
    await saveMatchCentreFacts(db, matchId, facts);
    storedFacts.set(matchId, print);
  }

  async function findOurs(match: FdMatch): Promise<{ id: number; state: Ours } | null> {
    let [row] = await db
      .select()
      .from(matches)
      .where(eq(matches.sourceKey, `${footballDataSource}:${match.id}`));
    if (!row) {
      const named = (team: FdMatch["homeTeam"]) =>
        or(eq(teams.name, team.name), eq(teams.shortName, team.shortName ?? team.name));
      const [home] = await db.select({ id: teams.id }).from(teams).where(named(match.homeTeam));
      const [away] = await db.select({ id: teams.id }).from(teams).where(named(match.awayTeam));
      if (!home || !away) return null;
      [row] = await db
        .select()
        .from(matches)
        .where(
          and(
            eq(matches.homeTeamId, home.id),
            eq(matches.awayTeamId, away.id),
            eq(matches.kickoffAt, new Date(match.utcDate)),
          ),
        );
    }
    if (!row) return null;
    const goals = await db
      .select({ id: matchEvents.id, teamId: matchEvents.teamId, cancelled: matchEvents.cancelled })
      .from(matchEvents)
      .where(
        and(
          eq(matchEvents.matchId, row.id),
          eq(matchEvents.source, footballDataSource),
          eq(matchEvents.type, "goal"),
        ),
      )
      .orderBy(asc(matchEvents.id));
    const bySide = (teamId: number) => goals.filter((goal) => goal.teamId === teamId);
    const standing = (teamId: number) =>
      bySide(teamId)
        .filter((goal) => !goal.cancelled)
        .at(-1)?.id ?? null;
    return {
      id: row.id,
      state: {
        status: row.status,
        period: row.period,
        home: row.homeScore ?? 0,
        away: row.awayScore ?? 0,
        homeTeamId: row.homeTeamId,
        awayTeamId: row.awayTeamId,
        retracted: {
          home: bySide(row.homeTeamId).filter((goal) => goal.cancelled).length,
          away: bySide(row.awayTeamId).filter((goal) => goal.cancelled).length,
        },
        lastGoal: { home: standing(row.homeTeamId), away: standing(row.awayTeamId) },
      },
    };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    /** Polls the next competition in turn; returns how many events it applied. */
    async pollNext(): Promise<number> {
      const code = options.competitions[next % options.competitions.length]!;
      next += 1;
      return pollCompetition(code);
    },
    get requestsInLastMinute() {
      mayRequest(now().getTime());
      return sent.length;
    },
    start() {
      timer = setInterval(() => {
        running ??= this.pollNext()
          .catch((error: unknown) => {
            options.health?.failed(error);
            logger.warn({ err: error }, "football-data: poll failed");
          })
          .finally(() => {
            running = undefined;
          });
      }, 60_000 / perMinute);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** The match minute: v4's own when the plan includes it, else counted from kickoff. */
function minuteOf(match: FdMatch, at: Date): number {
  const reported = Number.parseInt(String(match.minute ?? ""), 10);
  if (Number.isFinite(reported)) return reported;
  const sinceKickoff = Math.floor((at.getTime() - Date.parse(match.utcDate)) / 60_000);
  return Math.max(0, sinceKickoff > 60 ? sinceKickoff - 15 : sinceKickoff);
}
