import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { recordAudit } from "../platform/audit/audit.ts";
import { type CompetitionFormat, competitions, matches, seasons, sports } from "../sports/schema.ts";
import {
  addToBox,
  advanceDraw,
  type BasketballFormat,
  type BasketballScores,
  basketballClockAt,
  basketballFormatOf,
  type OperatorOutcome,
  operatorStep,
  type Play,
} from "../sports/service.ts";
import { type ConsoleRequest, reused, sourceEventIdOf } from "./console-scoring.ts";
import type { LivePlayEntry } from "./entry.ts";
import { CONSOLE_SOURCE } from "./input.ts";
import { type PlayUpdate, tennisPoint, tennisStart } from "./play.ts";
import { liveLog } from "./schema.ts";
import type { LiveService } from "./service.ts";

const side = z.enum(["home", "away"]);

/**
 * What an operator does in the console of a sport scored point by point; `extra` adds fields every
 * action carries (the route's `version`).
 */
export function consolePlayWith<Extra extends z.ZodRawShape>(extra: Extra) {
  return z.discriminatedUnion("action", [
    // Tennis: the first server starts the match; each point names who won it.
    z.object({ action: z.literal("match-start"), side, ...extra }).strict(),
    z.object({ action: z.literal("point"), side, ...extra }).strict(),
    // Basketball: periods start and end; a basket credits 1, 2 or 3 points.
    z.object({ action: z.literal("period-start"), ...extra }).strict(),
    z.object({ action: z.literal("period-end"), ...extra }).strict(),
    z
      .object({
        action: z.literal("score"),
        side,
        points: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        ...extra,
      })
      .strict(),
  ]);
}
export const consolePlayInput = consolePlayWith({});
export type ConsolePlayInput = z.infer<typeof consolePlayInput>;

type Deps = { live: Pick<LiveService, "play">; db: Db };
type Row = typeof matches.$inferSelect;

const wrongAction = (sport: string, action: string) =>
  new AppError(
    "unprocessable",
    "wrong-sport-action",
    `"${action}" is not something that happens in ${sport}.`,
  );

function tennisUpdate(row: Row, input: ConsolePlayInput, format: CompetitionFormat | null): PlayUpdate {
  if (input.action === "match-start") {
    if (row.status !== "scheduled")
      throw new AppError("conflict", "match-started", "The match is under way.");
    return tennisStart(input.side);
  }
  if (input.action !== "point") throw wrongAction("tennis", input.action);
  if (row.status !== "live") throw new AppError("conflict", "match-not-live", "Start the match first.");
  return tennisPoint(row, format, input.side);
}

function basketballUpdate(
  row: Row,
  input: ConsolePlayInput,
  format: CompetitionFormat | null,
  now: Date,
): PlayUpdate {
  if (input.action === "match-start" || input.action === "point")
    throw wrongAction("basketball", input.action);
  if (row.status !== "live" && !(row.status === "scheduled" && input.action === "period-start")) {
    throw new AppError("conflict", "match-not-live", "The game is not in play.");
  }
  const rules = basketballFormatOf(format);
  const next = operatorStep(rules, row.scores as BasketballScores, row.play, input, now);
  const play = consolePlay(row, input, next, rules, now);
  return {
    // The play-by-play and the box score's team totals keep up with what the operator enters, so
    // neither disagrees with the score.
    plays: { added: [play], restart: row.status === "scheduled" },
    ...(row.boxScore && row.status !== "scheduled" ? { boxScore: addToBox(row.boxScore, [play]) } : {}),
    status: next.status,
    homeScore: next.homeScore,
    awayScore: next.awayScore,
    scores: next.scores,
    play: next.play,
    periodStartedAt: next.periodStartedAt,
    winnerTeamId: next.winner === null ? undefined : next.winner === "home" ? row.homeTeamId : row.awayTeamId,
  };
}

/** The console's action as a line of the play-by-play, at the game clock the console shows. */
function consolePlay(
  row: Row,
  input: ConsolePlayInput,
  next: OperatorOutcome,
  rules: BasketballFormat,
  now: Date,
): Play {
  const period = Object.keys(next.scores).length;
  const clock = row.periodStartedAt
    ? Math.round(basketballClockAt(rules, period, row.periodStartedAt, now))
    : (row.play?.clockLeft ?? 0);
  if (input.action === "period-start") {
    return { kind: "period-start", period, clock: next.play?.clockLeft ?? 0, side: "home" };
  }
  if (input.action === "score")
    return { kind: "points", period, clock, side: input.side, value: input.points };
  return { kind: "period-end", period, clock: 0, side: "home" };
}

/** The match's sport, and its competition's rules of play. */
async function rulesOf(db: Db, row: Row) {
  const [found] = await db
    .select({ sport: sports.slug, format: competitions.format })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .where(eq(seasons.id, row.seasonId));
  return { sport: found?.sport ?? "", format: found?.format ?? null };
}

/**
 * One action from the console of a tennis or basketball match: checked against the sport's rules, written
 * through `live.play` under the console's source and the operator's Idempotency-Key (a retry answers
 * the first result), version-checked and audited. Such a match is the operator's from then on.
 */
export async function playFromConsole(
  { live, db }: Deps,
  request: ConsoleRequest & { input: ConsolePlayInput },
  now: Date = new Date(),
): Promise<{ applied: boolean; entry: LivePlayEntry }> {
  const sourceEventId = sourceEventIdOf(request, request.key);
  const inputHash = createHash("sha256")
    .update(JSON.stringify([request.matchId, request.input]))
    .digest("base64url");
  const replay = async () => {
    const [logged] = await db
      .select({ entry: liveLog.entry, inputHash: liveLog.inputHash })
      .from(liveLog)
      .where(and(eq(liveLog.source, CONSOLE_SOURCE), eq(liveLog.sourceEventId, sourceEventId)));
    if (logged && logged.inputHash !== inputHash) throw reused();
    return logged ? { applied: false, entry: logged.entry as LivePlayEntry } : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  const [row] = await db.select().from(matches).where(eq(matches.id, request.matchId));
  if (!row) throw new AppError("not-found", "match-not-found", `There is no match ${request.matchId}.`);
  const { sport, format } = await rulesOf(db, row);
  let update: PlayUpdate;
  if (sport === "tennis") update = tennisUpdate(row, request.input, format);
  else if (sport === "basketball") update = basketballUpdate(row, request.input, format, now);
  else throw new AppError("unprocessable", "wrong-sport", "Score this match with its timeline events.");
  let entry: LivePlayEntry;
  try {
    entry = await live.play(row.id, update, request.baseVersion, now, {
      source: CONSOLE_SOURCE,
      sourceEventId,
      inputHash,
    });
  } catch (error) {
    // Two copies of one request racing past the replay check: the unique key kept the first.
    if (
      (error as { cause?: { code?: string }; code?: string }).code !== "23505" &&
      (error as { cause?: { code?: string } }).cause?.code !== "23505"
    )
      throw error;
    const first = await replay();
    if (!first) throw error;
    return first;
  }
  if (sport === "tennis" && update.status === "finished") await advanceDraw(db, row.id, now);
  await recordAudit(db, {
    actor: request.actor,
    action: "match.play",
    target: { type: "match", id: row.id },
    before: { version: request.baseVersion },
    after: {
      input: request.input,
      score: [entry.match.home, entry.match.away],
      version: entry.match.version,
    },
    ip: request.ip,
  });
  return { applied: true, entry };
}
