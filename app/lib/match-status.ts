import type { Translator } from "../../shared/i18n/messages.ts";
import { glossary as g } from "./glossary.ts";
import { type MessageDescriptor, translatorFor } from "./i18n.tsx";
import type { MatchView } from "./sports-view.ts";
import { kickoffTime } from "./time.ts";

type StatusFields = Pick<MatchView, "status" | "period" | "minute" | "stoppage" | "kickoffAt"> &
  Partial<Pick<MatchView, "sport" | "scores" | "play">>;

const SETTLED: Partial<Record<MatchView["status"], MessageDescriptor>> = {
  postponed: g.postponedShort,
  suspended: g.suspendedShort,
  cancelled: g.cancelledShort,
  abandoned: g.abandonedShort,
  awarded: g.awardedShort,
};

const LIVE_BREAKS: Partial<Record<NonNullable<MatchView["period"]>, MessageDescriptor>> = {
  HT: g.halfTimeShort,
  ETHT: g.extraTimeHalfTimeShort,
  PEN: g.penaltiesLiveShort,
};

/**
 * "45+2'" while playing, "HT" at the break, "FT" / "AET" / "Pen" when over, else the kickoff time;
 * in the page's language when given its translator.
 */
export function matchClock(
  match: StatusFields,
  timeZone: string,
  t: Translator = translatorFor("en"),
): string {
  // What this match may turn into before the rest of the language arrives: the page keeps those words.
  if (match.status === "live") t.keep(g.suspendedShort, g.abandonedShort);
  else if (match.status === "scheduled") t.keep(g.postponedShort, g.cancelledShort);
  if (match.status === "live" && match.sport === "tennis")
    return t(g.set, { number: setsStarted(match.scores) });
  if (match.status === "live" && match.sport === "basketball") return basketballClock(match.play, t);
  if (match.status === "live") {
    const pause = match.period ? LIVE_BREAKS[match.period] : undefined;
    if (pause) return t(pause);
    if (match.minute === null) return t(g.live);
    // Play in its first minute reads 1', as on every scoreboard.
    const minute = Math.max(1, match.minute);
    return match.stoppage ? `${minute}+${match.stoppage}'` : `${minute}'`;
  }
  if (match.status === "finished") {
    if (match.period === "AET") return t(g.afterExtraTimeShort);
    if (match.period === "PEN") return t(g.penaltiesShort);
    return t(g.fullTimeShort);
  }
  const settled = SETTLED[match.status];
  return settled ? t(settled) : kickoffTime(match.kickoffAt, timeZone);
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

/** Basketball: "Q3 5:12" while a quarter runs, "HT" or "End Q1" at a break. */
function basketballClock(play: MatchView["play"], t: Translator): string {
  // At a break or before its first label a game still moves on to a quarter or overtime: the page
  // keeps those words, which it may have to say before the rest of its language arrives.
  t.keep(g.quarterShort, g.overtimeShort, g.endOfQuarterShort);
  if (!play?.label) return t(g.live);
  const label = periodLabel(play.label, t);
  if (!/^(Q|OT)\d+$/.test(play.label) || play.clockLeft === undefined) return label;
  const left = Math.max(0, Math.ceil(play.clockLeft));
  return `${label} ${Math.floor(left / 60)}:${String(left % 60).padStart(2, "0")}`;
}

/** A basketball period's label from the feed ("Q3", "OT1", "HT", "End Q1") in the page's language. */
export function periodLabel(label: string, t: Translator): string {
  const quarter = /^Q(\d+)$/.exec(label);
  if (quarter) return t(g.quarterShort, { number: Number(quarter[1]) });
  const overtime = /^OT(\d+)$/.exec(label);
  if (overtime) return t(g.overtimeShort, { number: Number(overtime[1]) });
  const ended = /^End Q(\d+)$/.exec(label);
  if (ended) return t(g.endOfQuarterShort, { number: Number(ended[1]) });
  if (label === "HT") return t(g.halfTimeShort);
  return label;
}

/** Tennis: sets started so far (the last is in play), from the `s1`…`s5` keys. */
export function setsStarted(scores: MatchView["scores"] | undefined): number {
  let sets = 0;
  while (scores?.[`s${sets + 1}`]) sets += 1;
  return Math.max(1, sets);
}

/**
 * Tennis: each set's games seen from one side, as a player's results print them: `[mine, theirs]`,
 * with the loser's tie-break points where one was played ("7-6⁵"); a deciding match tie-break, stored
 * as a 1-0 set, is its points instead ("[10-8]").
 */
export function setsSeenBy(scores: MatchView["scores"], side: "home" | "away") {
  const seen = (pair: [number, number]): [number, number] => (side === "home" ? pair : [pair[1], pair[0]]);
  const sets: Array<{
    set: string;
    games: [number, number];
    tieBreak: number | null;
    matchTieBreak: boolean;
  }> = [];
  for (let set = 1; scores[`s${set}`]; set++) {
    const games = scores[`s${set}`]!;
    const points = scores[`s${set}tb`];
    const matchTieBreak = points !== undefined && Math.max(...games) === 1;
    sets.push({
      set: `s${set}`,
      games: seen(matchTieBreak && points ? points : games),
      tieBreak: points && !matchTieBreak ? Math.min(...points) : null,
      matchTieBreak,
    });
  }
  return sets;
}

/** Tennis: each set's games for one side, as a row shows them beside the sets won. */
export function setGames(scores: MatchView["scores"], side: "home" | "away") {
  const games: Array<{ set: string; games: number }> = [];
  for (let set = 1; scores[`s${set}`]; set++) {
    games.push({ set: `s${set}`, games: scores[`s${set}`]![side === "home" ? 0 : 1] });
  }
  return games;
}
