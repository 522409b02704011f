import { useEffect, useRef } from "react";
import { Link } from "react-router";

const LABELS = {
  overview: "Overview",
  fixtures: "Fixtures",
  results: "Results",
  standings: "Standings",
  scorers: "Top scorers",
} as const;

export type LeagueTabName = keyof typeof LABELS;

/**
 * The tabs a competition has: a draw (tennis, another sport's cup) is shown as "Draw", and only
 * football keeps top scorers.
 */
export function leagueTabsFor(competition: { sport: string }, table: "points" | "wins" | "draw") {
  const tabs: Array<[LeagueTabName, string]> = [
    ["overview", LABELS.overview],
    ["fixtures", LABELS.fixtures],
    ["results", LABELS.results],
    ["standings", table === "draw" ? "Draw" : LABELS.standings],
  ];
  if (competition.sport === "football") tabs.push(["scorers", LABELS.scorers]);
  return tabs;
}

/**
 * Tabs as links (?tab=) so each one is a server-rendered, shareable page. On a narrow
 * screen the strip scrolls sideways, with edge shadows saying there is more, and
 * starts scrolled to the open tab.
 */
export function LeagueTabs({
  basePath,
  active,
  tabs,
}: {
  basePath: string;
  active: LeagueTabName;
  tabs: Array<[LeagueTabName, string]>;
}) {
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const container = strip.current;
    const current = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !current) return;
    container.scrollLeft = current.offsetLeft - (container.clientWidth - current.offsetWidth) / 2;
  }, []);
  return (
    <nav
      ref={strip}
      aria-label="Competition"
      className="scroll-shadows -mx-4 mb-3 flex overflow-x-auto border-b border-line px-2 sm:gap-1 sm:px-4"
    >
      {tabs.map(([tab, label]) => (
        <Link
          key={tab}
          to={tab === "overview" ? basePath : `${basePath}?tab=${tab}`}
          preventScrollReset
          aria-current={tab === active ? "page" : undefined}
          className={`shrink-0 border-b-2 px-2.5 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-3 ${
            tab === active ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg"
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
