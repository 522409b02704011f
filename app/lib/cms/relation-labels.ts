import { intlLocaleOf } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, translatorFor } from "../i18n.tsx";

const m = defineMessages({
  match: {
    id: "cms.relation.match",
    defaultMessage: "{home} v {away} · {day}",
    description: "A match the admin area links to: home team v away team · the day it is played",
  },
});

/**
 * How the admin area names a match it links to: "Home v Away · 12 Mar 2026" (the UTC day), in the
 * language of the translator given.
 */
export const matchLabelOf = (
  match: { home: string; away: string; kickoffAt: string },
  t: Translator = translatorFor("en"),
) =>
  t(m.match, {
    home: match.home,
    away: match.away,
    day: new Intl.DateTimeFormat(intlLocaleOf(t.locale), {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(match.kickoffAt)),
  });

/** How the admin area names a person: their name, with the e-mail telling two namesakes apart. */
export const userLabelOf = (user: { name: string; email: string | null }) =>
  user.email ? `${user.name} (${user.email})` : user.name;

/** How the admin area names a video: its title and kind ("Cup final goals (highlight)"). */
export const videoLabelOf = (video: { title: string; kind: string }) => `${video.title} (${video.kind})`;
