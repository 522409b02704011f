import { z } from "@hono/zod-openapi";
import { textField } from "../../http/text-field.ts";
import { baseVersionField } from "../../http/versioning.ts";
import type { MatchStatus } from "../schema.ts";

const id = z.number().int().positive().max(2_147_483_647);
const kickoff = z.iso
  .datetime({ offset: true })
  .openapi({ example: "2026-11-28T15:00:00Z", description: "An instant with its offset or Z." });

/** What an operator may set on a match besides its status; the season is fixed once created. */
const fixtureFields = { home_team_id: id, away_team_id: id, kickoff_at: kickoff };
/** The details a match may be created without, or have cleared (null). */
const detailFields = {
  venue_id: id.nullable().optional(),
  round: textField(60, "round").nullable().openapi({ example: "Matchday 12" }).optional(),
  round_number: z.number().int().min(1).max(999).nullable().optional(),
  stage_id: id.nullable().optional(),
  group_id: id.nullable().optional(),
  referee: textField(80, "referee").nullable().optional(),
};

export const createMatchInput = z
  .object({ season_id: id, ...fixtureFields, ...detailFields })
  .strict()
  .openapi("CmsMatchCreate");
export type CreateMatchInput = z.infer<typeof createMatchInput>;

/** The statuses an operator sets by hand; play itself (live, finished) comes from scoring. */
export const OPERATOR_STATUSES = ["scheduled", "postponed", "cancelled", "abandoned"] as const;
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const changeMatchInput = z
  .object({
    version: baseVersionField,
    status: z.enum(OPERATOR_STATUSES).optional().openapi({
      description:
        "postponed or cancelled before kick-off, abandoned once started, scheduled again from postponed (with a new kickoff_at).",
    }),
    ...z.object(fixtureFields).partial().shape,
    ...detailFields,
  })
  .strict()
  .openapi("CmsMatchChange");
export type ChangeMatchInput = z.infer<typeof changeMatchInput>;
export type MatchFieldChanges = Omit<ChangeMatchInput, "version" | "status">;

export const MATCH_LIST_SORTS = ["kickoff", "updated"] as const;

/** A match as the admin area reads and edits it. */
export type CmsMatch = {
  id: number;
  version: number;
  status: MatchStatus;
  kickoff_at: string;
  season_id: number;
  season_name: string;
  competition_id: number;
  competition_name: string;
  home_team_id: number;
  home_team_name: string;
  away_team_id: number;
  away_team_name: string;
  venue_id: number | null;
  venue_name: string | null;
  round: string | null;
  round_number: number | null;
  stage_id: number | null;
  stage_name: string | null;
  group_id: number | null;
  group_name: string | null;
  referee: string | null;
  home_score: number | null;
  away_score: number | null;
  updated_at: string;
  /** Set while this match is the pinned hot match. */
  hot_pin: { pinned_by: string; pinned_at: string } | null;
};
