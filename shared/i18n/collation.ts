import { type AnyLocale, intlLocaleOf } from "./locales.ts";

/**
 * How a reader of a language expects names in a list to be ordered: Japanese by its own rules
 * rather than by code point, "Ñ" with the N's in Spanish, "Team 2" before "Team 10" everywhere.
 * One collator per language, made once: making one is the slow part of comparing.
 */
const collators = new Map<AnyLocale, Intl.Collator>();

export function collatorOf(locale: AnyLocale): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(intlLocaleOf(locale), { numeric: true });
    collators.set(locale, collator);
  }
  return collator;
}
