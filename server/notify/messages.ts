import type { LiveEntry, LivePlayEntry, LiveTimelineEvent } from "../live/entry.ts";

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
): PushMessage | null {
  const { event, match } = entry;
  const home = names[match.homeTeamId] ?? "Home";
  const away = names[match.awayTeamId] ?? "Away";
  const score = `${home} ${match.home ?? 0}–${match.away ?? 0} ${away}`;
  const team = event.teamId ? (names[event.teamId] ?? "") : "";
  const base = {
    url: `/match/${entry.matchId}`,
    tag: `match-${entry.matchId}-${entry.seq}`,
    matchId: entry.matchId,
    seq: entry.seq,
  };

  if (entry.kind === "correction") {
    if (!cancelled || !isScoringType(cancelled.type)) return null;
    const whose = cancelled.playerName
      ? `${cancelled.playerName}'s goal`
      : `${names[cancelled.teamId ?? 0] ?? "The"} goal`;
    const reason = typeof event.detail?.reason === "string" ? `: ${event.detail.reason}` : "";
    // A referee's video review rules a goal out; any other correction only puts the record right.
    if (event.detail?.review !== true) {
      return {
        ...base,
        kind: "goal-disallowed",
        title: `Score corrected: ${score}`,
        body: `${whose} (${minuteOf(cancelled)}) was recorded in error and is taken back`,
      };
    }
    return {
      ...base,
      kind: "goal-disallowed",
      title: `Goal disallowed: ${score}`,
      body: `${whose} (${minuteOf(cancelled)}) is ruled out${reason}`,
    };
  }
  if (isScoringType(event.type)) {
    const note = event.type === "penalty-goal" ? " (pen)" : event.type === "own-goal" ? " (own goal)" : "";
    const scorer = event.playerName ? `${event.playerName}${note}, ${team}` : `${team}${note}`;
    return { ...base, kind: "goal", title: `GOAL! ${score}`, body: `${minuteOf(event)} ${scorer}` };
  }
  if (event.type === "red-card" || event.type === "second-yellow") {
    const who = event.playerName ? `${event.playerName}, ${team}` : team;
    const note = event.type === "second-yellow" ? " (second yellow)" : "";
    return {
      ...base,
      kind: "red-card",
      title: `Red card: ${team}`,
      body: `${minuteOf(event)} ${who}${note} · ${score}`,
    };
  }
  if (event.type === "period-start" && event.period === "1H") {
    return {
      ...base,
      kind: "kick-off",
      title: `Kick-off: ${home} v ${away}`,
      body: "The match has started.",
    };
  }
  if (event.type === "period-end" && match.status === "finished") {
    const pens = match.scores.p
      ? `${match.scores.p[0]}–${match.scores.p[1]} on penalties`
      : "Decided on penalties";
    const how = match.period === "AET" ? "After extra time" : match.period === "PEN" ? pens : "Final score";
    return { ...base, kind: "full-time", title: `Full time: ${score}`, body: how };
  }
  return null;
}

/** Tennis sets ("6-4 3-6 7-5") or basketball's overtime, for a final whistle's body. */
function howItEnded(scores: LivePlayEntry["match"]["scores"]): string {
  const sets = Object.entries(scores)
    .filter(([part]) => /^s\d$/.test(part))
    .map(([, games]) => games?.join("-"));
  if (sets.length > 0) return sets.join(" ");
  return scores.ot1 ? "After overtime" : "Final score";
}

/** The start or the end of a tennis or basketball match; null for every other point or basket. */
export function playMessageFor(entry: LivePlayEntry, names: TeamNames): PushMessage | null {
  if (!entry.change) return null;
  const { match } = entry;
  const home = names[match.homeTeamId] ?? "Home";
  const away = names[match.awayTeamId] ?? "Away";
  const base = {
    url: `/match/${entry.matchId}`,
    tag: `match-${entry.matchId}-${entry.seq}`,
    matchId: entry.matchId,
    seq: entry.seq,
  };
  if (entry.change === "start") {
    return {
      ...base,
      kind: "kick-off",
      title: `Under way: ${home} v ${away}`,
      body: "The match has started.",
    };
  }
  return {
    ...base,
    kind: "full-time",
    title: `Final: ${home} ${match.home ?? 0}–${match.away ?? 0} ${away}`,
    body: howItEnded(match.scores),
  };
}
