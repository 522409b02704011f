import { useT } from "../../lib/i18n.tsx";
import { ODDS_FORMAT_LABELS, ODDS_FORMATS } from "../../lib/odds-format.ts";

/** Every odds format as a select's option, named as fans read it. */
export function OddsFormatOptions() {
  const t = useT();
  return ODDS_FORMATS.map((format) => (
    <option key={format} value={format}>
      {t(ODDS_FORMAT_LABELS[format])}
    </option>
  ));
}
