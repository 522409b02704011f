import { Link, useSearchParams } from "react-router";
import type { StandingsView } from "../../lib/sports-view.ts";
import { StandingsTable } from "./standings-table.tsx";
import { ZoneLegend } from "./zones.tsx";

const TYPES = [
  { type: "total", label: "Total" },
  { type: "home", label: "Home" },
  { type: "away", label: "Away" },
] as const;

/** Total / home / away tables, one per group, with zones, live marker and deductions explained. */
export function StandingsPanel({ standings, basePath }: { standings: StandingsView; basePath: string }) {
  const [search] = useSearchParams();
  const formView = search.get("view") === "form";
  const href = (type: StandingsView["type"], form: boolean) => {
    const query = new URLSearchParams({ tab: "standings" });
    if (type !== "total") query.set("type", type);
    if (form) query.set("view", "form");
    return `${basePath}?${query}`;
  };
  const chip = (active: boolean) =>
    `rounded-full px-3 py-1 text-xs font-semibold ${active ? "bg-accent text-accent-fg" : "bg-raised hover:bg-line"}`;
  return (
    <section className="overflow-hidden rounded-xl border border-line bg-surface" aria-label="Standings">
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        {TYPES.map((option) => (
          <Link
            key={option.type}
            to={href(option.type, formView)}
            aria-current={standings.type === option.type ? "true" : undefined}
            preventScrollReset
            className={chip(standings.type === option.type)}
          >
            {option.label}
          </Link>
        ))}
        <Link
          to={href(standings.type, !formView)}
          aria-current={formView ? "true" : undefined}
          preventScrollReset
          className={`${chip(formView)} border border-line`}
        >
          Form
        </Link>
        {standings.live ? (
          <span className="ml-auto flex items-center gap-1 text-xs font-semibold text-live">
            <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-live" /> Live table
          </span>
        ) : null}
      </div>
      {standings.groups.map((group) => (
        <StandingsTable
          key={group.name ?? "table"}
          rows={group.rows}
          caption={group.name ?? undefined}
          formOnly={formView}
        />
      ))}
      <ZoneLegend zones={standings.zones} />
      {standings.adjustments.length > 0 ? (
        <ul className="border-t border-line px-3 py-2 text-xs text-muted" aria-label="Points adjustments">
          {standings.adjustments.map((adjustment) => (
            <li key={`${adjustment.team.id}-${adjustment.reason}`}>
              <span className="text-live">*</span> {adjustment.team.name}:{" "}
              {adjustment.points > 0 ? `+${adjustment.points}` : adjustment.points}{" "}
              {Math.abs(adjustment.points) === 1 ? "point" : "points"} ({adjustment.reason})
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
