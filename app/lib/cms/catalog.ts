// How the admin area shows each kind of the sports catalogue: its list columns, filters and form
// fields. The one list page and the one edit page read this; the API's schemas check the input.

import { type Locale, NAMED_LOCALES } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, type MessageDescriptor } from "../i18n.tsx";

export type CatalogPlural = "competitions" | "seasons" | "teams" | "players" | "venues";
export type OptionList = "sports" | "countries" | "competitions" | "teams" | "venues";
export type Choice = { value: string; label: string };
/** A fixed choice of a select or filter, its words a message. */
export type FixedChoice = { value: string; label: MessageDescriptor };

export type FieldSpec = {
  name: string;
  label: MessageDescriptor;
  /** How the submitted text becomes the API's value (cms-form.server.ts `FieldKind`). */
  kind: "text" | "nullable-text" | "number" | "nullable-number" | "boolean";
  input?: "text" | "number" | "date" | "checkbox" | "select";
  /** A select's choices: a list of catalogue records, or fixed values. */
  options?: OptionList | FixedChoice[];
  required?: boolean;
  hint?: MessageDescriptor;
  maxLength?: number;
};

export type ColumnSpec = { key: string; label: MessageDescriptor; sort?: string; link?: boolean };
export type FilterSpec = { name: string; label: MessageDescriptor; options: OptionList | FixedChoice[] };

/** How the admin area speaks of one kind: its list's title, a count, a new one. */
export type KindWords = Record<
  | "title"
  | "count"
  | "newOne"
  | "createOne"
  | "addFirst"
  | "pages"
  | "saved"
  | "noSuch"
  | "noneMatch"
  | "noneYet"
  | "all",
  MessageDescriptor
>;

/** A kind named in the site's other languages: the limit of its name there, and whether it has a short one. */
export type LocalNamesSpec = { maxLength: number; shortName: boolean };

export type KindSpec = {
  plural: CatalogPlural;
  singular: string;
  words: KindWords;
  /** The field that names a record in headings. */
  nameField: string;
  columns: ColumnSpec[];
  filters: FilterSpec[];
  fields: FieldSpec[];
  localNames?: LocalNamesSpec;
};

/** The languages a record may be named in besides English, its `name`. */
export { NAMED_LOCALES };

/** A local name's form field, named as the API's path to it so a refusal marks the right one. */
export const localNameField = (locale: Locale, part: "name" | "short_name") =>
  `local_names.${locale}.${part}`;

/** Every local-name field of a kind, as the form posts them. */
export const localNameFields = (spec: LocalNamesSpec) =>
  NAMED_LOCALES.flatMap((locale) => [
    localNameField(locale, "name"),
    ...(spec.shortName ? [localNameField(locale, "short_name")] : []),
  ]);

/** The words of the catalogue's columns, filters and fields. */
const c = defineMessages({
  league: { id: "cms.catalog.choice.league", defaultMessage: "League" },
  cup: { id: "cms.catalog.choice.cup", defaultMessage: "Cup" },
  tournament: { id: "cms.catalog.choice.tournament", defaultMessage: "Tournament" },
  club: { id: "cms.catalog.choice.club", defaultMessage: "Club" },
  nationalTeam: { id: "cms.catalog.choice.national-team", defaultMessage: "National team" },
  goalkeeper: { id: "cms.catalog.choice.goalkeeper", defaultMessage: "Goalkeeper" },
  defender: { id: "cms.catalog.choice.defender", defaultMessage: "Defender" },
  midfielder: { id: "cms.catalog.choice.midfielder", defaultMessage: "Midfielder" },
  forward: { id: "cms.catalog.choice.forward", defaultMessage: "Forward" },
  pointsGoalDifferenceGoals: {
    id: "cms.catalog.choice.points-goal-difference-goals",
    defaultMessage: "Points, goal difference, goals",
  },
  pointsThenHeadtohead: {
    id: "cms.catalog.choice.points-then-headtohead",
    defaultMessage: "Points, then head-to-head",
  },
  fifaGroupRules: { id: "cms.catalog.choice.fifa-group-rules", defaultMessage: "FIFA group rules" },
  currentOnly: { id: "cms.catalog.choice.current-only", defaultMessage: "Current only" },
  pastAndFuture: { id: "cms.catalog.choice.past-and-future", defaultMessage: "Past and future" },
  name: { id: "cms.catalog.name", defaultMessage: "Name" },
  country: { id: "cms.catalog.country", defaultMessage: "Country" },
  sport: { id: "cms.catalog.sport", defaultMessage: "Sport" },
  addressSlug: { id: "cms.catalog.address-slug", defaultMessage: "Address (slug)" },
  kind: { id: "cms.catalog.kind", defaultMessage: "Kind" },
  tier: { id: "cms.catalog.tier", defaultMessage: "Tier" },
  shortName: { id: "cms.catalog.short-name", defaultMessage: "Short name" },
  theNameWhenLeft: {
    id: "cms.catalog.hint.the-name-when-left-empty",
    defaultMessage: "The name when left empty.",
  },
  noneForInternationalCompetitions: {
    id: "cms.catalog.hint.none-for-international-competitions",
    defaultMessage: "None for international competitions.",
  },
  topFlightHint: { id: "cms.catalog.hint.1-is-a-top-flight", defaultMessage: "1 is a top flight." },
  tiebreak: { id: "cms.catalog.tiebreak", defaultMessage: "Tie-break" },
  pointsForAWin: { id: "cms.catalog.points-for-a-win", defaultMessage: "Points for a win" },
  season: { id: "cms.catalog.season", defaultMessage: "Season" },
  competition: { id: "cms.catalog.competition", defaultMessage: "Competition" },
  starts: { id: "cms.catalog.starts", defaultMessage: "Starts" },
  ends: { id: "cms.catalog.ends", defaultMessage: "Ends" },
  current: { id: "cms.catalog.current", defaultMessage: "Current" },
  seasonNameHint: {
    id: "cms.catalog.hint.202526-or-2026-for-calendaryear",
    defaultMessage: "2025/26, or 2026 for calendar-year competitions.",
  },
  startsOn: { id: "cms.catalog.starts-on", defaultMessage: "Starts on" },
  endsOn: { id: "cms.catalog.ends-on", defaultMessage: "Ends on" },
  currentSeasonTheCompetitions: {
    id: "cms.catalog.current-season-the-competitions-pages",
    defaultMessage: "Current season (the competition's pages open on it)",
  },
  code: { id: "cms.catalog.code", defaultMessage: "Code" },
  venue: { id: "cms.catalog.venue", defaultMessage: "Venue" },
  address: { id: "cms.catalog.address", defaultMessage: "Address" },
  withoutFcAfcMade: {
    id: "cms.catalog.hint.without-fc-afc-made-from",
    defaultMessage: "Without FC, AFC…; made from the name when empty.",
  },
  shownOnNarrowScreens: {
    id: "cms.catalog.hint.shown-on-narrow-screens-eg",
    defaultMessage: "Shown on narrow screens, e.g. MUN.",
  },
  homeVenue: { id: "cms.catalog.home-venue", defaultMessage: "Home venue" },
  founded: { id: "cms.catalog.founded", defaultMessage: "Founded" },
  worldRanking: { id: "cms.catalog.world-ranking", defaultMessage: "World ranking" },
  tennisPlayers1To: {
    id: "cms.catalog.hint.tennis-players-1-to-9999",
    defaultMessage: "Tennis players: 1 to 9999; empty when unranked.",
  },
  team: { id: "cms.catalog.team", defaultMessage: "Team" },
  shirt: { id: "cms.catalog.shirt", defaultMessage: "Shirt" },
  position: { id: "cms.catalog.position", defaultMessage: "Position" },
  shirtNumber: { id: "cms.catalog.shirt-number", defaultMessage: "Shirt number" },
  dateOfBirth: { id: "cms.catalog.date-of-birth", defaultMessage: "Date of birth" },
  nationality: { id: "cms.catalog.nationality", defaultMessage: "Nationality" },
  city: { id: "cms.catalog.city", defaultMessage: "City" },
  capacity: { id: "cms.catalog.capacity", defaultMessage: "Capacity" },
  lowercaseLettersDigitsAnd: {
    id: "cms.catalog.hint.lowercase-letters-digits-and-hyphens",
    defaultMessage: "Lowercase letters, digits and hyphens; made from the name when empty.",
  },
});

const choices = (...values: Array<[string, MessageDescriptor]>): FixedChoice[] =>
  values.map(([value, label]) => ({ value, label }));
const kinds = {
  competition: choices(["league", c.league], ["cup", c.cup], ["tournament", c.tournament]),
  team: choices(["club", c.club], ["national", c.nationalTeam]),
  position: choices(["GK", c.goalkeeper], ["DF", c.defender], ["MF", c.midfielder], ["FW", c.forward]),
  tieBreak: choices(
    ["points-gd-gf", c.pointsGoalDifferenceGoals],
    ["head-to-head", c.pointsThenHeadtohead],
    ["fifa-group", c.fifaGroupRules],
  ),
};

const slugHint = c.lowercaseLettersDigitsAnd;

// Columns, filters and fields several kinds share.
const nameColumn: ColumnSpec = { key: "name", label: c.name, sort: "name", link: true };
const countryColumn: ColumnSpec = { key: "country_name", label: c.country };
const sportFilter: FilterSpec = { name: "sport_id", label: c.sport, options: "sports" };
const countryFilter: FilterSpec = { name: "country_id", label: c.country, options: "countries" };
const slugField: FieldSpec = {
  name: "slug",
  label: c.addressSlug,
  kind: "text",
  maxLength: 80,
  hint: slugHint,
};
const sportField: FieldSpec = {
  name: "sport_id",
  label: c.sport,
  kind: "number",
  input: "select",
  options: "sports",
  required: true,
};
const countryField: FieldSpec = {
  name: "country_id",
  label: c.country,
  kind: "nullable-number",
  input: "select",
  options: "countries",
};

const competitionsWords: KindWords = defineMessages({
  title: { id: "cms.catalog.competitions.title", defaultMessage: "Competitions" },
  count: {
    id: "cms.catalog.competitions.count",
    defaultMessage: "{count, plural, one {# competition} other {# competitions}}",
  },
  newOne: { id: "cms.catalog.competitions.new", defaultMessage: "New competition" },
  createOne: { id: "cms.catalog.competitions.create", defaultMessage: "Create competition" },
  addFirst: { id: "cms.catalog.competitions.add-first", defaultMessage: "Add the first competition." },
  pages: { id: "cms.catalog.competitions.pages", defaultMessage: "Competitions pages" },
  saved: { id: "cms.catalog.competitions.saved", defaultMessage: "Competition saved." },
  noSuch: { id: "cms.catalog.competitions.no-such", defaultMessage: "No such competition." },
  noneMatch: { id: "cms.catalog.competitions.none-match", defaultMessage: "No competitions match" },
  noneYet: { id: "cms.catalog.competitions.none-yet", defaultMessage: "No competitions yet" },
  all: { id: "cms.catalog.competitions.all", defaultMessage: "All competitions" },
});

const seasonsWords: KindWords = defineMessages({
  title: { id: "cms.catalog.seasons.title", defaultMessage: "Seasons" },
  count: {
    id: "cms.catalog.seasons.count",
    defaultMessage: "{count, plural, one {# season} other {# seasons}}",
  },
  newOne: { id: "cms.catalog.seasons.new", defaultMessage: "New season" },
  createOne: { id: "cms.catalog.seasons.create", defaultMessage: "Create season" },
  addFirst: { id: "cms.catalog.seasons.add-first", defaultMessage: "Add the first season." },
  pages: { id: "cms.catalog.seasons.pages", defaultMessage: "Seasons pages" },
  saved: { id: "cms.catalog.seasons.saved", defaultMessage: "Season saved." },
  noSuch: { id: "cms.catalog.seasons.no-such", defaultMessage: "No such season." },
  noneMatch: { id: "cms.catalog.seasons.none-match", defaultMessage: "No seasons match" },
  noneYet: { id: "cms.catalog.seasons.none-yet", defaultMessage: "No seasons yet" },
  all: { id: "cms.catalog.seasons.all", defaultMessage: "All seasons" },
});

const teamsWords: KindWords = defineMessages({
  title: { id: "cms.catalog.teams.title", defaultMessage: "Teams" },
  count: {
    id: "cms.catalog.teams.count",
    defaultMessage: "{count, plural, one {# team} other {# teams}}",
  },
  newOne: { id: "cms.catalog.teams.new", defaultMessage: "New team" },
  createOne: { id: "cms.catalog.teams.create", defaultMessage: "Create team" },
  addFirst: { id: "cms.catalog.teams.add-first", defaultMessage: "Add the first team." },
  pages: { id: "cms.catalog.teams.pages", defaultMessage: "Teams pages" },
  saved: { id: "cms.catalog.teams.saved", defaultMessage: "Team saved." },
  noSuch: { id: "cms.catalog.teams.no-such", defaultMessage: "No such team." },
  noneMatch: { id: "cms.catalog.teams.none-match", defaultMessage: "No teams match" },
  noneYet: { id: "cms.catalog.teams.none-yet", defaultMessage: "No teams yet" },
  all: { id: "cms.catalog.teams.all", defaultMessage: "All teams" },
});

const playersWords: KindWords = defineMessages({
  title: { id: "cms.catalog.players.title", defaultMessage: "Players" },
  count: {
    id: "cms.catalog.players.count",
    defaultMessage: "{count, plural, one {# player} other {# players}}",
  },
  newOne: { id: "cms.catalog.players.new", defaultMessage: "New player" },
  createOne: { id: "cms.catalog.players.create", defaultMessage: "Create player" },
  addFirst: { id: "cms.catalog.players.add-first", defaultMessage: "Add the first player." },
  pages: { id: "cms.catalog.players.pages", defaultMessage: "Players pages" },
  saved: { id: "cms.catalog.players.saved", defaultMessage: "Player saved." },
  noSuch: { id: "cms.catalog.players.no-such", defaultMessage: "No such player." },
  noneMatch: { id: "cms.catalog.players.none-match", defaultMessage: "No players match" },
  noneYet: { id: "cms.catalog.players.none-yet", defaultMessage: "No players yet" },
  all: { id: "cms.catalog.players.all", defaultMessage: "All players" },
});

const venuesWords: KindWords = defineMessages({
  title: { id: "cms.catalog.venues.title", defaultMessage: "Venues" },
  count: {
    id: "cms.catalog.venues.count",
    defaultMessage: "{count, plural, one {# venue} other {# venues}}",
  },
  newOne: { id: "cms.catalog.venues.new", defaultMessage: "New venue" },
  createOne: { id: "cms.catalog.venues.create", defaultMessage: "Create venue" },
  addFirst: { id: "cms.catalog.venues.add-first", defaultMessage: "Add the first venue." },
  pages: { id: "cms.catalog.venues.pages", defaultMessage: "Venues pages" },
  saved: { id: "cms.catalog.venues.saved", defaultMessage: "Venue saved." },
  noSuch: { id: "cms.catalog.venues.no-such", defaultMessage: "No such venue." },
  noneMatch: { id: "cms.catalog.venues.none-match", defaultMessage: "No venues match" },
  noneYet: { id: "cms.catalog.venues.none-yet", defaultMessage: "No venues yet" },
  all: { id: "cms.catalog.venues.all", defaultMessage: "All venues" },
});

export const CATALOG_KINDS: Record<CatalogPlural, KindSpec> = {
  competitions: {
    plural: "competitions",
    singular: "competition",
    words: competitionsWords,
    nameField: "name",
    columns: [
      nameColumn,
      { key: "kind", label: c.kind },
      countryColumn,
      { key: "tier", label: c.tier, sort: "tier" },
      { key: "sport_name", label: c.sport },
    ],
    filters: [sportFilter, countryFilter, { name: "kind", label: c.kind, options: kinds.competition }],
    localNames: { maxLength: 100, shortName: true },
    fields: [
      { name: "name", label: c.name, kind: "text", required: true, maxLength: 100 },
      {
        name: "short_name",
        label: c.shortName,
        kind: "text",
        maxLength: 40,
        hint: c.theNameWhenLeft,
      },
      slugField,
      sportField,
      { ...countryField, hint: c.noneForInternationalCompetitions },
      {
        name: "kind",
        label: c.kind,
        kind: "text",
        input: "select",
        options: kinds.competition,
        required: true,
      },
      { name: "tier", label: c.tier, kind: "number", input: "number", hint: c.topFlightHint },
      { name: "tie_break", label: c.tiebreak, kind: "text", input: "select", options: kinds.tieBreak },
      { name: "points_for_win", label: c.pointsForAWin, kind: "number", input: "number" },
    ],
  },
  seasons: {
    plural: "seasons",
    singular: "season",
    words: seasonsWords,
    nameField: "name",
    columns: [
      { key: "name", label: c.season, sort: "name", link: true },
      { key: "competition_name", label: c.competition },
      { key: "starts_on", label: c.starts, sort: "starts_on" },
      { key: "ends_on", label: c.ends },
      { key: "is_current", label: c.current },
    ],
    filters: [
      { name: "competition_id", label: c.competition, options: "competitions" },
      {
        name: "current",
        label: c.current,
        options: choices(["true", c.currentOnly], ["false", c.pastAndFuture]),
      },
    ],
    fields: [
      {
        name: "competition_id",
        label: c.competition,
        kind: "number",
        input: "select",
        options: "competitions",
        required: true,
      },
      {
        name: "name",
        label: c.name,
        kind: "text",
        required: true,
        maxLength: 20,
        hint: c.seasonNameHint,
      },
      { name: "starts_on", label: c.startsOn, kind: "nullable-text", input: "date" },
      { name: "ends_on", label: c.endsOn, kind: "nullable-text", input: "date" },
      {
        name: "is_current",
        label: c.currentSeasonTheCompetitions,
        kind: "boolean",
        input: "checkbox",
      },
    ],
  },
  teams: {
    plural: "teams",
    singular: "team",
    words: teamsWords,
    nameField: "name",
    columns: [
      nameColumn,
      { key: "code", label: c.code },
      countryColumn,
      { key: "venue_name", label: c.venue },
      { key: "slug", label: c.address, sort: "slug" },
    ],
    filters: [sportFilter, countryFilter, { name: "kind", label: c.kind, options: kinds.team }],
    localNames: { maxLength: 80, shortName: true },
    fields: [
      { name: "name", label: c.name, kind: "text", required: true, maxLength: 80 },
      {
        name: "short_name",
        label: c.shortName,
        kind: "text",
        maxLength: 40,
        hint: c.withoutFcAfcMade,
      },
      { name: "code", label: c.code, kind: "text", maxLength: 4, hint: c.shownOnNarrowScreens },
      slugField,
      sportField,
      countryField,
      { name: "kind", label: c.kind, kind: "text", input: "select", options: kinds.team },
      { name: "venue_id", label: c.homeVenue, kind: "nullable-number", input: "select", options: "venues" },
      { name: "founded", label: c.founded, kind: "nullable-number", input: "number" },
      {
        name: "ranking",
        label: c.worldRanking,
        kind: "nullable-number",
        input: "number",
        hint: c.tennisPlayers1To,
      },
    ],
  },
  players: {
    plural: "players",
    singular: "player",
    words: playersWords,
    nameField: "name",
    columns: [
      nameColumn,
      { key: "team_name", label: c.team },
      { key: "shirt_number", label: c.shirt, sort: "shirt_number" },
      { key: "position", label: c.position },
    ],
    filters: [
      { name: "team_id", label: c.team, options: "teams" },
      { name: "position", label: c.position, options: kinds.position },
    ],
    fields: [
      { name: "name", label: c.name, kind: "text", required: true, maxLength: 80 },
      { name: "team_id", label: c.team, kind: "nullable-number", input: "select", options: "teams" },
      { name: "shirt_number", label: c.shirtNumber, kind: "nullable-number", input: "number" },
      {
        name: "position",
        label: c.position,
        kind: "nullable-text",
        input: "select",
        options: kinds.position,
      },
      { name: "birth_date", label: c.dateOfBirth, kind: "nullable-text", input: "date" },
      { ...countryField, name: "nationality_id", label: c.nationality },
    ],
  },
  venues: {
    plural: "venues",
    singular: "venue",
    words: venuesWords,
    nameField: "name",
    columns: [
      nameColumn,
      { key: "city", label: c.city, sort: "city" },
      countryColumn,
      { key: "capacity", label: c.capacity, sort: "capacity" },
    ],
    filters: [countryFilter],
    fields: [
      { name: "name", label: c.name, kind: "text", required: true, maxLength: 100 },
      { name: "city", label: c.city, kind: "nullable-text", maxLength: 80 },
      countryField,
      { name: "capacity", label: c.capacity, kind: "nullable-number", input: "number" },
    ],
  },
};

export const CATALOG_PLURALS = Object.keys(CATALOG_KINDS) as CatalogPlural[];

/** The catalogue lists a kind's filters and fields draw their choices from. */
export function optionListsOf(spec: KindSpec): OptionList[] {
  const lists = [...spec.filters, ...spec.fields].flatMap((item) =>
    typeof item.options === "string" ? [item.options] : [],
  );
  return [...new Set(lists)];
}

/** The records a kind's selects offer, by list. */
export type Choices = Partial<Record<OptionList, Array<{ id: number; name: string }>>>;

export function choicesOf(options: OptionList | FixedChoice[], choices: Choices, t: Translator): Choice[] {
  if (typeof options !== "string")
    return options.map((choice) => ({ value: choice.value, label: t(choice.label) }));
  return (choices[options] ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}
