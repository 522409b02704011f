import { defineMessages } from "../../lib/i18n.tsx";

/** Words more than one part of the scores pages shows: the near days, the hot page's name. */
export const scoresMessages = defineMessages({
  today: {
    id: "calendar.today",
    defaultMessage: "Today",
    description: "The day it is now, on the date strip",
  },
  yesterday: { id: "calendar.yesterday", defaultMessage: "Yesterday" },
  tomorrow: { id: "calendar.tomorrow", defaultMessage: "Tomorrow" },
  hotTitle: {
    id: "hot.page.title",
    defaultMessage: "Hot matches today",
    description: "The page of the day's matches ranked by how watchable they are",
  },
  international: {
    id: "competition.country.international",
    defaultMessage: "International",
    description: "In place of a country, for competitions between countries' teams",
  },
});
