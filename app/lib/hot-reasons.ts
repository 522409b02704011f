import type { Translator } from "../../shared/i18n/messages.ts";
import { defineMessages, translatorFor } from "./i18n.tsx";
import type { MatchView } from "./sports-view.ts";

const m = defineMessages({
  topFlight: {
    id: "hot.reason.top-flight",
    defaultMessage: "Top flight",
    description: "Why a match is hot: it is in a country's first division",
  },
  secondTier: {
    id: "hot.reason.second-tier",
    defaultMessage: "Second tier",
    description: "A second division",
  },
  lowerTier: {
    id: "hot.reason.lower-tier",
    defaultMessage: "Lower tier",
    description: "A third division or lower",
  },
  level: { id: "hot.reason.level", defaultMessage: "Level", description: "The score is level" },
  oneGoal: {
    id: "hot.reason.one-goal",
    defaultMessage: "One-goal game",
    description: "One side leads by a single goal",
  },
  liveLate: {
    id: "hot.reason.live-late",
    defaultMessage: "Live, tight and late",
    description: "In play, 70 minutes or more gone, at most a goal between the sides",
  },
  liveNow: { id: "hot.reason.live-now", defaultMessage: "Live now" },
  toCome: { id: "hot.reason.to-come", defaultMessage: "Still to come", description: "Not kicked off yet" },
});

type Rated = Pick<MatchView, "status" | "minute" | "homeScore" | "awayScore"> & {
  competition: { tier: number };
};

/**
 * Why a match ranks where it does, in the words of the hot-match score's parts:
 * competition tier, closeness, live state (team strength is folded into the number);
 * in the page's language when given its translator.
 */
export function hotReasons(match: Rated, t: Translator = translatorFor("en")): string[] {
  const reasons: string[] = [];
  reasons.push(
    t(match.competition.tier <= 1 ? m.topFlight : match.competition.tier === 2 ? m.secondTier : m.lowerTier),
  );
  const scored = match.homeScore !== null && match.awayScore !== null && match.status !== "scheduled";
  if (scored) {
    const margin = Math.abs((match.homeScore ?? 0) - (match.awayScore ?? 0));
    if (margin === 0) reasons.push(t(m.level));
    else if (margin === 1) reasons.push(t(m.oneGoal));
  }
  if (match.status === "live") {
    const late =
      (match.minute ?? 0) >= 70 && scored && Math.abs((match.homeScore ?? 0) - (match.awayScore ?? 0)) <= 1;
    reasons.push(t(late ? m.liveLate : m.liveNow));
  } else if (match.status === "scheduled") {
    reasons.push(t(m.toCome));
  }
  return reasons;
}
