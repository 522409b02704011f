import { defineMessages } from "../../lib/i18n.tsx";

/** The shell's words: its sections, as the header, the phone menu and the tab bar name them. */
export const navMessages = defineMessages({
  scores: { id: "nav.scores", defaultMessage: "Scores", description: "Section: live scores (home)" },
  leagues: { id: "nav.leagues", defaultMessage: "Leagues" },
  teams: { id: "nav.teams", defaultMessage: "Teams" },
  hotToday: {
    id: "nav.hot-today",
    defaultMessage: "Hot today",
    description: "Section: the day's big matches",
  },
  hot: { id: "nav.hot", defaultMessage: "Hot", description: "Phone tab bar's short name for Hot today" },
  news: { id: "nav.news", defaultMessage: "News" },
  highlights: {
    id: "nav.highlights",
    defaultMessage: "Highlights",
    description: "Video highlights of matches",
  },
  tv: { id: "nav.tv", defaultMessage: "TV" },
  movies: { id: "nav.movies", defaultMessage: "Movies" },
  me: { id: "nav.me", defaultMessage: "Me", description: "Phone tab bar: the fan's own account" },
  account: { id: "nav.account", defaultMessage: "Your account" },
  signIn: { id: "nav.sign-in", defaultMessage: "Sign in" },
  main: { id: "nav.main", defaultMessage: "Main", description: "Accessible name of the main navigation" },
  sections: {
    id: "nav.sections",
    defaultMessage: "Sections",
    description: "Accessible name of the phone tab bar",
  },
  menu: { id: "nav.menu", defaultMessage: "Menu" },
  closeMenu: { id: "nav.close-menu", defaultMessage: "Close menu" },
  sports: { id: "nav.sports", defaultMessage: "Sports" },
  language: { id: "nav.language", defaultMessage: "Language", description: "The language switcher's label" },
  terms: { id: "footer.terms", defaultMessage: "Terms" },
  privacy: { id: "footer.privacy", defaultMessage: "Privacy" },
  refunds: { id: "footer.refunds", defaultMessage: "Refunds" },
  contact: { id: "footer.contact", defaultMessage: "Contact" },
  api: { id: "footer.api", defaultMessage: "API" },
});
