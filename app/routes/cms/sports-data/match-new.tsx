import { useState } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { MatchFields } from "../../../components/cms/match-fields.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { fieldError, formError } from "../../../components/form/form-failure.ts";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/match-new";
import { newMatchAction, newMatchLoader } from "./match-new.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New match");

export const loader = (args: Route.LoaderArgs) => newMatchLoader(args);
export const action = (args: Route.ActionArgs) => newMatchAction(args);

export default function CmsNewMatchPage() {
  const { options, kickoff, formKey, timeZone } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const guard = useUnsavedChanges();
  const problem = formError(failure);
  // Teams follow the chosen season's sport; the server refuses any other with `wrong-sport`.
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const sportId = options.seasons.find((season) => season.id === seasonId)?.sportId;
  const teams =
    sportId === undefined ? options.teams : options.teams.filter((team) => team.sportId === sportId);
  return (
    <>
      <PageHeader title="New match" subtitle={`Times are in your zone, ${timeZone}.`} />
      {problem ? (
        <p role="alert" className="mb-3 rounded-lg border border-live px-3 py-2 text-sm">
          {problem}
        </p>
      ) : null}
      <Form method="post" className="grid gap-4" {...guard.formProps}>
        <input type="hidden" name="formKey" value={formKey} />
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
        <div className="flex gap-3">
          <button
            type="submit"
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg"
          >
            Create match
          </button>
          <Link to="/cms/matches" className="rounded-lg border border-line px-4 py-2 text-sm font-semibold">
            Back to matches
          </Link>
        </div>
      </Form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </>
  );
}
