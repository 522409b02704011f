import { defineMessages } from "./i18n.tsx";

const m = defineMessages({
  football: { id: "sport.football", defaultMessage: "Football" },
  basketball: { id: "sport.basketball", defaultMessage: "Basketball" },
  tennis: { id: "sport.tennis", defaultMessage: "Tennis" },
});

/**
 * The sports a fan switches between on the scores pages and in the phone menu. Football's scores
 * are the home page; every other sport's live at /sport/{slug}.
 */
export const SPORT_LINKS = [
  { slug: "football", to: "/", label: m.football },
  { slug: "basketball", to: "/sport/basketball", label: m.basketball },
  { slug: "tennis", to: "/sport/tennis", label: m.tennis },
] as const;
