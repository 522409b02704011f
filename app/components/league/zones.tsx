import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import type { TableZone } from "../../lib/sports-view.ts";

export const ZONE_COLOUR: Record<TableZone["kind"], string> = {
  promotion: "bg-emerald-700",
  continental: "bg-blue-700",
  "continental-secondary": "bg-orange-700",
  playoff: "bg-violet-700",
  relegation: "bg-red-700",
};

const m = defineMessages({
  legend: {
    id: "league.zones.label",
    defaultMessage: "Table zones",
    description: "Accessible name of the legend",
  },
  promotion: { id: "league.zones.promotion", defaultMessage: "Promotion" },
  relegation: { id: "league.zones.relegation", defaultMessage: "Relegation" },
  promotionPlayoff: { id: "league.zones.promotion-play-off", defaultMessage: "Promotion play-off" },
  relegationPlayoff: { id: "league.zones.relegation-play-off", defaultMessage: "Relegation play-off" },
  playIn: {
    id: "league.zones.play-in",
    defaultMessage: "Play-in",
    description: "Places that go into a play-in round before the play-offs",
  },
  playoffs: { id: "league.zones.play-offs", defaultMessage: "Play-offs" },
});

/**
 * A zone's label as the competition stores it: a competition's name ("Champions League") is kept,
 * the plain words of a table's bands are said in the page's language.
 */
const WORDS: Record<string, MessageDescriptor> = {
  Promotion: m.promotion,
  Relegation: m.relegation,
  "Promotion play-off": m.promotionPlayoff,
  "Relegation play-off": m.relegationPlayoff,
  "Play-in": m.playIn,
  "Play-offs": m.playoffs,
};

/** The label of a table's zone in the page's language. */
export function useZoneLabel(): (zone: Pick<TableZone, "label">) => string {
  const t = useT();
  return (zone) => {
    const words = WORDS[zone.label];
    return words ? t(words) : zone.label;
  };
}

/** What each coloured band of the table means. */
export function ZoneLegend({ zones }: { zones: TableZone[] }) {
  const t = useT();
  const labelOf = useZoneLabel();
  if (zones.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 px-3 py-2 text-xs text-muted" aria-label={t(m.legend)}>
      {zones.map((zone) => (
        <li key={`${zone.from}-${zone.kind}`} className="flex items-center gap-1.5">
          <span aria-hidden className={`h-2.5 w-2.5 rounded-sm ${ZONE_COLOUR[zone.kind]}`} />
          {labelOf(zone)}
        </li>
      ))}
    </ul>
  );
}
