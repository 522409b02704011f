import type { TableZone, TieBreakRule } from "../schema.ts";

export type CountryInfo = { code: string; slug: string; name: string; timeZone: string };

/** openfootball file prefixes ("en" in en.1.json) to countries and their local time zone. */
const countriesByPrefix: Record<string, CountryInfo> = {
  en: { code: "GB-ENG", slug: "england", name: "England", timeZone: "Europe/London" },
  sco: { code: "GB-SCT", slug: "scotland", name: "Scotland", timeZone: "Europe/London" },
  es: { code: "ES", slug: "spain", name: "Spain", timeZone: "Europe/Madrid" },
  de: { code: "DE", slug: "germany", name: "Germany", timeZone: "Europe/Berlin" },
  it: { code: "IT", slug: "italy", name: "Italy", timeZone: "Europe/Rome" },
  fr: { code: "FR", slug: "france", name: "France", timeZone: "Europe/Paris" },
  nl: { code: "NL", slug: "netherlands", name: "Netherlands", timeZone: "Europe/Amsterdam" },
  pt: { code: "PT", slug: "portugal", name: "Portugal", timeZone: "Europe/Lisbon" },
  at: { code: "AT", slug: "austria", name: "Austria", timeZone: "Europe/Vienna" },
  be: { code: "BE", slug: "belgium", name: "Belgium", timeZone: "Europe/Brussels" },
  ch: { code: "CH", slug: "switzerland", name: "Switzerland", timeZone: "Europe/Zurich" },
  cz: { code: "CZ", slug: "czechia", name: "Czechia", timeZone: "Europe/Prague" },
  gr: { code: "GR", slug: "greece", name: "Greece", timeZone: "Europe/Athens" },
  hu: { code: "HU", slug: "hungary", name: "Hungary", timeZone: "Europe/Budapest" },
  ru: { code: "RU", slug: "russia", name: "Russia", timeZone: "Europe/Moscow" },
  tr: { code: "TR", slug: "turkiye", name: "Türkiye", timeZone: "Europe/Istanbul" },
  mx: { code: "MX", slug: "mexico", name: "Mexico", timeZone: "America/Mexico_City" },
  au: { code: "AU", slug: "australia", name: "Australia", timeZone: "Australia/Sydney" },
  ar: { code: "AR", slug: "argentina", name: "Argentina", timeZone: "America/Argentina/Buenos_Aires" },
  br: { code: "BR", slug: "brazil", name: "Brazil", timeZone: "America/Sao_Paulo" },
  cn: { code: "CN", slug: "china", name: "China", timeZone: "Asia/Shanghai" },
  co: { code: "CO", slug: "colombia", name: "Colombia", timeZone: "America/Bogota" },
  jp: { code: "JP", slug: "japan", name: "Japan", timeZone: "Asia/Tokyo" },
  mls: { code: "US", slug: "united-states", name: "United States", timeZone: "America/New_York" },
  dz: { code: "DZ", slug: "algeria", name: "Algeria", timeZone: "Africa/Algiers" },
  eg: { code: "EG", slug: "egypt", name: "Egypt", timeZone: "Africa/Cairo" },
  ma: { code: "MA", slug: "morocco", name: "Morocco", timeZone: "Africa/Casablanca" },
};

/** Three-letter association codes in international club files: "Aston Villa FC (ENG)". */
export const prefixByAssociation: Record<string, string> = {
  ENG: "en",
  SCO: "sco",
  ESP: "es",
  GER: "de",
  ITA: "it",
  FRA: "fr",
  NED: "nl",
  POR: "pt",
  AUT: "at",
  BEL: "be",
  SUI: "ch",
  CZE: "cz",
  GRE: "gr",
  HUN: "hu",
  RUS: "ru",
  TUR: "tr",
  MEX: "mx",
  ARG: "ar",
  BRA: "br",
  COL: "co",
  JPN: "jp",
  USA: "mls",
};

export function countryByPrefix(prefix: string): CountryInfo | null {
  return countriesByPrefix[prefix] ?? null;
}

/** A regional-indicator flag for ISO alpha-2 codes; subdivision flags for the home nations. */
export function flagOf(code: string): string {
  if (code === "GB-ENG") return "🏴󠁧󠁢󠁥󠁮󠁧󠁿";
  if (code === "GB-SCT") return "🏴󠁧󠁢󠁳󠁣󠁴󠁿";
  if (!/^[A-Z]{2}$/.test(code)) return "";
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

export type CompetitionInfo = {
  country: CountryInfo | null;
  kind: "league" | "cup" | "tournament";
  tier: number;
  tieBreak: TieBreakRule;
  zones: TableZone[];
  /** Where kickoff times without an explicit UTC offset are local. */
  timeZone: string;
  national: boolean;
};

const topFlightZones = (size: number): TableZone[] => [
  { from: 1, to: 4, kind: "continental", label: "Champions League" },
  { from: 5, to: 5, kind: "continental-secondary", label: "Europa League" },
  { from: size - 2, to: size, kind: "relegation", label: "Relegation" },
];

const international: Record<string, Omit<CompetitionInfo, "country">> = {
  "uefa.cl": {
    kind: "tournament",
    tier: 1,
    tieBreak: "head-to-head",
    zones: [],
    timeZone: "Europe/Paris",
    national: false,
  },
  "copa.l": {
    kind: "tournament",
    tier: 1,
    tieBreak: "points-gd-gf",
    zones: [],
    timeZone: "America/Sao_Paulo",
    national: false,
  },
  worldcup: {
    kind: "tournament",
    tier: 1,
    tieBreak: "fifa-group",
    zones: [],
    timeZone: "UTC",
    national: true,
  },
  clubworldcup: {
    kind: "tournament",
    tier: 1,
    tieBreak: "fifa-group",
    zones: [],
    timeZone: "America/New_York",
    national: false,
  },
};

/** Host zones of the World Cups whose files give local times without an offset. */
const worldCupZones: Record<string, string> = {
  "2022": "Asia/Qatar",
  "2018": "Europe/Moscow",
  "2026": "America/New_York",
};

/** What a competition code means: "en.1" is England's top flight, "de.cup" Germany's cup. */
export function competitionInfo(code: string, season: string): CompetitionInfo {
  const known = international[code];
  if (known) {
    const timeZone = code === "worldcup" ? (worldCupZones[season] ?? "UTC") : known.timeZone;
    return { ...known, country: null, timeZone };
  }
  const [prefix = code, division = "1"] = code.split(".");
  const country = countryByPrefix(prefix);
  const isCup = division === "cup";
  const tier = isCup ? 1 : Number.parseInt(division, 10) || 1;
  return {
    country,
    kind: isCup ? "cup" : "league",
    tier,
    tieBreak: prefix === "es" || prefix === "it" ? "head-to-head" : "points-gd-gf",
    zones: !isCup && tier === 1 && (prefix === "en" || prefix === "es") ? topFlightZones(20) : [],
    timeZone: country?.timeZone ?? "UTC",
    national: false,
  };
}

export type KnownAdjustment = { team: string; points: number; reason: string };

/**
 * Point deductions the result files cannot show, keyed by "code season"; the
 * importer records them so imported tables match the official ones.
 */
export const knownAdjustments: Record<string, KnownAdjustment[]> = {
  "en.1 2023/24": [
    {
      team: "Everton FC",
      points: -6,
      reason: "Profitability and sustainability breach 2021/22 (10 points, reduced to 6 on appeal)",
    },
    { team: "Everton FC", points: -2, reason: "Profitability and sustainability breach 2022/23" },
    { team: "Nottingham Forest FC", points: -4, reason: "Profitability and sustainability breach 2022/23" },
  ],
};
