import type { MatchEventView, MatchPeriod } from "./sports-view.ts";

/** One line of the text commentary: the minute and what happened, in words. */
export type CommentaryLine = { id: number; minute: string; text: string; key: boolean };

const SCORING = new Set(["goal", "penalty-goal", "own-goal"]);

const STARTS: Partial<Record<MatchPeriod, string>> = {
  "1H": "Kick-off! The match is under way.",
  "2H": "The second half is under way.",
  ET1: "Extra time begins.",
  ET2: "The second half of extra time is under way.",
  PEN: "The penalty shoot-out begins.",
};
const ENDS: Partial<Record<MatchPeriod, string>> = {
  "1H": "Half-time",
  "2H": "Full-time",
  ET1: "Half-time in extra time",
  ET2: "The end of extra time",
  PEN: "The shoot-out is over",
};

const minuteOf = (event: MatchEventView) =>
  event.stoppage ? `${event.minute}+${event.stoppage}'` : `${event.minute}'`;

/**
 * The match told in plain language from its events, newest first, as a commentator would: each goal
 * with the score it makes, cards, changes, reviews and the periods. Events later ruled out are said
 * to be, and leave the running score alone. Derived from the same events as the timeline, so it
 * moves with the live stream.
 */
export function commentaryOf(
  events: readonly MatchEventView[],
  teams: { home: string; away: string },
  options: { started?: boolean } = {},
): CommentaryLine[] {
  const score = { home: 0, away: 0 };
  const teamOf = (side: MatchEventView["side"]) =>
    side === "away" ? teams.away : side === "home" ? teams.home : null;
  const otherTeam = (side: MatchEventView["side"]) =>
    teamOf(side === "home" ? "away" : side === "away" ? "home" : null);
  const scoreLine = () => `${teams.home} ${score.home}–${score.away} ${teams.away}.`;
  const who = (name: string | null) => name ?? "A player";

  const lines = events.map((event): CommentaryLine => {
    const team = teamOf(event.side);
    const player = who(event.playerName);
    const line = (text: string, key = false) => ({ id: event.id, minute: minuteOf(event), text, key });
    if (SCORING.has(event.type) && !event.cancelled && event.side) score[event.side] += 1;
    const ruledOut = event.cancelled ? " It is ruled out." : "";
    switch (event.type) {
      case "goal": {
        const assist = event.secondaryPlayerName ? `, set up by ${event.secondaryPlayerName}` : "";
        return line(
          `Goal! ${player} scores for ${team ?? "their side"}${assist}.${ruledOut || ` ${scoreLine()}`}`,
          true,
        );
      }
      case "penalty-goal":
        return line(
          `Goal! ${player} converts the penalty for ${team ?? "their side"}.${ruledOut || ` ${scoreLine()}`}`,
          true,
        );
      case "own-goal":
        // The side of an own goal is the team it counts for; the player is the other side's.
        return line(
          `Own goal! ${player} of ${otherTeam(event.side) ?? "the other side"} turns it into their own net.${ruledOut || ` ${scoreLine()}`}`,
          true,
        );
      case "missed-penalty":
        return line(`Penalty missed! ${player} fails to score for ${team ?? "their side"}.`);
      case "yellow-card":
        return line(`${player} (${team ?? "—"}) is shown a yellow card.${ruledOut}`);
      case "second-yellow":
        return line(`${player} (${team ?? "—"}) is sent off for a second yellow card.${ruledOut}`, true);
      case "red-card":
        return line(`Red card! ${player} (${team ?? "—"}) is sent off.${ruledOut}`, true);
      case "substitution":
        return line(
          `Substitution for ${team ?? "a side"}: ${who(event.secondaryPlayerName)} comes on for ${player}.`,
        );
      case "var": {
        const review = event.detail?.review === true;
        if (event.detail?.decision === "cancelled") {
          return line(
            review
              ? `VAR review: ${String(event.detail?.reason ?? "the decision is overturned")}.`
              : "Correction: the previous entry was recorded in error.",
          );
        }
        return line(
          `VAR is checking${event.detail?.reason ? `: ${String(event.detail.reason)}` : " a decision"}.`,
        );
      }
      case "period-start":
        return line(STARTS[event.period ?? "1H"] ?? "Play resumes.");
      case "period-end":
        return line(
          `${ENDS[event.period ?? "2H"] ?? "The period ends"}: ${scoreLine()}`,
          event.period === "2H",
        );
      case "shootout-goal":
        return line(`${player} scores from the spot for ${team ?? "their side"} in the shoot-out.`);
      case "shootout-miss":
        return line(`${player} misses for ${team ?? "their side"} in the shoot-out.`);
    }
    // A kind of event this page does not know yet still has its minute in the commentary.
    return line(`${player}: ${String(event.type).replace(/-/g, " ")}.`);
  });
  // A match under way whose feed sent no kick-off (most feeds send only incidents) still began: the
  // commentary says so from the first minute, rather than waiting for a goal or a card.
  const toldKickOff = events.some(
    (event) => event.type === "period-start" && (event.period ?? "1H") === "1H",
  );
  if (options.started && !toldKickOff)
    lines.unshift({ id: 0, minute: "0'", text: STARTS["1H"]!, key: false });
  return lines.reverse();
}
