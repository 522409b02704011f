/**
 * The sports a fan switches between on the scores pages and in the phone menu. Football's scores
 * are the home page; every other sport's live at /sport/{slug}.
 */
export const SPORT_LINKS = [
  { slug: "football", to: "/", label: "Football" },
  { slug: "basketball", to: "/sport/basketball", label: "Basketball" },
  { slug: "tennis", to: "/sport/tennis", label: "Tennis" },
] as const;
