import { rankTeams } from "./tie-breaks.ts";
import type { FormResult, TableLine, TableOptions, TableResult, TableTeam, TableType } from "./types.ts";

export type { FormResult, TableLine, TableOptions, TableResult, TableTeam, TableType };

/** Which side of a result counts for a team in a home or away table. */
function counts(type: TableType, side: "home" | "away"): boolean {
  return type === "total" || type === side;
}

/** Builds a league table from results: one line per team, ranked by the competition's rule. */
export function computeTable(options: TableOptions): TableLine[] {
  const type = options.type ?? "total";
  const win = options.pointsForWin ?? 3;
  const lines = new Map<number, TableLine>();
  for (const team of options.teams) {
    const adjustment = type === "total" ? (options.adjustments?.get(team.id) ?? 0) : 0;
    lines.set(team.id, {
      position: 0,
      teamId: team.id,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      points: adjustment,
      adjustment,
      form: [],
      live: false,
    });
  }
  const ordered = [...options.results].sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt));
  const counted: TableResult[] = [];
  for (const result of ordered) {
    const home = lines.get(result.homeTeamId);
    const away = lines.get(result.awayTeamId);
    if (!home || !away) continue;
    counted.push(result);
    if (counts(type, "home")) record(home, result.homeScore, result.awayScore, result.live, win);
    if (counts(type, "away")) record(away, result.awayScore, result.homeScore, result.live, win);
  }
  // Head-to-head rules only make sense over the whole season, so split tables rank plainly.
  const rule = type === "total" ? options.rule : "points-gd-gf";
  const names = new Map(options.teams.map((team) => [team.id, team.name]));
  const ranked = rankTeams([...lines.values()], {
    rule,
    results: counted,
    names,
    win,
    fairPlay: options.fairPlay,
  });
  return ranked.map((line, index) => ({ ...line, position: index + 1 }));
}

function record(line: TableLine, scored: number, conceded: number, live: boolean, win: number): void {
  line.played += 1;
  line.goalsFor += scored;
  line.goalsAgainst += conceded;
  line.goalDifference = line.goalsFor - line.goalsAgainst;
  const outcome: FormResult = scored > conceded ? "W" : scored === conceded ? "D" : "L";
  if (outcome === "W") {
    line.won += 1;
    line.points += win;
  } else if (outcome === "D") {
    line.drawn += 1;
    line.points += 1;
  } else {
    line.lost += 1;
  }
  if (live) line.live = true;
  else line.form = [...line.form, outcome].slice(-5);
}
