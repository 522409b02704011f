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

type MatchOptions = Pick<MatchFormOptions, "teams" | "venues" | "stages" | "groups">;
/** The fields picked from one of the form's lists. */
type SelectName = "home_team_id" | "away_team_id" | "venue_id" | "stage_id" | "group_id";

const choicesOf = (rows: Array<{ id: number; name?: string; label?: string }>) =>
  rows.map((row) => ({ value: row.id, label: row.label ?? row.name ?? String(row.id) }));

/** The fields a match is created and edited with; errors come from the API's own checks. */
export function MatchFields(props: {
  options: MatchOptions;
  values: MatchFieldValues;
  failure: unknown;
  /** Before kick-off only: teams and kickoff are fixed once a match is under way. */
  fixtureEditable: boolean;
}) {
  const { options, values, failure } = props;
  const error = (field: string) => fieldError(failure, field);
  const select = (
    label: string,
    name: SelectName,
    list: keyof MatchOptions,
    empty: string,
    required?: boolean,
  ) => (
    <SelectField
      label={label}
      name={name}
      choices={choicesOf(options[list])}
      defaultValue={values[name]}
      empty={empty}
      error={error(name)}
      required={required}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {props.fixtureEditable ? (
        <>
          {select("Home team", "home_team_id", "teams", "Choose the home team", true)}
          {select("Away team", "away_team_id", "teams", "Choose the away team", true)}
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
      {select("Venue", "venue_id", "venues", "No venue")}
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
      {select("Stage", "stage_id", "stages", "No stage")}
      {select("Group", "group_id", "groups", "No group")}
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
