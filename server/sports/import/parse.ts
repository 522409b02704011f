import { isCalendarDate, isTimeZone, zonedInstant } from "../queries/zoned-day.ts";
import type { MatchStatus, PeriodScores } from "../schema.ts";
import { type CompetitionInfo, competitionInfo } from "./catalog.ts";

export type ParsedGoal = {
  side: "home" | "away";
  name: string;
  minute: number;
  stoppage: number | null;
  penalty: boolean;
  ownGoal: boolean;
};

export type ParsedMatch = {
  /** Stable within a season: round and teams, plus a counter for repeated rows. */
  key: string;
  round: string | null;
  roundNumber: number | null;
  stage: { name: string; kind: "table" | "knockout" } | null;
  group: string | null;
  home: string;
  away: string;
  kickoffAt: Date;
  status: MatchStatus;
  scores: PeriodScores;
  ground: string | null;
  goals: ParsedGoal[];
};

export type ImportProblem = { file: string; match?: number; reason: string };

export type ParsedFile = {
  file: string;
  /** "en.1", "worldcup", "uefa.cl". */
  code: string;
  /** "2023/24" or "2022". */
  season: string;
  name: string;
  info: CompetitionInfo;
  matches: ParsedMatch[];
  problems: ImportProblem[];
};

/** Why a file holds no matches to import (groups, squads, stadiums), or null when it does. */
export type ParseOutcome = { parsed: ParsedFile } | { skipped: string } | { problem: ImportProblem };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where a file sits says what it is: football.json/2023-24/en.1.json, worldcup.json/2022/worldcup.json. */
export function identify(file: string, title: string): { code: string; season: string } {
  const parts = file.replace(/\\/g, "/").split("/");
  const base = (parts.at(-1) ?? file).replace(/\.json$/i, "");
  const folder = parts.at(-2) ?? "";
  const fromFolder = /^(\d{4})(?:-(\d{2}))?$/.exec(folder);
  const fromTitle = /(\d{4})(?:[/-](\d{2}))?\s*$/.exec(title);
  const found = fromFolder ?? fromTitle;
  const season = found ? (found[2] ? `${found[1]}/${found[2]}` : found[1]!) : "unknown";
  return { code: base.toLowerCase(), season };
}

function pair(value: unknown): [number, number] | null | "bad" {
  if (value === undefined) return null;
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) < 100)
  ) {
    return [value[0] as number, value[1] as number];
  }
  return "bad";
}

function minuteOf(value: unknown): number | null {
  const number = typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : value;
  return Number.isInteger(number) && (number as number) >= 0 && (number as number) <= 130
    ? (number as number)
    : null;
}

function parseGoals(list: unknown, side: "home" | "away"): ParsedGoal[] | string {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) return `goals${side === "home" ? 1 : 2} is not a list`;
  const goals: ParsedGoal[] = [];
  for (const goal of list) {
    if (!isRecord(goal) || typeof goal.name !== "string") return "a goal has no scorer name";
    // Minutes come as 90 with "offset": 4, or as the text "90+4".
    const written =
      typeof goal.minute === "string" ? /^(\d{1,3})(?:\+(\d{1,2}))?$/.exec(goal.minute.trim()) : null;
    const minute = minuteOf(written ? written[1] : goal.minute);
    if (minute === null) return `goal by ${goal.name} has no valid minute`;
    const offset = written?.[2]
      ? Number(written[2])
      : goal.offset === undefined
        ? null
        : minuteOf(goal.offset);
    goals.push({
      side,
      name: goal.name.trim(),
      minute,
      stoppage: offset && offset > 0 ? offset : null,
      penalty: goal.penalty === true,
      ownGoal: goal.owngoal === true,
    });
  }
  return goals;
}

const knockoutStagePattern = /playoff|final|aufstieg|relegation match|qualif/i;

function stageOf(
  raw: Record<string, unknown>,
  round: string | null,
  info: CompetitionInfo,
): { stage: ParsedMatch["stage"]; group: string | null } {
  const group =
    typeof raw.group === "string" ? raw.group : round && /^Group [A-Z0-9]+$/.test(round) ? round : null;
  if (group) return { stage: { name: "Group stage", kind: "table" }, group };
  if (typeof raw.stage === "string" && raw.stage.trim()) {
    const name = raw.stage.trim();
    const table = /^regular|^playoffs - /i.test(name) || !knockoutStagePattern.test(name);
    return { stage: { name, kind: table ? "table" : "knockout" }, group: null };
  }
  if (info.kind === "league") return { stage: null, group: null };
  if (round && /^League, Matchday/i.test(round))
    return { stage: { name: "League phase", kind: "table" }, group: null };
  if (round && /^Group, Matchday/i.test(round))
    return { stage: { name: "Group stage", kind: "table" }, group: null };
  return { stage: { name: "Knockout", kind: "knockout" }, group: null };
}

function roundNumberOf(round: string | null): number | null {
  const found = round ? /(?:Matchday|Round)\s+(\d+)|^(\d+)\./i.exec(round) : null;
  const value = found ? Number(found[1] ?? found[2]) : null;
  return value !== null && value < 1000 ? value : null;
}

const statuses = new Set(["cancelled", "awarded", "postponed", "abandoned", "suspended"]);

function parseMatch(
  raw: unknown,
  info: CompetitionInfo,
  keys: Map<string, number>,
  kickoffs: Map<string, number>,
): ParsedMatch | string {
  if (!isRecord(raw)) return "not an object";
  const { team1, team2, date } = raw;
  if (typeof team1 !== "string" || !team1.trim()) return "team1 is missing";
  if (typeof team2 !== "string" || !team2.trim()) return "team2 is missing";
  if (team1.trim() === team2.trim()) return "a team cannot play itself";
  if (typeof date !== "string" || !isCalendarDate(date)) return "date is not YYYY-MM-DD";
  const time = typeof raw.time === "string" && raw.time.trim() ? raw.time.trim() : "12:00";
  const clock = /^(\d{1,2}):(\d{2})(?:\s+UTC([+-]\d{1,2}))?$/.exec(time);
  if (!clock) return `time "${time}" is not HH:MM`;
  const hhmm = `${clock[1]!.padStart(2, "0")}:${clock[2]}`;
  const offset = clock[3];
  const zone = offset ? `Etc/GMT${Number(offset) > 0 ? "-" : "+"}${Math.abs(Number(offset))}` : info.timeZone;
  if (!isTimeZone(zone)) return `time offset in "${time}" is not valid`;
  const when = `${date} ${hhmm} ${zone}`;
  let instant = kickoffs.get(when);
  if (instant === undefined) {
    instant = zonedInstant(date, hhmm, zone).getTime();
    kickoffs.set(when, instant);
  }
  const kickoffAt = new Date(instant);

  const score = raw.score ?? {};
  if (!isRecord(score)) return "score is not an object";
  const scores: PeriodScores = {};
  for (const period of ["ht", "ft", "et", "p"] as const) {
    const value = pair(score[period]);
    if (value === "bad") return `score.${period} is not a pair of goal counts`;
    if (value) scores[period] = value;
  }
  if ((scores.et || scores.p) && !scores.ft) return "score has extra time or penalties but no full time";

  const goals1 = parseGoals(raw.goals1, "home");
  if (typeof goals1 === "string") return goals1;
  const goals2 = parseGoals(raw.goals2, "away");
  if (typeof goals2 === "string") return goals2;

  const round = typeof raw.round === "string" && raw.round.trim() ? raw.round.trim() : null;
  const explicit =
    typeof raw.status === "string" && statuses.has(raw.status) ? (raw.status as MatchStatus) : null;
  const status: MatchStatus = explicit ?? (scores.ft ? "finished" : "scheduled");
  const base = `${round ?? ""}|${team1.trim()}|${team2.trim()}`;
  const seen = (keys.get(base) ?? 0) + 1;
  keys.set(base, seen);
  return {
    key: seen === 1 ? base : `${base}#${seen}`,
    round,
    roundNumber: roundNumberOf(round),
    ...stageOf(raw, round, info),
    home: team1.trim(),
    away: team2.trim(),
    kickoffAt,
    status,
    scores,
    ground: typeof raw.ground === "string" && raw.ground.trim() ? raw.ground.trim() : null,
    goals: [...goals1, ...goals2],
  };
}

/** Reads one openfootball JSON document; bad matches become problems, the rest import. */
export function parseOpenfootball(file: string, document: unknown): ParseOutcome {
  if (Array.isArray(document)) return { skipped: "a list (teams or squads), not a match file" };
  if (!isRecord(document)) return { problem: { file, reason: "not a JSON object" } };
  if (!("matches" in document)) return { skipped: "no matches (groups or stadiums)" };
  if (!Array.isArray(document.matches)) return { problem: { file, reason: "matches is not a list" } };
  const title = typeof document.name === "string" ? document.name.trim() : "";
  const { code, season } = identify(file, title);
  const info = competitionInfo(code, season);
  const name = title.replace(/\s*\d{4}(?:[/-]\d{2,4})?\s*$/, "").trim() || code;
  const keys = new Map<string, number>();
  // Most matches share a matchday's few kickoff times; converting each once is enough.
  const kickoffs = new Map<string, number>();
  const matches: ParsedMatch[] = [];
  const problems: ImportProblem[] = [];
  document.matches.forEach((raw, index) => {
    const parsed = parseMatch(raw, info, keys, kickoffs);
    if (typeof parsed === "string") problems.push({ file, match: index, reason: parsed });
    else matches.push(parsed);
  });
  return { parsed: { file, code, season, name, info, matches, problems } };
}
