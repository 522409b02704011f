/**
 * Matches in play for the journeys, picked by what a journey needs (a sport, minutes of the period
 * still to play, line-ups) and never by position in a list or by the hour: the demo world holds
 * other leagues at other hours (docs/testing.md, "Any hour of the day").
 *
 * A journey that scores in a match, times it or takes it over in the console holds that match as its
 * own: no other journey is handed it while it runs (or ever, for a match the console took from the
 * simulator). Holds are files in the run's data folder, which every worker shares; a retry is the same
 * test and finds its own hold again.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { patience } from "./patience.ts";

export type Sport = "football" | "basketball" | "tennis";

export type InPlayMatch = {
  id: number;
  sport: Sport;
  kickoffAt: string;
  status: string;
  period: string | null;
  minute: number | null;
  home: { id: number; name: string };
  away: { id: number; name: string };
  competition: { id: number; name: string; country: { id: number } | null };
};

export type MatchNeeds = {
  sport?: Sport;
  /**
   * Football: minutes of its half still to play, so that what the journey records lands in the half
   * it read (a first half at 30' has 15). Unset: any match in play, at half-time too.
   */
  minutesLeft?: number;
  /** Football: its line-ups are out. */
  lineups?: boolean;
  /** In a national league (the country pages hang off it). */
  national?: boolean;
  /**
   * "while-running": no other journey is handed the match until this one ends; "for-good": never
   * again (the console took it from the simulator); unset: shared, as reading a match changes nothing.
   */
  own?: "while-running" | "for-good";
  /**
   * Journeys that change one match together (the chat moderation's room) hold it under one name;
   * unset, the test holds it alone.
   */
  holder?: string;
  /** Orders the matches that fit, best first (the odds journeys want the most open market). */
  prefer?: (matches: InPlayMatch[]) => Promise<InPlayMatch[]>;
};

type LiveGroup = {
  competition: { id: number; name: string; country: { id: number } | null };
  matches: Array<Omit<InPlayMatch, "competition">>;
};

const HALF = 45;

/** Where the holds of this run live: the run's data folder, which the workers share. */
function holdsFolder(): string {
  const folder = join(process.env.E2E_DATA_DIR ?? ".", "held-matches");
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The minutes of its half a football match still has to play (0 when it is not in a half). */
export function minutesLeftInHalf(match: Pick<InPlayMatch, "period" | "minute">): number {
  if (match.period === "1H") return Math.max(0, HALF - (match.minute ?? HALF));
  if (match.period === "2H") return Math.max(0, 2 * HALF - (match.minute ?? 2 * HALF));
  return 0;
}

/** A minute an event may be recorded at now: the match's own, inside its half. */
export function minuteToRecord(match: Pick<InPlayMatch, "period" | "minute">): number {
  return match.period === "1H"
    ? Math.min(HALF, Math.max(1, match.minute ?? 1))
    : Math.min(2 * HALF, Math.max(HALF + 1, match.minute ?? HALF + 1));
}

/** The journeys' holds on matches, released when the test ends (those held for good stay). */
export class MatchHolds {
  private readonly held: string[] = [];
  private readonly holder: string;
  constructor(holder: string) {
    this.holder = holder;
  }

  /**
   * Takes the match for this test, or for the named group; false when someone else holds it. A hold
   * of its own (a retry's, the group's) is taken again.
   */
  take(id: number, own: NonNullable<MatchNeeds["own"]>, holder = this.holder): boolean {
    const file = join(holdsFolder(), String(id));
    try {
      writeFileSync(file, JSON.stringify({ holder, own }), { flag: "wx" });
    } catch {
      const hold = JSON.parse(readFileSync(file, "utf8") || "{}") as { holder?: string };
      if (hold.holder !== holder) return false;
    }
    if (own === "while-running") this.held.push(file);
    return true;
  }

  /**
   * Matches someone other than `holder` holds: all of them, or only those changed for good (which a
   * journey that only reads a match stays away from too).
   */
  heldByOthers(holder = this.holder, which: "all" | "for-good" = "all"): Set<number> {
    const others = new Set<number>();
    for (const name of readdirSync(holdsFolder())) {
      try {
        const hold = JSON.parse(readFileSync(join(holdsFolder(), name), "utf8")) as {
          holder?: string;
          own?: string;
        };
        if (hold.holder !== holder && (which === "all" || hold.own === "for-good")) others.add(Number(name));
      } catch {
        // A hold being written this instant: the take that follows decides.
        others.add(Number(name));
      }
    }
    return others;
  }

  release(): void {
    for (const file of this.held.splice(0)) rmSync(file, { force: true });
  }
}

async function liveOf(request: APIRequestContext, sport: Sport): Promise<InPlayMatch[]> {
  const response = await request.get(`/api/matches/live?sport=${sport}`);
  const { data } = (await response.json()) as { data: LiveGroup[] };
  return data.flatMap((group) =>
    group.matches.map((match) => ({ ...match, sport, competition: group.competition })),
  );
}

async function hasLineups(request: APIRequestContext, id: number): Promise<boolean> {
  const centre = (await (await request.get(`/api/matches/${id}`)).json()) as {
    lineups?: { home: unknown; away: unknown };
  };
  return Boolean(centre.lineups?.home && centre.lineups.away);
}

type CentreSheet = {
  lineups?: Record<"home" | "away", { starters: Array<{ name: string }> } | null>;
  events?: Array<{
    side: "home" | "away" | null;
    type: string;
    playerName: string | null;
    secondaryPlayerName: string | null;
    cancelled: boolean;
  }>;
};

/**
 * A player of that side on the pitch now, read from the match centre's line-ups and timeline as a
 * fan sees them: staff may only name such a player. Undefined when the side has no line-up.
 */
export async function playerOnPitch(
  request: APIRequestContext,
  id: number,
  side: "home" | "away",
): Promise<string | undefined> {
  // The last of the list: a forward in the sheet's order, the likeliest scorer.
  return (await playersOnPitch(request, id, side)).at(-1);
}

/** The players of that side on the pitch now and not booked, in the sheet's order; none without a line-up. */
export async function playersOnPitch(
  request: APIRequestContext,
  id: number,
  side: "home" | "away",
): Promise<string[]> {
  const centre = (await (await request.get(`/api/matches/${id}`)).json()) as CentreSheet;
  const lineup = centre.lineups?.[side];
  if (!lineup) return [];
  const onPitch = new Set(lineup.starters.map((player) => player.name));
  for (const event of centre.events ?? []) {
    if (event.cancelled || !event.playerName) continue;
    // An own goal's player is the other side's; no other event takes anyone off.
    if (event.type === "substitution" && event.side === side) {
      onPitch.delete(event.playerName);
      if (event.secondaryPlayerName) onPitch.add(event.secondaryPlayerName);
    }
    if ((event.type === "red-card" || event.type === "second-yellow") && event.side === side) {
      onPitch.delete(event.playerName);
    }
  }
  // Booked players are left out, so a yellow card stays a first one.
  for (const event of centre.events ?? []) {
    if (!event.cancelled && event.type === "yellow-card" && event.side === side && event.playerName) {
      onPitch.delete(event.playerName);
    }
  }
  return [...onPitch];
}

/**
 * Records a goal or a card for a player of that side on the pitch through the scoring API, as an
 * operator names one from the line-up; `assisted`, a goal also names the team-mate on the pitch who
 * set it up. The simulator plays on meanwhile: should it take the player off between the read and the
 * write (409), another is named.
 */
export async function recordForPlayer(
  request: APIRequestContext,
  match: Pick<InPlayMatch, "id" | "home" | "away">,
  side: "home" | "away",
  event: { type: "goal" | "yellow-card"; minute: number },
  { assisted = false }: { assisted?: boolean } = {},
) {
  for (let attempt = 1; ; attempt += 1) {
    const onPitch = await playersOnPitch(request, match.id, side);
    const playerName = onPitch.at(-1);
    const assistName = assisted ? onPitch.at(-2) : undefined;
    const answer = await request.post(`/api/admin/matches/${match.id}/events`, {
      headers: { ...automation, "Idempotency-Key": `e2e-${event.type}-${match.id}-${Date.now()}-${attempt}` },
      data: {
        ...event,
        teamId: match[side].id,
        ...(playerName ? { playerName } : {}),
        ...(assistName ? { secondaryPlayerName: assistName } : {}),
      },
    });
    const refusedName = answer.status() === 409 && /^player-/.test((await answer.json()).error.code);
    if (!refusedName || attempt === 3) return { answer, playerName, assistName };
  }
}

/**
 * A match in play that meets the needs: of those, the one with most of its half to play. Waits for
 * one a journey beside this one holds to be let go; fails naming what the world had.
 */
export async function matchInPlay(
  request: APIRequestContext,
  holds: MatchHolds,
  needs: MatchNeeds = {},
): Promise<InPlayMatch> {
  const sport = needs.sport ?? "football";
  const deadline = Date.now() + patience(45_000);
  let seen: InPlayMatch[] = [];
  // Line-ups, once out, stay out: each match's are asked for once while waiting.
  const lineupsOut = new Map<number, boolean>();
  for (;;) {
    seen = await liveOf(request, sport);
    // A journey that holds its match takes none another holds; one that only reads prefers a match
    // no journey changed for good, and reads a changed one only when there is no other.
    const taken = holds.heldByOthers(needs.holder, needs.own ? "all" : "for-good");
    const fitting = seen
      .filter((match) => !needs.own || !taken.has(match.id))
      .filter((match) => !needs.national || match.competition.country !== null)
      .filter(
        (match) =>
          sport !== "football" ||
          needs.minutesLeft === undefined ||
          (minutesLeftInHalf(match) > 0 && minutesLeftInHalf(match) >= needs.minutesLeft),
      )
      .sort(
        (a, b) =>
          Number(taken.has(a.id)) - Number(taken.has(b.id)) ||
          minutesLeftInHalf(b) - minutesLeftInHalf(a) ||
          a.id - b.id,
      );
    for (const match of needs.prefer ? await needs.prefer(fitting) : fitting) {
      if (needs.lineups) {
        if (lineupsOut.get(match.id) !== true) lineupsOut.set(match.id, await hasLineups(request, match.id));
        if (!lineupsOut.get(match.id)) continue;
      }
      if (!needs.own || holds.take(match.id, needs.own, needs.holder)) return match;
    }
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const shown = seen.map((m) => `${m.id} ${m.period ?? m.status} ${m.minute ?? ""}'`).join(", ");
  throw new Error(`no ${sport} match in play meets ${JSON.stringify(needs)}; in play: ${shown || "none"}`);
}

const automation = {
  Authorization: `Bearer ${process.env.ADMIN_TOKEN ?? "e2e-admin-token-for-manual-scoring-0001"}`,
};

/**
 * A football match of the journey's own, kicked off now through the scoring API: for journeys that
 * take a match over in the console, which the simulator then lets go for good, or that abandon it. It
 * has no line-ups.
 * The demo world's matches in play stay for the journeys that watch the simulator play.
 */
export async function kickedOffFixture(request: APIRequestContext, tag: string): Promise<InPlayMatch> {
  const [sample] = (await (await request.get("/api/cms/matches?limit=1", { headers: automation })).json())
    .data as Array<{ season_id: number; home_team_id: number; away_team_id: number }>;
  if (!sample) throw new Error("the demo world has a match to copy a season and clubs from");
  const made = await request.post("/api/cms/matches", {
    headers: { ...automation, "Idempotency-Key": `e2e-fixture-${tag}-${Date.now()}` },
    data: {
      season_id: sample.season_id,
      home_team_id: sample.home_team_id,
      away_team_id: sample.away_team_id,
      kickoff_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    },
  });
  if (made.status() !== 201) throw new Error(`a fixture of its own: ${made.status()} ${await made.text()}`);
  const { id } = (await made.json()).data as { id: number };
  // Held for good before it kicks off: the journeys that ask for a match in play are never handed it.
  new MatchHolds(`fixture ${tag}`).take(id, "for-good");
  const kickOff = await request.post(`/api/admin/matches/${id}/events`, {
    headers: { ...automation, "Idempotency-Key": `e2e-fixture-kick-off-${id}` },
    data: { type: "period-start", period: "1H", minute: 0 },
  });
  if (kickOff.status() !== 201)
    throw new Error(`kick-off of ${id}: ${kickOff.status()} ${await kickOff.text()}`);
  const centre = (await (await request.get(`/api/matches/${id}`)).json()) as InPlayMatch;
  return { ...centre, sport: "football" };
}
