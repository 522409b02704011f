import type { MatchView } from "./sports-view.ts";
import { kickoffTime } from "./time.ts";

type StatusFields = Pick<MatchView, "status" | "period" | "minute" | "stoppage" | "kickoffAt">;

const SETTLED: Partial<Record<MatchView["status"], string>> = {
  postponed: "Postp.",
  suspended: "Susp.",
  cancelled: "Canc.",
  abandoned: "Aband.",
  awarded: "Awd.",
};

const LIVE_BREAKS: Partial<Record<NonNullable<MatchView["period"]>, string>> = {
  HT: "HT",
  ETHT: "ET HT",
  PEN: "Pens",
};

/** "45+2'" while playing, "HT" at the break, "FT" / "AET" / "Pen" when over, else the kickoff time. */
export function matchClock(match: StatusFields, timeZone: string): string {
  if (match.status === "live") {
    const pause = match.period ? LIVE_BREAKS[match.period] : undefined;
    if (pause) return pause;
    if (match.minute === null) return "Live";
    // Play in its first minute reads 1', as on every scoreboard.
    const minute = Math.max(1, match.minute);
    return match.stoppage ? `${minute}+${match.stoppage}'` : `${minute}'`;
  }
  if (match.status === "finished") {
    if (match.period === "AET") return "AET";
    if (match.period === "PEN") return "Pen";
    return "FT";
  }
  return SETTLED[match.status] ?? kickoffTime(match.kickoffAt, timeZone);
}

export const isLive = (match: Pick<MatchView, "status">) => match.status === "live";

export const hasScore = (match: Pick<MatchView, "status" | "homeScore">) =>
  match.homeScore !== null &&
  (match.status === "live" || match.status === "finished" || match.status === "awarded");

/** Which side won, counting shoot-outs and awarded ties; null for a draw or an unfinished match. */
export function winnerSide(match: MatchView): "home" | "away" | null {
  if (match.winnerTeamId === match.home.id) return "home";
  if (match.winnerTeamId === match.away.id) return "away";
  if (match.status !== "finished" || match.homeScore === null || match.awayScore === null) return null;
  if (match.homeScore === match.awayScore) return null;
  return match.homeScore > match.awayScore ? "home" : "away";
}

/** A result seen from one team: shoot-outs and awarded ties count for the side that went through. */
export function outcomeFor(teamId: number, match: MatchView): "W" | "D" | "L" | null {
  if (match.status !== "finished" && match.status !== "awarded") return null;
  const winner = winnerSide(match);
  if (winner === null) return "D";
  return (winner === "home") === (match.home.id === teamId) ? "W" : "L";
}
