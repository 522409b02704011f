import { Link } from "react-router";

const LABELS = {
  overview: "Overview",
  fixtures: "Fixtures",
  results: "Results",
  standings: "Standings",
  scorers: "Top scorers",
} as const;

export type LeagueTabName = keyof typeof LABELS;

/** Tabs as links (?tab=) so each one is a server-rendered, shareable page. */
export function LeagueTabs({ basePath, active }: { basePath: string; active: LeagueTabName }) {
  return (
    <nav aria-label="Competition" className="-mx-4 mb-3 flex gap-1 overflow-x-auto border-b border-line px-4">
      {(Object.keys(LABELS) as LeagueTabName[]).map((tab) => (
        <Link
          key={tab}
          to={tab === "overview" ? basePath : `${basePath}?tab=${tab}`}
          preventScrollReset
          aria-current={tab === active ? "page" : undefined}
          className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
            tab === active ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg"
          }`}
        >
          {LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}
