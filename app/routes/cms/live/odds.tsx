import { Form, useActionData, useLoaderData } from "react-router";
import { StaffFailure, StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { GamblingNotice } from "../../../components/odds/gambling-notice.tsx";
import { OddsFormatOptions } from "../../../components/odds/odds-format-options.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { glossary } from "../../../lib/glossary.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { ODDS_MARKETS } from "../../../lib/odds-format.ts";
import type { Route } from "./+types/odds";
import { oddsSettingsAction, oddsSettingsLoader } from "./odds.server.ts";

const m = defineMessages({
  title: { id: "cms.odds.title", defaultMessage: "Odds" },
  subtitle: {
    id: "cms.odds.subtitle",
    defaultMessage: "In-play prices shown beside live matches; we take no bets",
  },
  off: {
    id: "cms.odds.off",
    defaultMessage:
      "Odds are switched off for this site (ODDS_ENABLED=false): nothing here shows until it is turned on.",
  },
  pricing: { id: "cms.odds.pricing", defaultMessage: "Pricing" },
  margin: { id: "cms.odds.margin", defaultMessage: "Margin (%)" },
  marginHint: {
    id: "cms.odds.margin-hint",
    defaultMessage: "Spread over each market's selections in proportion.",
  },
  suspension: { id: "cms.odds.suspension", defaultMessage: "Suspension after a goal or red card (s)" },
  defaultFormat: { id: "cms.odds.default-format", defaultMessage: "Default odds format" },
  markets: { id: "cms.odds.markets", defaultMessage: "Markets" },
  bookmaker: { id: "cms.odds.bookmaker", defaultMessage: "Bookmaker link (optional)" },
  competitions: { id: "cms.odds.competitions", defaultMessage: "Competitions" },
  competitionsHint: {
    id: "cms.odds.competitions-hint",
    defaultMessage: "Untick a competition where betting content is not allowed or not wanted.",
  },
  save: { id: "cms.odds.save", defaultMessage: "Save odds settings" },
  twoWay: { id: "cms.odds.market.two-way", defaultMessage: "Two-way (draw no bet)" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);
export const loader = (args: Route.LoaderArgs) => oddsSettingsLoader(args);
export const action = (args: Route.ActionArgs) => oddsSettingsAction(args);

const MARKET_TITLES: Record<(typeof ODDS_MARKETS)[number], MessageDescriptor> = {
  "1x2": glossary.fullTimeResult,
  "odd-even": glossary.oddEven,
  "two-way": m.twoWay,
  "last-team-to-score": glossary.lastTeamToScore,
};

/** A web address's start, the same in every language. */
const HTTPS = "https://";

export default function CmsOddsPage() {
  const { settings, enabled, competitions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failure = result && "failure" in result ? result.failure : null;
  const fields = failure?.fields ?? {};
  const disabled = new Set(settings.disabled_competitions);
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      {enabled ? null : (
        <p role="status" className="mb-3 rounded-lg border border-live bg-raised px-3 py-2 text-sm">
          {t(m.off)}
        </p>
      )}
      <StaffNotice>{result && "done" in result ? result.done : null}</StaffNotice>
      <StaffFailure message={failure?.error.message} />
      <Form method="post" className="space-y-5">
        <input type="hidden" name="version" value={settings.version} />
        <section aria-labelledby="pricing-heading" className="rounded-2xl border border-line bg-surface p-4">
          <h2 id="pricing-heading" className="mb-2 text-lg font-semibold">
            {t(m.pricing)}
          </h2>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t(m.margin)}
              name="margin_percent"
              type="number"
              step="0.1"
              min={0}
              max={30}
              defaultValue={Math.round(settings.margin * 1000) / 10}
              error={fields.margin_percent}
              hint={t(m.marginHint)}
            />
            <TextField
              label={t(m.suspension)}
              name="suspension_seconds"
              type="number"
              min={0}
              max={600}
              defaultValue={settings.suspension_seconds}
              error={fields.suspension_seconds}
            />
            <label className="block text-sm">
              <span className="mb-1 block font-medium">{t(m.defaultFormat)}</span>
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
            {t(m.markets)}
          </h2>
          <div className="space-y-4">
            {ODDS_MARKETS.map((key) => (
              <fieldset key={key} className="grid gap-2 sm:grid-cols-[14rem_1fr] sm:items-start">
                <legend className="sr-only">{t(MARKET_TITLES[key])}</legend>
                <label className="flex items-center gap-2 pt-2 text-sm font-medium">
                  <input
                    type="checkbox"
                    name={`${key}_enabled`}
                    defaultChecked={settings.markets[key].enabled}
                  />
                  {t(MARKET_TITLES[key])}
                </label>
                <TextField
                  label={t(m.bookmaker)}
                  name={`${key}_bookmaker_url`}
                  type="url"
                  placeholder={HTTPS}
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
            {t(m.competitions)}
          </h2>
          <p className="mb-2 text-sm text-muted">{t(m.competitionsHint)}</p>
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
        <SubmitButton>{t(m.save)}</SubmitButton>
      </Form>
      <div className="mt-5 overflow-hidden rounded-2xl border border-line bg-surface">
        <GamblingNotice />
      </div>
    </>
  );
}
