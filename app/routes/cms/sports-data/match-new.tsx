import { useState } from "react";
import { useActionData, useLoaderData } from "react-router";
import { MatchFields } from "../../../components/cms/match-fields.tsx";
import { NewRecordForm } from "../../../components/cms/new-record-form.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { fieldError } from "../../../components/form/form-failure.ts";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/match-new";
import { newMatchAction, newMatchLoader } from "./match-new.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New match");

export const loader = (args: Route.LoaderArgs) => newMatchLoader(args);
export const action = (args: Route.ActionArgs) => newMatchAction(args);

export default function CmsNewMatchPage() {
  const { options, kickoff, formKey, timeZone } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  // Teams follow the chosen season's sport; the server refuses any other with `wrong-sport`.
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const sportId = options.seasons.find((season) => season.id === seasonId)?.sportId;
  const teams =
    sportId === undefined ? options.teams : options.teams.filter((team) => team.sportId === sportId);
  return (
    <NewRecordForm
      title="New match"
      timeZone={timeZone}
      failure={failure}
      formKey={formKey}
      submitLabel="Create match"
      back={{ to: "/cms/matches", label: "Back to matches" }}
    >
      <SelectField
        label="Competition season"
        name="season_id"
        choices={options.seasons.map((s) => ({ value: s.id, label: s.label }))}
        empty="Choose the season"
        error={fieldError(failure, "season_id")}
        required
        onChange={(value) => setSeasonId(value ? Number(value) : null)}
      />
      <MatchFields
        options={{ ...options, teams }}
        failure={failure}
        fixtureEditable
        values={{
          home_team_id: null,
          away_team_id: null,
          kickoff,
          venue_id: null,
          round: null,
          round_number: null,
          stage_id: null,
          group_id: null,
          referee: null,
        }}
      />
    </NewRecordForm>
  );
}
