import { defineMessages } from "../../lib/i18n.tsx";

/** The match centre's section names: its tabs name them, and the panels under the tabs are titled with them. */
export const centreMessages = defineMessages({
  nav: {
    id: "match.centre.nav",
    defaultMessage: "Match centre",
    description:
      "Accessible name of the match page's tabs; also the title of the page listing today's matches",
  },
  summary: { id: "match.centre.summary", defaultMessage: "Summary", description: "Match page tab" },
  plays: {
    id: "match.centre.plays",
    defaultMessage: "Play-by-play",
    description: "Basketball: every possession in order; tab and panel title",
  },
  lineUps: { id: "match.centre.line-ups", defaultMessage: "Line-ups", description: "Tab and panel title" },
  stats: { id: "match.centre.stats", defaultMessage: "Stats", description: "Match page tab: statistics" },
  boxScore: {
    id: "match.centre.box-score",
    defaultMessage: "Box score",
    description: "Basketball: each player's numbers; tab and panel title",
  },
  h2h: {
    id: "match.centre.h2h",
    defaultMessage: "H2H",
    description: "Match page tab, short for head-to-head",
  },
  chat: { id: "match.centre.chat", defaultMessage: "Chat", description: "Match page tab: the fans' chat" },
  headToHead: {
    id: "match.centre.head-to-head",
    defaultMessage: "Head-to-head",
    description: "Panel title: earlier meetings of the two teams",
  },
  statistics: { id: "match.centre.statistics", defaultMessage: "Statistics", description: "Panel title" },
});

/** "Harbour City v Stanmoor": a match named by its two sides, home first. */
export const matchName = defineMessages({
  name: {
    id: "match.name",
    defaultMessage: "{home} v {away}",
    description: "A match named by its two teams, home first (the page's heading, a share's title)",
  },
}).name;
