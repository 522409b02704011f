import { localizedPath } from "../../shared/i18n/locales.ts";
import { defineMessages, sourceTranslator, type Translator } from "../../shared/i18n/messages.ts";
import type { LiveEntry, LivePlayEntry, LiveTimelineEvent } from "../live/entry.ts";

/** The pushes' words; each subscription's pushes are worded in the language it was made in. */
const m = defineMessages({
  home: { id: "push.home", defaultMessage: "Home", description: "A home team without a name" },
  away: { id: "push.away", defaultMessage: "Away" },
  scoreCorrected: { id: "push.score-corrected.title", defaultMessage: "Score corrected: {score}" },
  recordedInError: {
    id: "push.score-corrected.body",
    defaultMessage: "{whose} ({minute}) was recorded in error and is taken back",
  },
  goalDisallowed: { id: "push.goal-disallowed.title", defaultMessage: "Goal disallowed: {score}" },
  ruledOut: { id: "push.goal-disallowed.body", defaultMessage: "{whose} ({minute}) is ruled out{reason}" },
  playersGoal: { id: "push.players-goal", defaultMessage: "{player}'s goal" },
  teamsGoal: { id: "push.teams-goal", defaultMessage: "{team} goal" },
  aGoal: { id: "push.a-goal", defaultMessage: "The goal" },
  goal: { id: "push.goal.title", defaultMessage: "GOAL! {score}" },
  penaltyNote: { id: "push.goal.penalty", defaultMessage: " (pen)" },
  ownGoalNote: { id: "push.goal.own-goal", defaultMessage: " (own goal)" },
  redCard: { id: "push.red-card.title", defaultMessage: "Red card: {team}" },
  secondYellowNote: { id: "push.red-card.second-yellow", defaultMessage: " (second yellow)" },
  kickOff: { id: "push.kick-off.title", defaultMessage: "Kick-off: {home} v {away}" },
  started: { id: "push.kick-off.body", defaultMessage: "The match has started." },
  fullTime: { id: "push.full-time.title", defaultMessage: "Full time: {score}" },
  onPenalties: { id: "push.full-time.on-penalties", defaultMessage: "{home}–{away} on penalties" },
  decidedOnPenalties: { id: "push.full-time.decided-on-penalties", defaultMessage: "Decided on penalties" },
  afterExtraTime: { id: "push.full-time.after-extra-time", defaultMessage: "After extra time" },
  finalScore: { id: "push.full-time.final-score", defaultMessage: "Final score" },
  afterOvertime: { id: "push.full-time.after-overtime", defaultMessage: "After overtime" },
  underWay: { id: "push.under-way.title", defaultMessage: "Under way: {home} v {away}" },
  final: { id: "push.final.title", defaultMessage: "Final: {home} {homeScore}–{awayScore} {away}" },
});

/** What the service worker shows; `tag` lets the browser fold a repeat into one notification. */
export type PushMessage = {
  kind: "goal" | "red-card" | "kick-off" | "full-time" | "goal-disallowed";
  title: string;
  body: string;
  url: string;
  tag: string;
  matchId: number;
  seq: number;
};

export type TeamNames = Record<number, string>;

/** The timeline event a correction cancelled, when it was a goal. */
export type CancelledGoal = Pick<LiveTimelineEvent, "type" | "minute" | "stoppage" | "playerName" | "teamId">;

const SCORING = new Set(["goal", "penalty-goal", "own-goal"]);
export const isScoringType = (type: string) => SCORING.has(type);

const minuteOf = (event: Pick<LiveTimelineEvent, "minute" | "stoppage">) =>
  `${event.minute}${event.stoppage ? `+${event.stoppage}` : ""}'`;

/** Whether an entry is worth a push at all; cheap, so most entries stop here. */
export function isNotifiable(entry: LiveEntry): boolean {
  const { event } = entry;
  if (entry.kind === "correction") return true;
  if (isScoringType(event.type) || event.type === "red-card" || event.type === "second-yellow") return true;
  if (event.type === "period-start") return event.period === "1H";
  return event.type === "period-end" && entry.match.status === "finished";
}

/**
 * The notification for a live log entry, or null when fans are not told about
 * it. A cancelled goal is announced ("Goal disallowed") since the goal itself
 * was; other corrections stay quiet.
 */
export function messageFor(
  entry: LiveEntry,
  names: TeamNames,
  cancelled: CancelledGoal | null,
  t: Translator = sourceTranslator,
): PushMessage | null {
  const { event, match } = entry;
  const home = names[match.homeTeamId] ?? t(m.home);
  const away = names[match.awayTeamId] ?? t(m.away);
  const score = `${home} ${match.home ?? 0}–${match.away ?? 0} ${away}`;
  const team = event.teamId ? (names[event.teamId] ?? "") : "";
  const base = {
    url: localizedPath(t.locale, `/match/${entry.matchId}`),
    tag: `match-${entry.matchId}-${entry.seq}`,
    matchId: entry.matchId,
    seq: entry.seq,
  };

  if (entry.kind === "correction") {
    if (!cancelled || !isScoringType(cancelled.type)) return null;
    const teamName = names[cancelled.teamId ?? 0];
    const whose = cancelled.playerName
      ? t(m.playersGoal, { player: cancelled.playerName })
      : teamName
        ? t(m.teamsGoal, { team: teamName })
        : t(m.aGoal);
    const reason = typeof event.detail?.reason === "string" ? `: ${event.detail.reason}` : "";
    const minute = minuteOf(cancelled);
    // A referee's video review rules a goal out; any other correction only puts the record right.
    if (event.detail?.review !== true) {
      return {
        ...base,
        kind: "goal-disallowed",
        title: t(m.scoreCorrected, { score }),
        body: t(m.recordedInError, { whose, minute }),
      };
    }
    return {
      ...base,
      kind: "goal-disallowed",
      title: t(m.goalDisallowed, { score }),
      body: t(m.ruledOut, { whose, minute, reason }),
    };
  }
  if (isScoringType(event.type)) {
    const note =
      event.type === "penalty-goal" ? t(m.penaltyNote) : event.type === "own-goal" ? t(m.ownGoalNote) : "";
    const scorer = event.playerName ? `${event.playerName}${note}, ${team}` : `${team}${note}`;
    return { ...base, kind: "goal", title: t(m.goal, { score }), body: `${minuteOf(event)} ${scorer}` };
  }
  if (event.type === "red-card" || event.type === "second-yellow") {
    const who = event.playerName ? `${event.playerName}, ${team}` : team;
    const note = event.type === "second-yellow" ? t(m.secondYellowNote) : "";
    return {
      ...base,
      kind: "red-card",
      title: t(m.redCard, { team }),
      body: `${minuteOf(event)} ${who}${note} · ${score}`,
    };
  }
  if (event.type === "period-start" && event.period === "1H") {
    return {
      ...base,
      kind: "kick-off",
      title: t(m.kickOff, { home, away }),
      body: t(m.started),
    };
  }
  if (event.type === "period-end" && match.status === "finished") {
    const pens = match.scores.p
      ? t(m.onPenalties, { home: match.scores.p[0], away: match.scores.p[1] })
      : t(m.decidedOnPenalties);
    const how =
      match.period === "AET" ? t(m.afterExtraTime) : match.period === "PEN" ? pens : t(m.finalScore);
    return { ...base, kind: "full-time", title: t(m.fullTime, { score }), body: how };
  }
  return null;
}

/** Tennis sets ("6-4 3-6 7-5") or basketball's overtime, for a final whistle's body. */
function howItEnded(scores: LivePlayEntry["match"]["scores"], t: Translator): string {
  const sets = Object.entries(scores)
    .filter(([part]) => /^s\d$/.test(part))
    .map(([, games]) => games?.join("-"));
  if (sets.length > 0) return sets.join(" ");
  return scores.ot1 ? t(m.afterOvertime) : t(m.finalScore);
}

/** The start or the end of a tennis or basketball match; null for every other point or basket. */
export function playMessageFor(
  entry: LivePlayEntry,
  names: TeamNames,
  t: Translator = sourceTranslator,
): PushMessage | null {
  if (!entry.change) return null;
  const { match } = entry;
  const home = names[match.homeTeamId] ?? t(m.home);
  const away = names[match.awayTeamId] ?? t(m.away);
  const base = {
    url: localizedPath(t.locale, `/match/${entry.matchId}`),
    tag: `match-${entry.matchId}-${entry.seq}`,
    matchId: entry.matchId,
    seq: entry.seq,
  };
  if (entry.change === "start") {
    return {
      ...base,
      kind: "kick-off",
      title: t(m.underWay, { home, away }),
      body: t(m.started),
    };
  }
  return {
    ...base,
    kind: "full-time",
    title: t(m.final, { home, away, homeScore: match.home ?? 0, awayScore: match.away ?? 0 }),
    body: howItEnded(match.scores, t),
  };
}
