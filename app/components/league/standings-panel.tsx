import { Link, useSearchParams } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { StandingsView } from "../../lib/sports-view.ts";
import { StandingsTable, useSigned } from "./standings-table.tsx";
import { ZoneLegend } from "./zones.tsx";

const m = defineMessages({
  label: { id: "league.standings.label", defaultMessage: "Standings", description: "The league table" },
  total: {
    id: "league.standings.total",
    defaultMessage: "Total",
    description: "The table of all matches, beside Home and Away",
  },
  home: {
    id: "league.standings.home",
    defaultMessage: "Home",
    description: "The table of home matches only",
  },
  away: {
    id: "league.standings.away",
    defaultMessage: "Away",
    description: "The table of away matches only",
  },
  form: {
    id: "league.standings.form",
    defaultMessage: "Form",
    description: "Switch to the table showing each team's last results",
  },
  live: {
    id: "league.standings.live",
    defaultMessage: "Live table",
    description: "The table counts the scores of matches in play",
  },
  adjustments: { id: "league.standings.adjustments", defaultMessage: "Points adjustments" },
  adjustment: {
    id: "league.standings.adjustment",
    defaultMessage: "{team}: {points} {count, plural, one {point} other {points}} ({reason})",
    description:
      "A ruling's change to a team's points: points is signed (-6, +3), count the same without sign",
  },
});

const TYPES = [
  { type: "total", label: m.total },
  { type: "home", label: m.home },
  { type: "away", label: m.away },
] as const;

/** Total / home / away tables, one per group, with zones, live marker and deductions explained. */
export function StandingsPanel({ standings, basePath }: { standings: StandingsView; basePath: string }) {
  const t = useT();
  const signed = useSigned();
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
    <section className="overflow-hidden rounded-xl border border-line bg-surface" aria-label={t(m.label)}>
      <div className="flex items-center gap-2 border-b border-line px-3 py-2">
        {TYPES.map((option) => (
          <Link
            key={option.type}
            to={href(option.type, formView)}
            aria-current={standings.type === option.type ? "true" : undefined}
            preventScrollReset
            className={chip(standings.type === option.type)}
          >
            {t(option.label)}
          </Link>
        ))}
        <Link
          to={href(standings.type, !formView)}
          aria-current={formView ? "true" : undefined}
          preventScrollReset
          className={`${chip(formView)} border border-line`}
        >
          {t(m.form)}
        </Link>
        {standings.live ? (
          <span className="ms-auto flex items-center gap-1 text-xs font-semibold text-live">
            <span aria-hidden className="h-1.5 w-1.5 animate-pulse rounded-full bg-live" /> {t(m.live)}
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
        <ul className="border-t border-line px-3 py-2 text-xs text-muted" aria-label={t(m.adjustments)}>
          {standings.adjustments.map((adjustment) => (
            <li key={`${adjustment.team.id}-${adjustment.reason}`}>
              <span className="text-live">*</span>{" "}
              {/* The name and the reason keep their own direction inside a sentence of another. */}
              {t.rich(m.adjustment, {
                team: <bdi key="team">{adjustment.team.name}</bdi>,
                points: signed(adjustment.points),
                count: Math.abs(adjustment.points),
                reason: <bdi key="reason">{adjustment.reason}</bdi>,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
