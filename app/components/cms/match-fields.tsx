import type { MatchFormOptions } from "../../../server/sports/service.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { fieldError } from "../form/form-failure.ts";
import { TextField } from "../form/text-field.tsx";
import { DateTimeField } from "./datetime-field.tsx";
import { SelectField } from "./select-field.tsx";

const m = defineMessages({
  homeTeam: { id: "cms.match-form.home-team", defaultMessage: "Home team" },
  chooseHome: { id: "cms.match-form.choose-home", defaultMessage: "Choose the home team" },
  awayTeam: { id: "cms.match-form.away-team", defaultMessage: "Away team" },
  chooseAway: { id: "cms.match-form.choose-away", defaultMessage: "Choose the away team" },
  kickoff: { id: "cms.match-form.kickoff", defaultMessage: "Kickoff (your time)" },
  venue: { id: "cms.match-form.venue", defaultMessage: "Venue" },
  noVenue: { id: "cms.match-form.no-venue", defaultMessage: "No venue" },
  round: { id: "cms.match-form.round", defaultMessage: "Round" },
  roundHint: {
    id: "cms.match-form.round-hint",
    defaultMessage: "As fans name it: Matchday 12, Quarter-final",
  },
  roundNumber: { id: "cms.match-form.round-number", defaultMessage: "Round number" },
  stage: { id: "cms.match-form.stage", defaultMessage: "Stage" },
  noStage: { id: "cms.match-form.no-stage", defaultMessage: "No stage" },
  group: { id: "cms.match-form.group", defaultMessage: "Group" },
  noGroup: { id: "cms.match-form.no-group", defaultMessage: "No group" },
  referee: { id: "cms.match-form.referee", defaultMessage: "Referee" },
});

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
  const t = useT();
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
          {select(t(m.homeTeam), "home_team_id", "teams", t(m.chooseHome), true)}
          {select(t(m.awayTeam), "away_team_id", "teams", t(m.chooseAway), true)}
          <DateTimeField
            label={t(m.kickoff)}
            name="kickoff_at"
            defaultValue={values.kickoff.value}
            defaultOffset={values.kickoff.offset}
            error={error("kickoff_at")}
            required
          />
        </>
      ) : null}
      {select(t(m.venue), "venue_id", "venues", t(m.noVenue))}
      <TextField
        label={t(m.round)}
        name="round"
        defaultValue={values.round ?? ""}
        maxLength={60}
        hint={t(m.roundHint)}
        error={error("round")}
      />
      <TextField
        label={t(m.roundNumber)}
        name="round_number"
        type="number"
        min={1}
        max={999}
        defaultValue={values.round_number ?? ""}
        error={error("round_number")}
      />
      {select(t(m.stage), "stage_id", "stages", t(m.noStage))}
      {select(t(m.group), "group_id", "groups", t(m.noGroup))}
      <TextField
        label={t(m.referee)}
        name="referee"
        defaultValue={values.referee ?? ""}
        maxLength={80}
        error={error("referee")}
      />
    </div>
  );
}
