import { Form, useActionData, useLoaderData } from "react-router";
import { StaffFailure, StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { GamblingNotice } from "../../../components/odds/gambling-notice.tsx";
import { OddsFormatOptions } from "../../../components/odds/odds-format-options.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { ODDS_MARKETS } from "../../../lib/odds-format.ts";
import type { Route } from "./+types/odds";
import { oddsSettingsAction, oddsSettingsLoader } from "./odds.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Odds");
export const loader = (args: Route.LoaderArgs) => oddsSettingsLoader(args);
export const action = (args: Route.ActionArgs) => oddsSettingsAction(args);

const MARKET_TITLES: Record<(typeof ODDS_MARKETS)[number], string> = {
  "1x2": "Full-time result (1X2)",
  "odd-even": "Odd or even goals",
  "two-way": "Two-way (draw no bet)",
  "last-team-to-score": "Last team to score",
};

export default function CmsOddsPage() {
  const { settings, enabled, competitions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && "failure" in result ? result.failure : null;
  const fields = failure?.fields ?? {};
  const disabled = new Set(settings.disabled_competitions);
  return (
    <>
      <PageHeader title="Odds" subtitle="In-play prices shown beside live matches; we take no bets" />
      {enabled ? null : (
        <p role="status" className="mb-3 rounded-lg border border-live bg-raised px-3 py-2 text-sm">
          Odds are switched off for this site (ODDS_ENABLED=false): nothing here shows until it is turned on.
        </p>
      )}
      <StaffNotice>{result && "done" in result ? result.done : null}</StaffNotice>
      <StaffFailure message={failure?.error.message} />
      <Form method="post" className="space-y-5">
        <input type="hidden" name="version" value={settings.version} />
        <section aria-labelledby="pricing-heading" className="rounded-2xl border border-line bg-surface p-4">
          <h2 id="pricing-heading" className="mb-2 text-lg font-semibold">
            Pricing
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label="Margin (%)"
              name="margin_percent"
              type="number"
              step="0.1"
              min={0}
              max={30}
              defaultValue={Math.round(settings.margin * 1000) / 10}
              error={fields.margin_percent}
              hint="Spread over each market's selections in proportion."
            />
            <TextField
              label="Suspension after a goal or red card (s)"
              name="suspension_seconds"
              type="number"
              min={0}
              max={600}
              defaultValue={settings.suspension_seconds}
              error={fields.suspension_seconds}
            />
            <label className="block text-sm">
              <span className="mb-1 block font-medium">Default odds format</span>
              <select
                name="default_format"
                defaultValue={settings.default_format}
                className="w-full rounded-lg border border-line bg-surface px-3 py-2"
              >
                <OddsFormatOptions />
              </select>
            </label>
          </div>
        </section>
        <section aria-labelledby="markets-heading" className="rounded-2xl border border-line bg-surface p-4">
          <h2 id="markets-heading" className="mb-2 text-lg font-semibold">
            Markets
          </h2>
          <div className="space-y-4">
            {ODDS_MARKETS.map((key) => (
              <fieldset key={key} className="grid gap-2 sm:grid-cols-[14rem_1fr] sm:items-start">
                <legend className="sr-only">{MARKET_TITLES[key]}</legend>
                <label className="flex items-center gap-2 pt-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name={`${key}_enabled`}
                    defaultChecked={settings.markets[key].enabled}
                  />
                  {MARKET_TITLES[key]}
                </label>
                <TextField
                  label="Bookmaker link (optional)"
                  name={`${key}_bookmaker_url`}
                  type="url"
                  placeholder="https://"
                  maxLength={1000}
                  defaultValue={settings.markets[key].bookmaker_url ?? ""}
                  error={fields[`${key}_bookmaker_url`]}
                />
              </fieldset>
            ))}
          </div>
        </section>
        <section
          aria-labelledby="competitions-heading"
          className="rounded-2xl border border-line bg-surface p-4"
        >
          <h2 id="competitions-heading" className="mb-1 text-lg font-semibold">
            Competitions
          </h2>
          <p className="mb-2 text-sm text-muted">
            Untick a competition where betting content is not allowed or not wanted.
          </p>
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {competitions.map((competition) => (
              <li key={competition.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="competition"
                    value={competition.id}
                    defaultChecked={!disabled.has(competition.id)}
                  />
                  {competition.name}
                </label>
              </li>
            ))}
          </ul>
        </section>
        <SubmitButton>Save odds settings</SubmitButton>
      </Form>
      <div className="mt-5 overflow-hidden rounded-2xl border border-line bg-surface">
        <GamblingNotice />
      </div>
    </>
  );
}
