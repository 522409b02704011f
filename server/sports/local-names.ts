import { countryName } from "../../shared/country-names.ts";
import { collatorOf } from "../../shared/i18n/collation.ts";
import { type Locale, NAMED_LOCALES, type NamedLocale } from "../../shared/i18n/locales.ts";
import { createTranslator, type Translator } from "../../shared/i18n/messages.ts";
import { requestLocale, requestTranslator } from "../platform/request-language.ts";

// Teams and competitions may carry their name in the site's other languages (decision 078). The
// stored `name` is English and every other language's fallback.

export { NAMED_LOCALES, type NamedLocale };

export type LocalName = { name: string; shortName?: string };
/** `teams.local_names` and `competitions.local_names`: only languages that have a name are keys. */
export type LocalNames = Partial<Record<NamedLocale, LocalName>>;

/**
 * Where a team's or competition's reference keeps its other names until the request's language
 * is known. A symbol, so a reference that was never resolved still serialises exactly as before:
 * JSON and the pages' data leave symbol keys out.
 */
export const LOCAL_NAMES: unique symbol = Symbol("localNames");

/** Attaches a row's other names to its reference, when it has any. */
export function withLocalNames<T extends { name: string; shortName?: string }>(
  ref: T,
  names: LocalNames | null | undefined,
): T {
  if (!names || Object.keys(names).length === 0) return ref;
  return Object.assign(ref, { [LOCAL_NAMES]: names });
}

/** The name a team or competition shows a reader of `locale`: its local name there, else its own. */
export function nameIn(ref: { name: string }, locale: Locale): string {
  if (locale === "en") return ref.name;
  return (ref as { [LOCAL_NAMES]?: LocalNames })[LOCAL_NAMES]?.[locale]?.name ?? ref.name;
}

/**
 * Orders teams or competitions by the names a reader of `locale` sees, as that language orders
 * words: a Japanese list of clubs in Japanese order, not by the English names behind it. Works on
 * references before and after `resolveLocalNames`, which keeps the names it resolved from.
 */
export function byLocalName(locale: Locale): (a: { name: string }, b: { name: string }) => number {
  const collator = collatorOf(locale);
  return (a, b) => collator.compare(nameIn(a, locale), nameIn(b, locale));
}

const bare = new Map<Locale, Translator>();

/**
 * A country's name as a reader of `locale` sees it (shared/country-names.ts), to order countries
 * by: the home nations' from the request's catalogue when it is in that language, their stored
 * names outside one.
 */
export function countryNameIn(country: { code: string; name: string }, locale: Locale): string {
  const ofRequest = requestTranslator();
  if (ofRequest?.locale === locale) return countryName(country, ofRequest);
  let t = bare.get(locale);
  if (!t) {
    t = createTranslator(locale, {});
    bare.set(locale, t);
  }
  return countryName(country, t);
}

const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * `value` with every team and competition inside it named in `locale`. Reads are cached and
 * shared by every language, so nothing is changed in place: only the objects on the way to a
 * renamed reference are copied, and a value without one comes back as it was.
 */
export function resolveLocalNames<T>(value: T, locale: Locale): T {
  if (locale === "en") return value;
  return resolve(value, locale) as T;
}

function resolve(value: unknown, locale: NamedLocale): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, at) => {
      const resolved = resolve(item, locale);
      if (resolved === item) return;
      copy ??= [...value];
      copy[at] = resolved;
    });
    return copy ?? value;
  }
  if (value instanceof Map) {
    let copy: Map<unknown, unknown> | null = null;
    for (const [key, item] of value) {
      const resolved = resolve(item, locale);
      if (resolved === item) continue;
      copy ??= new Map(value);
      copy.set(key, resolved);
    }
    return copy ?? value;
  }
  if (!isPlain(value)) return value;
  const record = value as Record<string, unknown> & { [LOCAL_NAMES]?: LocalNames };
  let copy: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(record)) {
    const resolved = resolve(item, locale);
    if (resolved === item) continue;
    copy ??= { ...record };
    copy[key] = resolved;
  }
  const local = record[LOCAL_NAMES]?.[locale];
  if (local) {
    copy ??= { ...record };
    copy.name = local.name;
    // A reference without a short name (a highlight card's competition) keeps its shape.
    if ("shortName" in record) copy.shortName = local.shortName ?? local.name;
  }
  return copy ?? value;
}

/**
 * Each read answering with its teams and competitions named in the request's language (English
 * outside a request). Where names leave a domain's reads (the sports facade, the highlights'): the
 * pages and the public API both read through it, while the reads stay language-free and so
 * cacheable for all.
 */
export function inRequestLanguage<F extends Record<string, (...args: never[]) => unknown>>(reads: F): F {
  const named: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(reads)) {
    named[key] = (...args: never[]) => {
      const locale = requestLocale();
      const answer = read(...args);
      return answer instanceof Promise
        ? answer.then((value) => resolveLocalNames(value, locale))
        : resolveLocalNames(answer, locale);
    };
  }
  return named as F;
}
