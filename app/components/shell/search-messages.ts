import { defineMessages } from "../../lib/i18n.tsx";

/** The header search's words, for its button (site-search.tsx) and its dialog (search-dialog.tsx). */
export const searchMessages = defineMessages({
  search: {
    id: "shell.search.search",
    defaultMessage: "Search",
    description: "The header's search button and dialog title",
  },
  fieldLabel: {
    id: "shell.search.field-label",
    defaultMessage: "Search teams, competitions, players and matches",
    description: "Label of the search field",
  },
  placeholder: {
    id: "shell.search.placeholder",
    defaultMessage: "Teams, competitions, players, matches",
    description: "Placeholder of the search field",
  },
  close: { id: "shell.search.close", defaultMessage: "Close", description: "Closes the search dialog" },
  loading: { id: "shell.search.loading", defaultMessage: "Loading search…" },
});
