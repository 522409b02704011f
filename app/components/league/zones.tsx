import type { TableZone } from "../../lib/sports-view.ts";

export const ZONE_COLOUR: Record<TableZone["kind"], string> = {
  promotion: "bg-emerald-700",
  continental: "bg-blue-700",
  "continental-secondary": "bg-orange-700",
  playoff: "bg-violet-700",
  relegation: "bg-red-700",
};

/** What each coloured band of the table means. */
export function ZoneLegend({ zones }: { zones: TableZone[] }) {
  if (zones.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 px-3 py-2 text-xs text-muted" aria-label="Table zones">
      {zones.map((zone) => (
        <li key={`${zone.from}-${zone.kind}`} className="flex items-center gap-1.5">
          <span aria-hidden className={`h-2.5 w-2.5 rounded-sm ${ZONE_COLOUR[zone.kind]}`} />
          {zone.label}
        </li>
      ))}
    </ul>
  );
}
