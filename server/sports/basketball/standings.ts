/**
 * Basketball standings: win percentage, not points, and no draws. Teams level on percentage are
 * split by their head-to-head record among themselves (applied again to any smaller group it leaves
 * level), then by overall point difference, then by points scored.
 */

export type StandingTeam = { id: number; name: string; group?: string | null };
/** A finished game as the table reads it. */
export type StandingResult = { homeTeamId: number; awayTeamId: number; homeScore: number; awayScore: number };

export type BasketballStandingRow = {
  position: number;
  teamId: number;
  played: number;
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDifference: number;
  /** Share of games won, to three decimals (0.667). */
  pct: number;
  /** As the table prints it: ".667", "1.000". */
  pctText: string;
  /** Games behind the group's leader: ((leader W − W) + (L − leader L)) / 2. */
  gamesBehind: number;
  /** "—" level with the leader, else "1.5", "3.0". */
  gamesBehindText: string;
};

export type BasketballStandingGroup = { group: string | null; rows: BasketballStandingRow[] };

type WinLoss = { won: number; lost: number };

/** a is ahead of b on win percentage (> 0), level (0) or behind (< 0); no games counts as .000. */
const comparePct = (a: WinLoss, b: WinLoss) => {
  const pa = a.won + a.lost;
  const pb = b.won + b.lost;
  if (pa === 0 || pb === 0) return (pa === 0 ? 0 : a.won / pa) - (pb === 0 ? 0 : b.won / pb);
  return a.won * pb - b.won * pa;
};

export const pctText = (won: number, played: number) => {
  const pct = played === 0 ? 0 : won / played;
  return pct === 1 ? "1.000" : pct.toFixed(3).slice(1);
};

/** Splits an ordered list into runs that `same` calls level. */
function runs<T>(items: T[], same: (a: T, b: T) => boolean): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const last = out.at(-1);
    if (last && same(last[0] as T, item)) last.push(item);
    else out.push([item]);
  }
  return out;
}

export function basketballStandings(
  teams: StandingTeam[],
  results: StandingResult[],
): BasketballStandingGroup[] {
  const lines = new Map(
    teams.map((team) => [team.id, { team, played: 0, won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0 }]),
  );
  for (const r of results) {
    if (r.homeScore === r.awayScore) throw new Error("basketball-result-level");
    for (const [id, scored, conceded] of [
      [r.homeTeamId, r.homeScore, r.awayScore],
      [r.awayTeamId, r.awayScore, r.homeScore],
    ] as const) {
      const line = lines.get(id);
      if (!line) continue;
      line.played += 1;
      line.pointsFor += scored;
      line.pointsAgainst += conceded;
      if (scored > conceded) line.won += 1;
      else line.lost += 1;
    }
  }
  type Line = NonNullable<ReturnType<typeof lines.get>>;

  /** Wins and losses of each tied team in the games among them. */
  const headToHead = (tied: Line[]) => {
    const ids = new Set(tied.map((l) => l.team.id));
    const record = new Map(tied.map((l) => [l.team.id, { won: 0, lost: 0 }]));
    for (const r of results) {
      if (!ids.has(r.homeTeamId) || !ids.has(r.awayTeamId)) continue;
      const winner = r.homeScore > r.awayScore ? r.homeTeamId : r.awayTeamId;
      const loser = winner === r.homeTeamId ? r.awayTeamId : r.homeTeamId;
      (record.get(winner) as WinLoss).won += 1;
      (record.get(loser) as WinLoss).lost += 1;
    }
    return record;
  };

  const byPointsThenName = (a: Line, b: Line) =>
    b.pointsFor - b.pointsAgainst - (a.pointsFor - a.pointsAgainst) ||
    b.pointsFor - a.pointsFor ||
    a.team.name.localeCompare(b.team.name);

  const breakTie = (tied: Line[]): Line[] => {
    if (tied.length < 2) return tied;
    const h2h = headToHead(tied);
    const record = (l: Line) => h2h.get(l.team.id) as WinLoss;
    // Head-to-head counts only when every tied team has met another of them.
    if (tied.some((l) => record(l).won + record(l).lost === 0)) return [...tied].sort(byPointsThenName);
    const ordered = [...tied].sort((a, b) => comparePct(record(b), record(a)));
    const levels = runs(ordered, (a, b) => comparePct(record(a), record(b)) === 0);
    if (levels.length === 1) return ordered.sort(byPointsThenName);
    return levels.flatMap(breakTie);
  };

  // Conferences in alphabetical order (East before West), teams without one last: the same order
  // whatever order the clubs were read in.
  const groups = [...new Set(teams.map((t) => t.group ?? null))].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : a.localeCompare(b),
  );
  return groups.map((group) => {
    const members = [...lines.values()].filter((l) => (l.team.group ?? null) === group);
    const ordered = runs(
      members.sort((a, b) => comparePct(b, a)),
      (a, b) => comparePct(a, b) === 0,
    ).flatMap(breakTie);
    const leader = ordered[0];
    const rows = ordered.map((l, i): BasketballStandingRow => {
      const gamesBehind = leader ? (leader.won - l.won + (l.lost - leader.lost)) / 2 : 0;
      return {
        position: i + 1,
        teamId: l.team.id,
        played: l.played,
        won: l.won,
        lost: l.lost,
        pointsFor: l.pointsFor,
        pointsAgainst: l.pointsAgainst,
        pointDifference: l.pointsFor - l.pointsAgainst,
        pct: l.played === 0 ? 0 : Math.round((l.won / l.played) * 1000) / 1000,
        pctText: pctText(l.won, l.played),
        gamesBehind,
        gamesBehindText: gamesBehind === 0 ? "—" : gamesBehind.toFixed(1),
      };
    });
    return { group, rows };
  });
}
