/**
 * The languages the site speaks and how each is addressed (docs/decisions/077-seven-languages.md).
 * English is the source and lives at the root; every other language has its own prefix, so each
 * page has one address per language and a cache can never hand one language's page to another.
 */
export const LOCALES = ["en", "vi", "es", "pt-BR", "de", "ja", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE: Locale = "en";

/** The languages besides English, the source: those a team's or league's name may be given in too. */
export type NamedLocale = Exclude<Locale, "en">;
export const NAMED_LOCALES = LOCALES.filter((locale): locale is NamedLocale => locale !== SOURCE_LOCALE);

/**
 * The admin area is written in English and Vietnamese; in the other languages staff read its
 * messages (ids under `cms.`) in English.
 */
export const ADMIN_LOCALES: readonly Locale[] = ["en", "vi"];
export const isAdminMessage = (id: string) => id.startsWith("cms.");

/**
 * A made-up language for layout checks: English accented and a third longer, at `/en-xa/…`.
 * Never offered to fans, never listed to search engines.
 */
export const PSEUDO_LOCALE = "en-XA";
export type AnyLocale = Locale | typeof PSEUDO_LOCALE;

/** The cookie that remembers a fan's choice; it outranks the browser's languages. */
export const LOCALE_COOKIE = "lang";

/** Each language's name in itself, as a switcher shows it (never translated). */
export const LOCALE_NAMES: Record<AnyLocale, string> = {
  en: "English",
  vi: "Tiếng Việt",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  de: "Deutsch",
  ja: "日本語",
  ar: "العربية",
  "en-XA": "Ëñğļîšĥ (pseudo)",
};

/** Open Graph's locale (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = {
  en: "en_GB",
  vi: "vi_VN",
  es: "es_ES",
  "pt-BR": "pt_BR",
  de: "de_DE",
  ja: "ja_JP",
  ar: "ar_EG",
};

const PREFIXES: Record<AnyLocale, string> = {
  en: "",
  vi: "vi",
  es: "es",
  "pt-BR": "pt-br",
  de: "de",
  ja: "ja",
  ar: "ar",
  "en-XA": "en-xa",
};
const BY_PREFIX = new Map(Object.entries(PREFIXES).map(([locale, prefix]) => [prefix, locale as AnyLocale]));

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** "/vi" for Vietnamese, "" for English: what React Router takes as the pages' basename. */
export const basenameOf = (locale: AnyLocale): string => (PREFIXES[locale] ? `/${PREFIXES[locale]}` : "");

/** A path of the English site ("/match/5") as the same page's address in `locale` ("/vi/match/5"). */
export function localizedPath(locale: AnyLocale, path: string): string {
  const base = basenameOf(locale);
  if (!base) return path;
  return path === "/" ? base : `${base}${path}`;
}

/**
 * The language a path is in and the path without its prefix. Only a known prefix counts: "/xx/…"
 * is an English path that no page answers (a 404), never an error. A language's home page data is
 * asked for at "/vi.data" (the basename and ".data"), English's at "/_root.data".
 */
export function splitLocalePath(pathname: string): { locale: AnyLocale; path: string } {
  const homeData = /^\/([^/]+)\.data$/.exec(pathname)?.[1]?.toLowerCase();
  const ofHome = homeData ? BY_PREFIX.get(homeData) : undefined;
  if (ofHome && ofHome !== "en") return { locale: ofHome, path: "/_root.data" };
  const end = pathname.indexOf("/", 1);
  const first = (end === -1 ? pathname.slice(1) : pathname.slice(1, end)).toLowerCase();
  const locale = first ? BY_PREFIX.get(first) : undefined;
  if (!locale || locale === "en") return { locale: "en", path: pathname };
  return { locale, path: end === -1 ? "/" : pathname.slice(end) };
}

/** The absolute address of a site page in a language ("https://…/vi/account"), for e-mails and feeds. */
export const localizedUrl = (siteUrl: string, path: string, locale: AnyLocale): string =>
  new URL(localizedPath(locale, path), siteUrl).toString();

/** A kept or asked language code as one of ours; English when it names none (an older row, a stray value). */
export const knownLocale = (value: unknown): Locale => (isLocale(value) ? value : SOURCE_LOCALE);

/**
 * The language whose staff-written content (posts, policies) a page shows: its own, and English's
 * on the layout-check language, which has no content of its own.
 */
export const contentLocaleOf = (locale: AnyLocale | null | undefined): Locale => knownLocale(locale);

/** Right to left for Arabic; everything else reads left to right. */
export const directionOf = (locale: AnyLocale): "rtl" | "ltr" => (locale === "ar" ? "rtl" : "ltr");

/**
 * The tag Intl formats with. Arabic keeps Western digits, as the big score sites do: a score or
 * a kick-off reads the same in every language.
 */
export const intlLocaleOf = (locale: AnyLocale): string =>
  locale === "ar"
    ? "ar-EG-u-nu-latn"
    : locale === PSEUDO_LOCALE
      ? "en-GB"
      : locale === "en"
        ? "en-GB"
        : locale;

/** Longer headers than any browser sends are not read at all. */
const MOST = 512;

/**
 * The language of ours a browser asks for most (RFC 9110 `Accept-Language`, by weight then order):
 * an exact tag first ("pt-BR"), then the language alone ("pt-PT" → Brazilian Portuguese, "de-AT" →
 * German). Null when none of ours is asked for or the header cannot be read: English then.
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header || header.length > MOST) return null;
  const asked: Array<{ tag: string; q: number; at: number }> = [];
  for (const [at, part] of header.split(",").entries()) {
    const [rawTag, ...params] = part.trim().split(";");
    const tag = rawTag?.trim().toLowerCase() ?? "";
    if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (q > 0) asked.push({ tag, q, at });
  }
  asked.sort((a, b) => b.q - a.q || a.at - b.at);
  for (const { tag } of asked) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split("-")[0];
    const same = LOCALES.find((locale) => locale.split("-")[0] === language);
    if (same) return same;
  }
  return null;
}

/** The `lang` cookie's language, when it names one of ours. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== LOCALE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

/**
 * The language an address without a prefix should be read in: the fan's stored choice, else what
 * the browser asks for, else English. Only a first visit's browser languages move a fan off
 * English; a stored "en" keeps the English site.
 */
export const wantedLocale = (cookieHeader: string | null | undefined, languages: string | null | undefined) =>
  localeFromCookie(cookieHeader) ?? negotiateLocale(languages) ?? SOURCE_LOCALE;
