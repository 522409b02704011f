import type { MatchDetail, MatchEventView } from "../../sports/service.ts";

/** A match report's words, written from the match's own events. */
export type ReportText = { title: string; excerpt: string; markdown: string };

const GOALS = new Set(["goal", "penalty-goal", "own-goal"]);
const CARDS = new Set(["yellow-card", "second-yellow", "red-card"]);

export const minuteOf = (event: Pick<MatchEventView, "minute" | "stoppage">) =>
  event.stoppage ? `${event.minute}+${event.stoppage}'` : `${event.minute}'`;

const minutes = (event: Pick<MatchEventView, "minute" | "stoppage">) => minuteOf(event).replace("'", "");

const list = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The goals in order, each with the score it made. */
function goalLines(match: MatchDetail): { lines: string[]; scorers: string[] } {
  let home = 0;
  let away = 0;
  const lines: string[] = [];
  const scorers: string[] = [];
  for (const event of match.events) {
    if (event.cancelled || !GOALS.has(event.type) || !event.side) continue;
    if (event.side === "home") home += 1;
    else away += 1;
    const team = event.side === "home" ? match.home.name : match.away.name;
    const name = event.playerName ?? "Unknown";
    const how = event.type === "penalty-goal" ? ", penalty" : event.type === "own-goal" ? ", own goal" : "";
    lines.push(`- ${minuteOf(event)} ${name}${how}, ${team} (${home}-${away})`);
    scorers.push(event.type === "own-goal" ? `an own goal by ${name}` : name);
  }
  return { lines, scorers };
}

function cardLines(match: MatchDetail): { lines: string[]; yellows: number; sentOff: MatchEventView[] } {
  const cards = match.events.filter((event) => !event.cancelled && CARDS.has(event.type));
  const label = {
    "yellow-card": "yellow card",
    "second-yellow": "second yellow, sent off",
    "red-card": "red card",
  };
  return {
    lines: cards.map((event) => {
      const team = event.side === "home" ? match.home.name : match.away.name;
      return `- ${minuteOf(event)} ${event.playerName ?? "Unknown"}, ${team}: ${label[event.type as keyof typeof label]}`;
    }),
    yellows: cards.filter((event) => event.type === "yellow-card").length,
    sentOff: cards.filter((event) => event.type !== "yellow-card"),
  };
}

/** Who won and how, in the home-away order of the scoreline unless a winner leads it. */
function outcome(match: MatchDetail): { title: string; sentence: string } {
  const h = match.homeScore ?? 0;
  const a = match.awayScore ?? 0;
  const home = match.home.name;
  const away = match.away.name;
  const where = match.venue ? ` at ${match.venue.name}` : "";
  const pens = match.scores.p;
  if (pens) {
    const homeWon = pens[0] > pens[1];
    const [winner, loser] = homeWon ? [home, away] : [away, home];
    return {
      title: `${winner} beat ${loser} on penalties`,
      sentence: `${home} and ${away} finished level at ${h}-${a}${where}, and ${winner} went through ${Math.max(...pens)}-${Math.min(...pens)} on penalties`,
    };
  }
  if (h > a)
    return { title: `${home} beat ${away} ${h}-${a}`, sentence: `${home} beat ${away} ${h}-${a}${where}` };
  if (a > h)
    return {
      title: `${away} win ${a}-${h} at ${home}`,
      sentence: `${away} won ${a}-${h} away to ${home}${where}`,
    };
  return {
    title: `${home} and ${away} draw ${h}-${a}`,
    sentence:
      h === 0
        ? `${home} and ${away} played out a goalless draw${where}`
        : `${home} and ${away} drew ${h}-${a}${where}`,
  };
}

/** The report of a finished match: narrative, the embedded match card, goals and cards. */
export function matchReportText(match: MatchDetail): ReportText {
  const { title, sentence } = outcome(match);
  const goals = goalLines(match);
  const cards = cardLines(match);
  const round = match.round ? `, ${match.round}` : "";
  const first = match.events.find((event) => !event.cancelled && GOALS.has(event.type));
  const tally = new Map<string, number>();
  for (const name of goals.scorers) tally.set(name, (tally.get(name) ?? 0) + 1);
  const braces = [...tally]
    .filter(([, n]) => n > 1)
    .map(([name, n]) => `${name} scored ${n === 2 ? "twice" : `${n} times`}.`);
  const lead = [
    `${sentence} in the ${match.competition.name}${round}.`,
    first
      ? `${first.type === "own-goal" ? `An own goal by ${first.playerName ?? "a defender"}` : (first.playerName ?? "Unknown")} opened the scoring after ${minutes(first)} minutes.`
      : "Neither goalkeeper was beaten.",
    ...braces,
  ].join(" ");
  const discipline = [
    cards.yellows > 0 ? `The referee showed ${plural(cards.yellows, "yellow card")}.` : "",
    ...cards.sentOff.map(
      (event) => `${event.playerName ?? "Unknown"} was sent off after ${minutes(event)} minutes.`,
    ),
  ]
    .filter(Boolean)
    .join(" ");
  const markdown = [
    lead,
    `::match[${match.id}]`,
    goals.lines.length > 0 ? `## Goals\n\n${goals.lines.join("\n")}` : "",
    cards.lines.length > 0 ? `## Cards\n\n${cards.lines.join("\n")}` : "",
    discipline,
    `Full time: ${match.home.name} ${match.homeScore ?? 0}-${match.awayScore ?? 0} ${match.away.name}.`,
  ]
    .filter(Boolean)
    .join("\n\n");
  const excerpt =
    goals.scorers.length > 0
      ? `${match.home.name} ${match.homeScore}-${match.awayScore} ${match.away.name} in the ${match.competition.name}: goals from ${list([...new Set(goals.scorers)])}.`
      : `${match.home.name} and ${match.away.name} share a goalless draw in the ${match.competition.name}.`;
  return { title, excerpt, markdown };
}

/** A short preview of a fixture still to be played. */
export function previewText(match: MatchDetail): ReportText {
  const where = match.venue ? ` at ${match.venue.name}` : "";
  return {
    title: `Preview: ${match.home.name} v ${match.away.name}`,
    excerpt: `${match.home.name} host ${match.away.name} in the ${match.competition.name}.`,
    markdown: [
      `${match.home.name} host ${match.away.name}${where} in the ${match.competition.name}${match.round ? `, ${match.round}` : ""}.`,
      `::match[${match.id}]`,
      "Team news and the line-ups follow an hour before kick-off.",
    ].join("\n\n"),
  };
}
