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
 * Tabs as links (?tab=) so each one is a server-rendered, shareable page. On a narrow
 * screen the strip scrolls sideways, with edge shadows saying there is more, and
 * starts scrolled to the open tab.
 */
export function LeagueTabs({ basePath, active }: { basePath: string; active: LeagueTabName }) {
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
      {(Object.keys(LABELS) as LeagueTabName[]).map((tab) => (
        <Link
          key={tab}
          to={tab === "overview" ? basePath : `${basePath}?tab=${tab}`}
          preventScrollReset
          aria-current={tab === active ? "page" : undefined}
          className={`shrink-0 border-b-2 px-2.5 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-3 ${
            tab === active ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg"
          }`}
        >
          {LABELS[tab]}
        </Link>
      ))}
    </nav>
  );
}
