import { defineMessages } from "../../lib/i18n.tsx";

/** The football summary's panel titles (football-summary.tsx), kept out of the match page's own module. */
export const summaryMessages = defineMessages({
  timeline: {
    id: "match.centre.timeline",
    defaultMessage: "Timeline",
    description: "Panel title: goals, cards and substitutions in order",
  },
  commentary: {
    id: "match.centre.commentary",
    defaultMessage: "Commentary",
    description: "Panel title: the match told in sentences",
  },
  shootout: {
    id: "match.centre.shootout",
    defaultMessage: "Penalty shoot-out",
    description: "Panel title and timeline marker",
  },
});
