import type { TieBreakRule } from "../schema.ts";
import type { TableLine, TableResult } from "./types.ts";

type RankContext = {
  rule: TieBreakRule;
  results: TableResult[];
  names: Map<number, string>;
  win: number;
  fairPlay?: Map<number, number>;
};

type MiniLine = { points: number; goalDifference: number; goalsFor: number };

/** Splits an already sorted list into runs that compare equal. */
function runs<T>(items: T[], compare: (a: T, b: T) => number): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && compare(last[0]!, item) === 0) last.push(item);
    else out.push([item]);
  }
  return out;
}

const byPoints = (a: TableLine, b: TableLine) => b.points - a.points;
const byOverall = (a: TableLine, b: TableLine) =>
  b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor;

/** The table among a set of teams from only their meetings with each other. */
function miniTable(ids: Set<number>, ctx: RankContext): Map<number, MiniLine> {
  const mini = new Map<number, MiniLine>();
  for (const id of ids) mini.set(id, { points: 0, goalDifference: 0, goalsFor: 0 });
  for (const result of ctx.results) {
    if (!ids.has(result.homeTeamId) || !ids.has(result.awayTeamId)) continue;
    const home = mini.get(result.homeTeamId)!;
    const away = mini.get(result.awayTeamId)!;
    home.goalsFor += result.homeScore;
    away.goalsFor += result.awayScore;
    home.goalDifference += result.homeScore - result.awayScore;
    away.goalDifference += result.awayScore - result.homeScore;
    if (result.homeScore > result.awayScore) home.points += ctx.win;
    else if (result.homeScore < result.awayScore) away.points += ctx.win;
    else {
      home.points += 1;
      away.points += 1;
    }
  }
  return mini;
}

/**
 * Orders teams tied so far by their head-to-head mini-table; when that
 * separates some of them, the still-tied subsets get a fresh mini-table of
 * their own (three-way ties), and only a tie it cannot break goes to `rest`.
 */
function headToHead(
  tied: TableLine[],
  ctx: RankContext,
  withGoalsFor: boolean,
  rest: (lines: TableLine[]) => TableLine[],
): TableLine[] {
  if (tied.length < 2) return tied;
  const mini = miniTable(new Set(tied.map((line) => line.teamId)), ctx);
  const compare = (a: TableLine, b: TableLine) => {
    const x = mini.get(a.teamId)!;
    const y = mini.get(b.teamId)!;
    return (
      y.points - x.points ||
      y.goalDifference - x.goalDifference ||
      (withGoalsFor ? y.goalsFor - x.goalsFor : 0)
    );
  };
  const groups = runs([...tied].sort(compare), compare);
  if (groups.length === 1) return rest(tied);
  return groups.flatMap((group) => headToHead(group, ctx, withGoalsFor, rest));
}

/** Drawing of lots, made reproducible: alphabetical by name. */
function byName(lines: TableLine[], ctx: RankContext): TableLine[] {
  const name = (line: TableLine) => ctx.names.get(line.teamId) ?? "";
  return [...lines].sort((a, b) => name(a).localeCompare(name(b)));
}

function overallThenName(lines: TableLine[], ctx: RankContext): TableLine[] {
  const sorted = byName(lines, ctx).sort(
    (a, b) => b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor,
  );
  return sorted;
}

function fairPlayThenName(lines: TableLine[], ctx: RankContext): TableLine[] {
  const score = (line: TableLine) => ctx.fairPlay?.get(line.teamId) ?? 0;
  return byName(lines, ctx).sort((a, b) => score(b) - score(a));
}

/** Ranks table lines by a competition's tie-break rule. */
export function rankTeams(lines: TableLine[], ctx: RankContext): TableLine[] {
  switch (ctx.rule) {
    case "points-gd-gf":
      return runs([...lines].sort(byOverall), byOverall).flatMap((group) => byName(group, ctx));
    case "head-to-head":
      // La Liga and Serie A: points, then head-to-head among all teams level on points, then overall GD, GF.
      return runs([...lines].sort(byPoints), byPoints).flatMap((group) =>
        headToHead(group, ctx, false, (still) => overallThenName(still, ctx)),
      );
    case "fifa-group":
      // FIFA: points, GD, goals; then head-to-head points, GD, goals; then fair play; then lots.
      return runs([...lines].sort(byOverall), byOverall).flatMap((group) =>
        headToHead(group, ctx, true, (still) => fairPlayThenName(still, ctx)),
      );
  }
}
