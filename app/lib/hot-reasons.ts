import type { MatchView } from "./sports-view.ts";

type Rated = Pick<MatchView, "status" | "minute" | "homeScore" | "awayScore"> & {
  competition: { tier: number };
};

/**
 * Why a match ranks where it does, in the words of the hot-match score's parts:
 * competition tier, closeness, live state (team strength is folded into the number).
 */
export function hotReasons(match: Rated): string[] {
  const reasons: string[] = [];
  reasons.push(
    match.competition.tier <= 1 ? "Top flight" : match.competition.tier === 2 ? "Second tier" : "Lower tier",
  );
  const scored = match.homeScore !== null && match.awayScore !== null && match.status !== "scheduled";
  if (scored) {
    const margin = Math.abs((match.homeScore ?? 0) - (match.awayScore ?? 0));
    if (margin === 0) reasons.push("Level");
    else if (margin === 1) reasons.push("One-goal game");
  }
  if (match.status === "live") {
    const late =
      (match.minute ?? 0) >= 70 && scored && Math.abs((match.homeScore ?? 0) - (match.awayScore ?? 0)) <= 1;
    reasons.push(late ? "Live, tight and late" : "Live now");
  } else if (match.status === "scheduled") {
    reasons.push("Still to come");
  }
  return reasons;
}
