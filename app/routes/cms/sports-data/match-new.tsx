import { useState } from "react";
import { useActionData, useLoaderData } from "react-router";
import { MatchFields } from "../../../components/cms/match-fields.tsx";
import { NewRecordForm } from "../../../components/cms/new-record-form.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { fieldError } from "../../../components/form/form-failure.ts";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/match-new";
import { newMatchAction, newMatchLoader } from "./match-new.server.ts";

const m = defineMessages({
  title: { id: "cms.match-new.title", defaultMessage: "New match" },
  create: { id: "cms.match-new.create", defaultMessage: "Create match" },
  back: { id: "cms.match-new.back", defaultMessage: "Back to matches" },
  season: { id: "cms.match-new.season", defaultMessage: "Competition season" },
  chooseSeason: { id: "cms.match-new.choose-season", defaultMessage: "Choose the season" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => newMatchLoader(args);
export const action = (args: Route.ActionArgs) => newMatchAction(args);

export default function CmsNewMatchPage() {
  const { options, kickoff, formKey, timeZone } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const t = useT();
  // Teams follow the chosen season's sport; the server refuses any other with `wrong-sport`.
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const sportId = options.seasons.find((season) => season.id === seasonId)?.sportId;
  const teams =
    sportId === undefined ? options.teams : options.teams.filter((team) => team.sportId === sportId);
  return (
    <NewRecordForm
      title={t(m.title)}
      timeZone={timeZone}
      failure={failure}
      formKey={formKey}
      submitLabel={t(m.create)}
      back={{ to: "/cms/matches", label: t(m.back) }}
    >
      <SelectField
        label={t(m.season)}
        name="season_id"
        choices={options.seasons.map((s) => ({ value: s.id, label: s.label }))}
        empty={t(m.chooseSeason)}
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
