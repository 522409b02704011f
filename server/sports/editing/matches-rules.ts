import { AppError } from "../../http/errors.ts";
import type { MatchStatus } from "../schema.ts";
import type { ChangeMatchInput, CreateMatchInput, MatchFieldChanges } from "./matches-input.ts";

/** The fields of a match an operator edits, as the API names them. */
export type EditableMatch = Required<MatchFieldChanges> & { status: MatchStatus };

export type PlannedChange = {
  /** The audit action: match.postpone, match.cancel, match.abandon, match.reschedule or match.update. */
  action: string;
  /** Only what differs from the match as stored, in the API's names. */
  changes: Partial<EditableMatch>;
};

const OVER: readonly MatchStatus[] = ["finished", "awarded"];
const STARTED: readonly MatchStatus[] = ["live", "suspended"];
const CLOSED: readonly MatchStatus[] = ["cancelled", "abandoned"];
/** Fields that decide who plays when: fixed once the ball is rolling or the fixture is off. */
const FIXTURE_FIELDS = ["home_team_id", "away_team_id", "kickoff_at"] as const;

const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppError("conflict", code, message, details);

function refuseStatus(from: MatchStatus, to: MatchStatus): never {
  const details = { from, to };
  if (OVER.includes(from)) {
    throw conflict("match-finished", "This match is over; its status cannot change here.", details);
  }
  if (to === "abandoned" && !STARTED.includes(from)) {
    throw conflict("match-not-started", "Only a match that has kicked off can be abandoned.", details);
  }
  if (STARTED.includes(from) && (to === "postponed" || to === "cancelled")) {
    throw conflict("match-started", `A match under way cannot be ${to}; abandon it instead.`, details);
  }
  throw conflict("invalid-status-change", `A ${from} match cannot become ${to}.`, details);
}

/** The status changes an operator may make, from -> allowed targets. */
const TRANSITIONS: Partial<Record<MatchStatus, readonly MatchStatus[]>> = {
  scheduled: ["postponed", "cancelled"],
  postponed: ["scheduled", "cancelled"],
  live: ["abandoned"],
  suspended: ["abandoned"],
};

/** Refuses a home side that is also the away side, naming the field to fix. */
export function checkSides(home: number, away: number): void {
  if (home === away) {
    throw new AppError("unprocessable", "same-team", "A team cannot play itself: choose another away team.", {
      field: "away_team_id",
    });
  }
}

export function checkCreate(input: CreateMatchInput): void {
  checkSides(input.home_team_id, input.away_team_id);
}

const same = (a: unknown, b: unknown) =>
  typeof a === "string" && typeof b === "string" && !Number.isNaN(Date.parse(a))
    ? Date.parse(a) === Date.parse(b)
    : a === b;

/**
 * Decides what a change does to a match, or refuses it with a 409 that says why:
 * a finished match is left alone, fixtures under way keep their teams and kickoff,
 * and a postponed match returns to the schedule only with a new kickoff.
 */
export function planMatchChange(current: EditableMatch, input: ChangeMatchInput): PlannedChange {
  const { version: _version, status, ...fields } = input;
  const changes: Partial<EditableMatch> = {};
  for (const [name, value] of Object.entries(fields) as Array<[keyof MatchFieldChanges, unknown]>) {
    if (value !== undefined && !same(value, current[name])) Object.assign(changes, { [name]: value });
  }
  const to = status ?? current.status;
  if (status !== undefined && status !== current.status) {
    if (!TRANSITIONS[current.status]?.includes(status)) refuseStatus(current.status, status);
    if (status === "scheduled" && changes.kickoff_at === undefined) {
      throw new AppError(
        "bad-request",
        "kickoff-required",
        "Give the new kickoff when putting a postponed match back on the schedule.",
        { field: "kickoff_at" },
      );
    }
    changes.status = status;
  }
  const hasChanges = Object.keys(changes).length > 0;
  if (hasChanges && OVER.includes(current.status)) {
    throw conflict("match-finished", "This match is over; it is no longer edited here.");
  }
  const fixture = FIXTURE_FIELDS.filter((name) => changes[name] !== undefined);
  if (fixture.length > 0 && to !== "scheduled" && to !== "postponed") {
    const field = fixture[0]!;
    if (STARTED.includes(current.status)) {
      throw conflict("match-started", "The teams and kickoff of a match under way cannot change.", { field });
    }
    if (CLOSED.includes(to)) {
      throw conflict("invalid-status-change", `A ${to} match keeps its teams and kickoff.`, { field });
    }
  }
  checkSides(changes.home_team_id ?? current.home_team_id, changes.away_team_id ?? current.away_team_id);
  return { action: actionOf(current.status, changes), changes };
}

function actionOf(from: MatchStatus, changes: Partial<EditableMatch>): string {
  switch (changes.status) {
    case "postponed":
      return "match.postpone";
    case "cancelled":
      return "match.cancel";
    case "abandoned":
      return "match.abandon";
    case "scheduled":
      return "match.reschedule";
  }
  if (changes.kickoff_at !== undefined && (from === "scheduled" || from === "postponed")) {
    return "match.reschedule";
  }
  return "match.update";
}
