/**
 * The clock a browser's languages point to, for a first visit whose zone the server cannot know
 * yet (docs/decisions/076-a-first-visit-drawn-once.md). Only where the answer is nearly always
 * right: a country that keeps one clock ("vi", "de-AT") or whose people nearly all live on one
 * ("pt-BR", "es-MX"). "en", "en-US", "es", "ar" and the like name no clock: those pages are drawn in
 * UTC and asked for again, as before.
 */
const ZONES: Record<string, string> = {
  // Languages spoken on one clock, whatever country the browser names.
  vi: "Asia/Ho_Chi_Minh",
  ja: "Asia/Tokyo",
  ko: "Asia/Seoul",
  th: "Asia/Bangkok",
  de: "Europe/Berlin",
  fr: "Europe/Paris",
  it: "Europe/Rome",
  nl: "Europe/Amsterdam",
  pl: "Europe/Warsaw",
  cs: "Europe/Prague",
  sv: "Europe/Stockholm",
  da: "Europe/Copenhagen",
  nb: "Europe/Oslo",
  tr: "Europe/Istanbul",
  el: "Europe/Athens",
  he: "Asia/Jerusalem",
  // Countries, where the language alone would not say.
  "en-gb": "Europe/London",
  "en-ie": "Europe/Dublin",
  "en-in": "Asia/Kolkata",
  "en-ng": "Africa/Lagos",
  "en-za": "Africa/Johannesburg",
  "en-sg": "Asia/Singapore",
  "en-nz": "Pacific/Auckland",
  "es-es": "Europe/Madrid",
  "es-mx": "America/Mexico_City",
  "es-ar": "America/Argentina/Buenos_Aires",
  "es-co": "America/Bogota",
  "es-cl": "America/Santiago",
  "es-pe": "America/Lima",
  "pt-br": "America/Sao_Paulo",
  "pt-pt": "Europe/Lisbon",
  "ar-eg": "Africa/Cairo",
  "ar-sa": "Asia/Riyadh",
  "ar-ae": "Asia/Dubai",
  "ar-ma": "Africa/Casablanca",
  "fr-ca": "",
  "fr-be": "Europe/Brussels",
  "fr-ch": "Europe/Zurich",
  "de-at": "Europe/Vienna",
  "de-ch": "Europe/Zurich",
  "nl-be": "Europe/Brussels",
  "zh-cn": "Asia/Shanghai",
  "zh-tw": "Asia/Taipei",
  "zh-hk": "Asia/Hong_Kong",
};

/** Longer headers than any browser sends are not read at all. */
const MOST = 512;

/**
 * The zone of the browser's first language (the highest q, then the first named), or null when it
 * names none or the header is malformed. Later languages are not read: a fan's second language says
 * little about where they are. A tag's country is tried before its language ("fr-CA" names no
 * clock even though "fr" does).
 */
export function zoneFromLanguages(accept: string | null | undefined): string | null {
  if (!accept || accept.length > MOST) return null;
  const [first] = accept
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  if (!first) return null;
  const [language, region] = first.tag.split("-");
  const regional = region === undefined ? undefined : ZONES[`${language}-${region}`];
  return (regional ?? ZONES[language!]) || null;
}
