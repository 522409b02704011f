import { Link } from "react-router";
import { type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { centreMessages as m } from "./match-messages.ts";

export const CENTRE_TABS = ["summary", "plays", "line-ups", "stats", "h2h", "chat"] as const;
export type CentreTab = (typeof CENTRE_TABS)[number];

const LABELS: Record<CentreTab, MessageDescriptor> = {
  summary: m.summary,
  plays: m.plays,
  "line-ups": m.lineUps,
  stats: m.stats,
  h2h: m.h2h,
  chat: m.chat,
};

/**
 * Line-ups are football's: a tennis match is two players, and a basketball game's players are in
 * its box score, which is that sport's statistics tab. The play-by-play is basketball's.
 */
export const centreTabsFor = (sport: string): readonly CentreTab[] =>
  CENTRE_TABS.filter((tab) =>
    tab === "line-ups" ? sport === "football" : tab === "plays" ? sport === "basketball" : true,
  );

const labelOf = (tab: CentreTab, sport: string) =>
  tab === "stats" && sport === "basketball" ? m.boxScore : LABELS[tab];

/** The match centre's sections as links (?tab=), each a server-rendered, shareable page. */
export function CentreTabs({
  basePath,
  active,
  sport,
}: {
  basePath: string;
  active: CentreTab;
  sport: string;
}) {
  const t = useT();
  return (
    <nav aria-label={t(m.nav)} className="flex gap-1 overflow-x-auto border-b border-line">
      {centreTabsFor(sport).map((tab) => (
        <Link
          key={tab}
          to={tab === "summary" ? basePath : `${basePath}?tab=${tab}`}
          preventScrollReset
          aria-current={tab === active ? "page" : undefined}
          // The chat sits beside the timeline on wide screens: its tab is for phones.
          className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${tab === "chat" ? "lg:hidden" : ""} ${
            tab === active ? "border-accent text-fg" : "border-transparent text-muted hover:text-fg"
          }`}
        >
          {t(labelOf(tab, sport))}
        </Link>
      ))}
    </nav>
  );
}
