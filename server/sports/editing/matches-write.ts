import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import type { AuditActor } from "../../platform/audit/audit.ts";
import { recordAudit } from "../../platform/audit/audit.ts";
import type { Tx } from "../../platform/transactions.ts";
import { competitions, groups, matches, seasons, sports, stages, teams, venues } from "../schema.ts";
import type { ChangeMatchInput, CmsMatch, CreateMatchInput } from "./matches-input.ts";
import { readCmsMatch } from "./matches-read.ts";
import { checkCreate, type EditableMatch, planMatchChange } from "./matches-rules.ts";

/** Who made a change and from where, for the audit log written in the same transaction. */
export type StaffAct = { actor: AuditActor; ip: string | null };

const missing = (code: string, field: string, message: string) =>
  new AppError("unprocessable", code, message, { field });

type References = Partial<{
  season_id: number;
  home_team_id: number;
  away_team_id: number;
  venue_id: number | null;
  stage_id: number | null;
  group_id: number | null;
}>;

type Placement = { stageId?: number | null; groupId?: number | null };

/**
 * Refuses references to nothing (422 with the field to fix), and a stage or group of
 * another season. A group brings its stage with it; a new stage without a group clears the group.
 */
async function checkReferences(tx: Tx, seasonId: number, refs: References): Promise<Placement> {
  const [season] = await tx
    .select({ id: seasons.id, sportId: competitions.sportId, sport: sports.name })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .innerJoin(sports, eq(sports.id, competitions.sportId))
    .where(eq(seasons.id, seasonId));
  if (!season) throw missing("season-not-found", "season_id", `There is no season ${seasonId}.`);
  const teamIds = [refs.home_team_id, refs.away_team_id].filter((id) => id !== undefined);
  if (teamIds.length > 0) {
    const found = new Map(
      (
        await tx
          .select({ id: teams.id, name: teams.name, sportId: teams.sportId })
          .from(teams)
          .where(inArray(teams.id, teamIds))
      ).map((team) => [team.id, team]),
    );
    for (const field of ["home_team_id", "away_team_id"] as const) {
      const id = refs[field];
      if (id === undefined) continue;
      const team = found.get(id);
      if (!team) throw missing("team-not-found", field, `There is no team ${id}.`);
      // A match plays its teams' sport, and its season's competition has one sport.
      if (team.sportId !== season.sportId) {
        throw missing("wrong-sport", field, `${team.name} does not play ${season.sport.toLowerCase()}.`);
      }
    }
  }
  if (refs.venue_id) {
    const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, refs.venue_id));
    if (!venue) throw missing("venue-not-found", "venue_id", `There is no venue ${refs.venue_id}.`);
  }
  if (refs.group_id) {
    const [group] = await tx
      .select({ stageId: groups.stageId })
      .from(groups)
      .innerJoin(stages, eq(stages.id, groups.stageId))
      .where(and(eq(groups.id, refs.group_id), eq(stages.seasonId, seasonId)));
    if (!group || (refs.stage_id && group.stageId !== refs.stage_id)) {
      throw missing(
        "group-not-found",
        "group_id",
        "That group is not part of this match's season and stage.",
      );
    }
    return { stageId: group.stageId, groupId: refs.group_id };
  }
  if (refs.stage_id) {
    const [stage] = await tx
      .select({ id: stages.id })
      .from(stages)
      .where(and(eq(stages.id, refs.stage_id), eq(stages.seasonId, seasonId)));
    if (!stage)
      throw missing("stage-not-found", "stage_id", "That stage is not part of this match's season.");
  }
  if (refs.stage_id !== undefined) return { stageId: refs.stage_id, groupId: refs.group_id ?? null };
  return refs.group_id === null ? { groupId: null } : {};
}

/** A new fixture, scheduled, at version 1; audited as match.create. */
export async function createMatch(db: Db, input: CreateMatchInput, act: StaffAct): Promise<CmsMatch> {
  checkCreate(input);
  return db.transaction(async (tx) => {
    const placement = await checkReferences(tx, input.season_id, input);
    const [row] = await tx
      .insert(matches)
      .values({
        seasonId: input.season_id,
        homeTeamId: input.home_team_id,
        awayTeamId: input.away_team_id,
        kickoffAt: new Date(input.kickoff_at),
        venueId: input.venue_id ?? null,
        round: input.round ?? null,
        roundNumber: input.round_number ?? null,
        stageId: placement.stageId ?? null,
        groupId: placement.groupId ?? null,
        referee: input.referee ?? null,
        status: "scheduled",
        version: 1,
      })
      .returning({ id: matches.id });
    const created = await readCmsMatch(tx, row!.id);
    await recordAudit(tx, {
      ...act,
      action: "match.create",
      target: { type: "match", id: created.id },
      after: created,
    });
    return created;
  });
}

export type MatchChange = {
  match: CmsMatch;
  /** Null when the change asked for nothing new: no version bump, no audit entry. */
  action: string | null;
  /** The status moved (postponed, cancelled, abandoned, scheduled again): live streams must say so. */
  statusChanged: boolean;
};

const editable = (match: CmsMatch): EditableMatch => ({
  status: match.status,
  home_team_id: match.home_team_id,
  away_team_id: match.away_team_id,
  kickoff_at: match.kickoff_at,
  venue_id: match.venue_id,
  round: match.round,
  round_number: match.round_number,
  stage_id: match.stage_id,
  group_id: match.group_id,
  referee: match.referee,
});

/**
 * Applies an operator's change to a match read at `baseVersion`: the row is locked,
 * a newer version is a 409 `edit-conflict` carrying the match as it is now, and the
 * change, the version bump and its audit entry commit together. Bumping the version
 * and updated_at is what makes every cached public read of the match recompute.
 */
export async function changeMatch(
  db: Db,
  id: number,
  input: ChangeMatchInput,
  baseVersion: number,
  act: StaffAct,
  now: Date = new Date(),
): Promise<MatchChange> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: matches.version })
      .from(matches)
      .where(eq(matches.id, id))
      .for("update");
    if (!locked) throw new AppError("not-found", "match-not-found", `There is no match ${id}.`);
    const before = await readCmsMatch(tx, id);
    if (locked.version !== baseVersion) throw editConflict(before);
    const { action, changes } = planMatchChange(editable(before), input);
    if (Object.keys(changes).length === 0) return { match: before, action: null, statusChanged: false };
    const placement = await checkReferences(tx, before.season_id, changes);
    const leftPlay =
      (before.status === "live" || before.status === "suspended") && changes.status !== undefined;
    await tx
      .update(matches)
      .set({
        ...(changes.status !== undefined && { status: changes.status }),
        ...(changes.home_team_id !== undefined && { homeTeamId: changes.home_team_id }),
        ...(changes.away_team_id !== undefined && { awayTeamId: changes.away_team_id }),
        ...(changes.kickoff_at !== undefined && { kickoffAt: new Date(changes.kickoff_at) }),
        ...(changes.venue_id !== undefined && { venueId: changes.venue_id }),
        ...(changes.round !== undefined && { round: changes.round }),
        ...(changes.round_number !== undefined && { roundNumber: changes.round_number }),
        ...placement,
        ...(changes.referee !== undefined && { referee: changes.referee }),
        // The clock stops where play stopped; the score at that moment stays on record.
        ...(leftPlay && { periodStartedAt: null }),
        version: before.version + 1,
        updatedAt: now,
      })
      .where(eq(matches.id, id));
    const after = await readCmsMatch(tx, id);
    const keys = Object.keys(changes) as Array<keyof EditableMatch>;
    await recordAudit(tx, {
      ...act,
      action,
      target: { type: "match", id },
      before: Object.fromEntries(keys.map((key) => [key, before[key]])),
      after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    });
    return { match: after, action, statusChanged: changes.status !== undefined };
  });
}
