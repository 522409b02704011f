import { localDateTimeIn } from "../../../lib/local-datetime.ts";
import type { FieldKind } from "../cms-form.server.ts";

/** How the match forms' fields read, for formFields; the create form adds the season. */
export const MATCH_FIELD_KINDS: Record<string, FieldKind> = {
  home_team_id: "number",
  away_team_id: "number",
  kickoff_at: "datetime",
  venue_id: "nullable-number",
  round: "nullable-text",
  round_number: "nullable-number",
  stage_id: "nullable-number",
  group_id: "nullable-number",
  referee: "nullable-text",
};

/** A kickoff for the datetime field, in the staff member's zone. */
export const kickoffField = (iso: string, timeZone: string) => localDateTimeIn(iso, timeZone);
