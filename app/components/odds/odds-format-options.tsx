import { ODDS_FORMAT_LABELS, ODDS_FORMATS } from "../../lib/odds-format.ts";

/** Every odds format as a select's option, named as fans read it. */
export function OddsFormatOptions() {
  return ODDS_FORMATS.map((format) => (
    <option key={format} value={format}>
      {ODDS_FORMAT_LABELS[format]}
    </option>
  ));
}
