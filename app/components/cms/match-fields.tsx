import type { MatchFormOptions } from "../../../server/sports/service.ts";
import { fieldError } from "../form/form-failure.ts";
import { TextField } from "../form/text-field.tsx";
import { DateTimeField } from "./datetime-field.tsx";
import { SelectField } from "./select-field.tsx";

export type MatchFieldValues = {
  home_team_id: number | null;
  away_team_id: number | null;
  kickoff: { value: string; offset: number };
  venue_id: number | null;
  round: string | null;
  round_number: number | null;
  stage_id: number | null;
  group_id: number | null;
  referee: string | null;
};

const choicesOf = (rows: Array<{ id: number; name?: string; label?: string }>) =>
  rows.map((row) => ({ value: row.id, label: row.label ?? row.name ?? String(row.id) }));

/** The fields a match is created and edited with; errors come from the API's own checks. */
export function MatchFields(props: {
  options: Pick<MatchFormOptions, "teams" | "venues" | "stages" | "groups">;
  values: MatchFieldValues;
  failure: unknown;
  /** Before kick-off only: teams and kickoff are fixed once a match is under way. */
  fixtureEditable: boolean;
}) {
  const { options, values, failure } = props;
  const error = (field: string) => fieldError(failure, field);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {props.fixtureEditable ? (
        <>
          <SelectField
            label="Home team"
            name="home_team_id"
            choices={choicesOf(options.teams)}
            defaultValue={values.home_team_id}
            empty="Choose the home team"
            error={error("home_team_id")}
            required
          />
          <SelectField
            label="Away team"
            name="away_team_id"
            choices={choicesOf(options.teams)}
            defaultValue={values.away_team_id}
            empty="Choose the away team"
            error={error("away_team_id")}
            required
          />
          <DateTimeField
            label="Kickoff (your time)"
            name="kickoff_at"
            defaultValue={values.kickoff.value}
            defaultOffset={values.kickoff.offset}
            error={error("kickoff_at")}
            required
          />
        </>
      ) : null}
      <SelectField
        label="Venue"
        name="venue_id"
        choices={choicesOf(options.venues)}
        defaultValue={values.venue_id}
        empty="No venue"
        error={error("venue_id")}
      />
      <TextField
        label="Round"
        name="round"
        defaultValue={values.round ?? ""}
        maxLength={60}
        hint="As fans name it: Matchday 12, Quarter-final"
        error={error("round")}
      />
      <TextField
        label="Round number"
        name="round_number"
        type="number"
        min={1}
        max={999}
        defaultValue={values.round_number ?? ""}
        error={error("round_number")}
      />
      <SelectField
        label="Stage"
        name="stage_id"
        choices={choicesOf(options.stages)}
        defaultValue={values.stage_id}
        empty="No stage"
        error={error("stage_id")}
      />
      <SelectField
        label="Group"
        name="group_id"
        choices={choicesOf(options.groups)}
        defaultValue={values.group_id}
        empty="No group"
        error={error("group_id")}
      />
      <TextField
        label="Referee"
        name="referee"
        defaultValue={values.referee ?? ""}
        maxLength={80}
        error={error("referee")}
      />
    </div>
  );
}
