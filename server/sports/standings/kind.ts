/**
 * How a competition ranks its entrants, one answer for the league page and the API: a points table
 * (football, cups' groups too), a win-percentage table (a basketball league), or a draw with no table
 * (a tennis tournament, another sport's knock-out cup).
 */
export type TableKind = "points" | "wins" | "draw";

export function tableKindOf(competition: { sport: string; kind: string }): TableKind {
  if (competition.sport === "football") return "points";
  if (competition.sport === "tennis" || competition.kind === "cup") return "draw";
  return competition.sport === "basketball" ? "wins" : "points";
}
