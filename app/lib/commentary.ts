import { directionOf } from "../../shared/i18n/locales.ts";
import type { Translator } from "../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor, translatorFor } from "./i18n.tsx";
import type { MatchEventView, MatchPeriod } from "./sports-view.ts";

/** One line of the text commentary: the minute and what happened, in words. */
export type CommentaryLine = { id: number; minute: string; text: string; key: boolean };

const SCORING = new Set(["goal", "penalty-goal", "own-goal"]);

// Each sentence whole, with its names as placeholders. {score} is the running score, home's goals
// first ("1–2"); it always follows the home team's name and comes before the away team's.
const m = defineMessages({
  kickOff: { id: "match.commentary.kick-off", defaultMessage: "Kick-off! The match is under way." },
  secondHalf: { id: "match.commentary.second-half", defaultMessage: "The second half is under way." },
  extraTime: { id: "match.commentary.extra-time", defaultMessage: "Extra time begins." },
  extraTimeSecondHalf: {
    id: "match.commentary.extra-time-second-half",
    defaultMessage: "The second half of extra time is under way.",
  },
  shootoutBegins: {
    id: "match.commentary.shootout-begins",
    defaultMessage: "The penalty shoot-out begins.",
  },
  playResumes: { id: "match.commentary.play-resumes", defaultMessage: "Play resumes." },
  halfTime: {
    id: "match.commentary.half-time",
    defaultMessage: "Half-time: {home} {score} {away}.",
    description: "{score} is the score, e.g. 1–0, home's goals first",
  },
  fullTime: { id: "match.commentary.full-time", defaultMessage: "Full-time: {home} {score} {away}." },
  extraTimeHalfTime: {
    id: "match.commentary.extra-time-half-time",
    defaultMessage: "Half-time in extra time: {home} {score} {away}.",
  },
  extraTimeOver: {
    id: "match.commentary.extra-time-over",
    defaultMessage: "The end of extra time: {home} {score} {away}.",
  },
  shootoutOver: {
    id: "match.commentary.shootout-over",
    defaultMessage: "The shoot-out is over: {home} {score} {away}.",
  },
  periodOver: {
    id: "match.commentary.period-over",
    defaultMessage: "The period ends: {home} {score} {away}.",
  },
  scoreLine: {
    id: "match.commentary.score-line",
    defaultMessage: "{home} {score} {away}.",
    description: "The score after a goal, as its own sentence",
  },
  ruledOut: {
    id: "match.commentary.ruled-out",
    defaultMessage: "It is ruled out.",
    description: "Follows a goal or a card later cancelled (by VAR or a correction)",
  },
  twoSentences: {
    id: "match.commentary.two-sentences",
    defaultMessage: "{first} {second}",
    description: "Joins a line's two sentences (an event, then the score or «It is ruled out.»)",
  },
  goal: { id: "match.commentary.goal", defaultMessage: "Goal! {player} scores for {team}." },
  goalAssisted: {
    id: "match.commentary.goal-assisted",
    defaultMessage: "Goal! {player} scores for {team}, set up by {assist}.",
    description: "{assist} is the player who made the goal",
  },
  penaltyGoal: {
    id: "match.commentary.penalty-goal",
    defaultMessage: "Goal! {player} converts the penalty for {team}.",
  },
  ownGoal: {
    id: "match.commentary.own-goal",
    defaultMessage: "Own goal! {player} of {team} turns it into their own net.",
    description: "{team} is the player's own team, which the goal counts against",
  },
  missedPenalty: {
    id: "match.commentary.missed-penalty",
    defaultMessage: "Penalty missed! {player} fails to score for {team}.",
  },
  yellowCard: {
    id: "match.commentary.yellow-card",
    defaultMessage: "{player} ({team}) is shown a yellow card.",
  },
  secondYellow: {
    id: "match.commentary.second-yellow",
    defaultMessage: "{player} ({team}) is sent off for a second yellow card.",
  },
  redCard: { id: "match.commentary.red-card", defaultMessage: "Red card! {player} ({team}) is sent off." },
  substitution: {
    id: "match.commentary.substitution",
    defaultMessage: "Substitution for {team}: {playerIn} comes on for {playerOut}.",
  },
  varOverturned: {
    id: "match.commentary.var-overturned",
    defaultMessage: "VAR review: {reason}.",
    description:
      "A video review overturned a decision; {reason} is the referee's reason as recorded (e.g. Offside)",
  },
  varOverturnedNoReason: {
    id: "match.commentary.var-overturned-no-reason",
    defaultMessage: "VAR review: the decision is overturned.",
  },
  correction: {
    id: "match.commentary.correction",
    defaultMessage: "Correction: the previous entry was recorded in error.",
  },
  varChecking: {
    id: "match.commentary.var-checking",
    defaultMessage: "VAR is checking: {reason}.",
    description: "{reason} is what is reviewed, as recorded (e.g. Possible penalty)",
  },
  varCheckingDecision: {
    id: "match.commentary.var-checking-decision",
    defaultMessage: "VAR is checking a decision.",
  },
  shootoutScored: {
    id: "match.commentary.shootout-scored",
    defaultMessage: "{player} scores from the spot for {team} in the shoot-out.",
  },
  shootoutMissed: {
    id: "match.commentary.shootout-missed",
    defaultMessage: "{player} misses for {team} in the shoot-out.",
  },
  otherEvent: {
    id: "match.commentary.other-event",
    defaultMessage: "{player}: {event}.",
    description: "An event of a kind this page does not know; {event} is its code name (in English)",
  },
  aPlayer: {
    id: "match.commentary.a-player",
    defaultMessage: "A player",
    description: "Stands in for {player} in these sentences when the feed gave no name",
  },
  theirSide: {
    id: "match.commentary.their-side",
    defaultMessage: "their side",
    description: "Stands in for {team} («scores for their side») when the feed gave no team",
  },
  theOtherSide: {
    id: "match.commentary.the-other-side",
    defaultMessage: "the other side",
    description: "Stands in for {team} in the own goal sentence when the feed gave no team",
  },
  aSide: {
    id: "match.commentary.a-side",
    defaultMessage: "a side",
    description: "Stands in for {team} in «Substitution for {team}» when the feed gave no team",
  },
});

const STARTS: Partial<Record<MatchPeriod, MessageDescriptor>> = {
  "1H": m.kickOff,
  "2H": m.secondHalf,
  ET1: m.extraTime,
  ET2: m.extraTimeSecondHalf,
  PEN: m.shootoutBegins,
};
const ENDS: Partial<Record<MatchPeriod, MessageDescriptor>> = {
  "1H": m.halfTime,
  "2H": m.fullTime,
  ET1: m.extraTimeHalfTime,
  ET2: m.extraTimeOver,
  PEN: m.shootoutOver,
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
  t: Translator = translatorFor("en"),
): CommentaryLine[] {
  const score = { home: 0, away: 0 };
  const teamOf = (side: MatchEventView["side"]) =>
    side === "away" ? teams.away : side === "home" ? teams.home : null;
  const otherTeam = (side: MatchEventView["side"]) =>
    teamOf(side === "home" ? "away" : side === "away" ? "home" : null);
  // Home's goals first, read left to right in every language: isolated so right-to-left text keeps them in order.
  const rtl = directionOf(t.locale) === "rtl";
  const scoreNow = () => (rtl ? `\u2066${score.home}–${score.away}\u2069` : `${score.home}–${score.away}`);
  const names = { home: teams.home, away: teams.away };
  const scoreLine = () => t(m.scoreLine, { ...names, score: scoreNow() });
  const both = (first: string, second: string) => t(m.twoSentences, { first, second });
  const who = (name: string | null) => name ?? t(m.aPlayer);

  const lines = events.map((event): CommentaryLine => {
    const team = teamOf(event.side);
    const player = who(event.playerName);
    const line = (text: string, key = false) => ({ id: event.id, minute: minuteOf(event), text, key });
    if (SCORING.has(event.type) && !event.cancelled && event.side) score[event.side] += 1;
    // A goal tells the score it makes, or that it was ruled out; a card only that it was.
    const thenScore = (text: string) => both(text, event.cancelled ? t(m.ruledOut) : scoreLine());
    const unlessRuledOut = (text: string) => (event.cancelled ? both(text, t(m.ruledOut)) : text);
    const theirs = team ?? t(m.theirSide);
    switch (event.type) {
      case "goal":
        return line(
          thenScore(
            event.secondaryPlayerName
              ? t(m.goalAssisted, { player, team: theirs, assist: event.secondaryPlayerName })
              : t(m.goal, { player, team: theirs }),
          ),
          true,
        );
      case "penalty-goal":
        return line(thenScore(t(m.penaltyGoal, { player, team: theirs })), true);
      case "own-goal":
        // The side of an own goal is the team it counts for; the player is the other side's.
        return line(
          thenScore(t(m.ownGoal, { player, team: otherTeam(event.side) ?? t(m.theOtherSide) })),
          true,
        );
      case "missed-penalty":
        return line(t(m.missedPenalty, { player, team: theirs }));
      case "yellow-card":
        return line(unlessRuledOut(t(m.yellowCard, { player, team: team ?? "—" })));
      case "second-yellow":
        return line(unlessRuledOut(t(m.secondYellow, { player, team: team ?? "—" })), true);
      case "red-card":
        return line(unlessRuledOut(t(m.redCard, { player, team: team ?? "—" })), true);
      case "substitution":
        return line(
          t(m.substitution, {
            team: team ?? t(m.aSide),
            playerIn: who(event.secondaryPlayerName),
            playerOut: player,
          }),
        );
      case "var": {
        const review = event.detail?.review === true;
        const reason = event.detail?.reason ? String(event.detail.reason) : null;
        if (event.detail?.decision === "cancelled") {
          if (!review) return line(t(m.correction));
          return line(reason ? t(m.varOverturned, { reason }) : t(m.varOverturnedNoReason));
        }
        return line(reason ? t(m.varChecking, { reason }) : t(m.varCheckingDecision));
      }
      case "period-start":
        return line(t(STARTS[event.period ?? "1H"] ?? m.playResumes));
      case "period-end":
        return line(
          t(ENDS[event.period ?? "2H"] ?? m.periodOver, { ...names, score: scoreNow() }),
          event.period === "2H",
        );
      case "shootout-goal":
        return line(t(m.shootoutScored, { player, team: theirs }));
      case "shootout-miss":
        return line(t(m.shootoutMissed, { player, team: theirs }));
    }
    // A kind of event this page does not know yet still has its minute in the commentary.
    return line(t(m.otherEvent, { player, event: String(event.type).replace(/-/g, " ") }));
  });
  // A match under way whose feed sent no kick-off (most feeds send only incidents) still began: the
  // commentary says so from the first minute, rather than waiting for a goal or a card.
  const toldKickOff = events.some(
    (event) => event.type === "period-start" && (event.period ?? "1H") === "1H",
  );
  if (options.started && !toldKickOff) lines.unshift({ id: 0, minute: "0'", text: t(m.kickOff), key: false });
  return lines.reverse();
}
