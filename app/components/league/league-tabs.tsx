import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";

const LABELS = defineMessages({
  overview: { id: "league.tabs.overview", defaultMessage: "Overview" },
  fixtures: { id: "league.tabs.fixtures", defaultMessage: "Fixtures", description: "Matches still to play" },
  results: { id: "league.tabs.results", defaultMessage: "Results", description: "Matches played" },
  standings: { id: "league.tabs.standings", defaultMessage: "Standings", description: "The league table" },
  scorers: { id: "league.tabs.scorers", defaultMessage: "Top scorers" },
});
const m = defineMessages({
  draw: {
    id: "league.tabs.draw",
    defaultMessage: "Draw",
    description: "A knockout tournament's bracket (tennis, a cup), not a tied match",
  },
  nav: {
    id: "league.tabs.label",
    defaultMessage: "Competition",
    description: "Accessible name of a competition page's tabs",
  },
});

export type LeagueTabName = keyof typeof LABELS;

/**
 * The tabs a competition has: a draw (tennis, another sport's cup) is shown as "Draw", and only
 * football keeps top scorers.
 */
export function leagueTabsFor(competition: { sport: string }, table: "points" | "wins" | "draw") {
  const tabs: Array<[LeagueTabName, MessageDescriptor]> = [
    ["overview", LABELS.overview],
    ["fixtures", LABELS.fixtures],
    ["results", LABELS.results],
    ["standings", table === "draw" ? m.draw : LABELS.standings],
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
  tabs: Array<[LeagueTabName, MessageDescriptor]>;
}) {
  const t = useT();
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const container = strip.current;
    const current = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !current) return;
    // Measured on screen, so it centres the tab whichever way the page reads (RTL scrolls negative).
    const box = container.getBoundingClientRect();
    const open = current.getBoundingClientRect();
    container.scrollLeft += open.left - box.left - (box.width - open.width) / 2;
  }, []);
  return (
    <nav
      ref={strip}
      aria-label={t(m.nav)}
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
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
