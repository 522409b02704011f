import { Form } from "react-router";
import { ODDS_FORMAT_LABELS, type OddsFormat } from "../../lib/odds-format.ts";
import type { AccountResult } from "../auth/account-result.ts";
import { resultFor } from "../auth/account-result.ts";
import { AccountSection } from "../auth/account-section.tsx";
import { FormNotice, SubmitButton } from "../form/submit-button.tsx";
import { OddsFormatOptions } from "./odds-format-options.tsx";

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
  return (
    <AccountSection
      title="Odds"
      description="Match pages show in-play prices for information; we take no bets."
    >
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="odds" />
        <FormNotice message={resultFor(result, "odds")?.done} />
        <label className="block text-sm">
          <span className="mb-1 block font-medium">Odds format</span>
          <select
            name="odds_format"
            defaultValue={preference.format ?? ""}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 sm:w-72"
          >
            <option value="">Site default: {ODDS_FORMAT_LABELS[siteFormat]}</option>
            <OddsFormatOptions />
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="hide_odds" defaultChecked={preference.hide} />
          Hide odds everywhere
        </label>
        <SubmitButton tone="plain">Save odds preference</SubmitButton>
      </Form>
    </AccountSection>
  );
}
