import { Form } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { ODDS_FORMAT_LABELS, type OddsFormat } from "../../lib/odds-format.ts";
import type { AccountResult } from "../auth/account-result.ts";
import { resultFor } from "../auth/account-result.ts";
import { AccountSection } from "../auth/account-section.tsx";
import { FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { OddsFormatOptions } from "./odds-format-options.tsx";

const m = defineMessages({
  title: {
    id: "odds.preference.title",
    defaultMessage: "Odds",
    description: "Account section: the fan's odds settings",
  },
  description: {
    id: "odds.preference.description",
    defaultMessage: "Match pages show in-play prices for information; we take no bets.",
  },
  format: { id: "odds.preference.format", defaultMessage: "Odds format" },
  siteDefault: {
    id: "odds.preference.site-default",
    defaultMessage: "Site default: {format}",
    description: "The choice of no format of one's own; {format} is the site's, e.g. «Decimal (2.50)»",
  },
  hide: { id: "odds.preference.hide", defaultMessage: "Hide odds everywhere" },
  save: { id: "odds.preference.save", defaultMessage: "Save odds preference" },
});

/** How prices read for this fan, or no odds anywhere on the site for them. */
export function OddsPreferenceSection({
  preference,
  siteFormat,
  result,
}: {
  preference: { format: OddsFormat | null; hide: boolean };
  siteFormat: OddsFormat;
  result: AccountResult;
}) {
  const t = useT();
  return (
    <AccountSection title={t(m.title)} description={t(m.description)}>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="odds" />
        <FormNotice message={resultFor(result, "odds")?.done} />
        <label className="block text-sm">
          <span className="mb-1 block font-medium">{t(m.format)}</span>
          <select
            name="odds_format"
            defaultValue={preference.format ?? ""}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 sm:w-72"
          >
            <option value="">{t(m.siteDefault, { format: t(ODDS_FORMAT_LABELS[siteFormat]) })}</option>
            <OddsFormatOptions />
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="hide_odds" defaultChecked={preference.hide} />
          {t(m.hide)}
        </label>
        <SubmitButton tone="plain">{t(m.save)}</SubmitButton>
      </Form>
    </AccountSection>
  );
}
