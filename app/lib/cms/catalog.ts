// How the admin area shows each kind of the sports catalogue: its list columns, filters and form
// fields. The one list page and the one edit page read this; the API's schemas check the input.

export type CatalogPlural = "competitions" | "seasons" | "teams" | "players" | "venues";
export type OptionList = "sports" | "countries" | "competitions" | "teams" | "venues";
export type Choice = { value: string; label: string };

export type FieldSpec = {
  name: string;
  label: string;
  /** How the submitted text becomes the API's value (cms-form.server.ts `FieldKind`). */
  kind: "text" | "nullable-text" | "number" | "nullable-number" | "boolean";
  input?: "text" | "number" | "date" | "checkbox" | "select";
  /** A select's choices: a list of catalogue records, or fixed values. */
  options?: OptionList | Choice[];
  required?: boolean;
  hint?: string;
  maxLength?: number;
};

export type ColumnSpec = { key: string; label: string; sort?: string; link?: boolean };
export type FilterSpec = { name: string; label: string; options: OptionList | Choice[] };

export type KindSpec = {
  plural: CatalogPlural;
  singular: string;
  title: string;
  /** The field that names a record in headings. */
  nameField: string;
  columns: ColumnSpec[];
  filters: FilterSpec[];
  fields: FieldSpec[];
};

const choices = (...values: Array<[string, string]>): Choice[] =>
  values.map(([value, label]) => ({ value, label }));
const kinds = {
  competition: choices(["league", "League"], ["cup", "Cup"], ["tournament", "Tournament"]),
  team: choices(["club", "Club"], ["national", "National team"]),
  position: choices(["GK", "Goalkeeper"], ["DF", "Defender"], ["MF", "Midfielder"], ["FW", "Forward"]),
  tieBreak: choices(
    ["points-gd-gf", "Points, goal difference, goals"],
    ["head-to-head", "Points, then head-to-head"],
    ["fifa-group", "FIFA group rules"],
  ),
};

const slugHint = "Lowercase letters, digits and hyphens; made from the name when empty.";

// Columns, filters and fields several kinds share.
const nameColumn: ColumnSpec = { key: "name", label: "Name", sort: "name", link: true };
const countryColumn: ColumnSpec = { key: "country_name", label: "Country" };
const sportFilter: FilterSpec = { name: "sport_id", label: "Sport", options: "sports" };
const countryFilter: FilterSpec = { name: "country_id", label: "Country", options: "countries" };
const slugField: FieldSpec = {
  name: "slug",
  label: "Address (slug)",
  kind: "text",
  maxLength: 80,
  hint: slugHint,
};
const sportField: FieldSpec = {
  name: "sport_id",
  label: "Sport",
  kind: "number",
  input: "select",
  options: "sports",
  required: true,
};
const countryField: FieldSpec = {
  name: "country_id",
  label: "Country",
  kind: "nullable-number",
  input: "select",
  options: "countries",
};

export const CATALOG_KINDS: Record<CatalogPlural, KindSpec> = {
  competitions: {
    plural: "competitions",
    singular: "competition",
    title: "Competitions",
    nameField: "name",
    columns: [
      nameColumn,
      { key: "kind", label: "Kind" },
      countryColumn,
      { key: "tier", label: "Tier", sort: "tier" },
      { key: "sport_name", label: "Sport" },
    ],
    filters: [sportFilter, countryFilter, { name: "kind", label: "Kind", options: kinds.competition }],
    fields: [
      { name: "name", label: "Name", kind: "text", required: true, maxLength: 100 },
      {
        name: "short_name",
        label: "Short name",
        kind: "text",
        maxLength: 40,
        hint: "The name when left empty.",
      },
      slugField,
      sportField,
      { ...countryField, hint: "None for international competitions." },
      {
        name: "kind",
        label: "Kind",
        kind: "text",
        input: "select",
        options: kinds.competition,
        required: true,
      },
      { name: "tier", label: "Tier", kind: "number", input: "number", hint: "1 is a top flight." },
      { name: "tie_break", label: "Tie-break", kind: "text", input: "select", options: kinds.tieBreak },
      { name: "points_for_win", label: "Points for a win", kind: "number", input: "number" },
    ],
  },
  seasons: {
    plural: "seasons",
    singular: "season",
    title: "Seasons",
    nameField: "name",
    columns: [
      { key: "name", label: "Season", sort: "name", link: true },
      { key: "competition_name", label: "Competition" },
      { key: "starts_on", label: "Starts", sort: "starts_on" },
      { key: "ends_on", label: "Ends" },
      { key: "is_current", label: "Current" },
    ],
    filters: [
      { name: "competition_id", label: "Competition", options: "competitions" },
      {
        name: "current",
        label: "Current",
        options: choices(["true", "Current only"], ["false", "Past and future"]),
      },
    ],
    fields: [
      {
        name: "competition_id",
        label: "Competition",
        kind: "number",
        input: "select",
        options: "competitions",
        required: true,
      },
      {
        name: "name",
        label: "Name",
        kind: "text",
        required: true,
        maxLength: 20,
        hint: "2025/26, or 2026 for calendar-year competitions.",
      },
      { name: "starts_on", label: "Starts on", kind: "nullable-text", input: "date" },
      { name: "ends_on", label: "Ends on", kind: "nullable-text", input: "date" },
      {
        name: "is_current",
        label: "Current season (the competition's pages open on it)",
        kind: "boolean",
        input: "checkbox",
      },
    ],
  },
  teams: {
    plural: "teams",
    singular: "team",
    title: "Teams",
    nameField: "name",
    columns: [
      nameColumn,
      { key: "code", label: "Code" },
      countryColumn,
      { key: "venue_name", label: "Venue" },
      { key: "slug", label: "Address", sort: "slug" },
    ],
    filters: [sportFilter, countryFilter, { name: "kind", label: "Kind", options: kinds.team }],
    fields: [
      { name: "name", label: "Name", kind: "text", required: true, maxLength: 80 },
      {
        name: "short_name",
        label: "Short name",
        kind: "text",
        maxLength: 40,
        hint: "Without FC, AFC…; made from the name when empty.",
      },
      { name: "code", label: "Code", kind: "text", maxLength: 4, hint: "Shown on narrow screens, e.g. MUN." },
      slugField,
      sportField,
      countryField,
      { name: "kind", label: "Kind", kind: "text", input: "select", options: kinds.team },
      { name: "venue_id", label: "Home venue", kind: "nullable-number", input: "select", options: "venues" },
      { name: "founded", label: "Founded", kind: "nullable-number", input: "number" },
      {
        name: "ranking",
        label: "World ranking",
        kind: "nullable-number",
        input: "number",
        hint: "Tennis players: 1 to 9999; empty when unranked.",
      },
    ],
  },
  players: {
    plural: "players",
    singular: "player",
    title: "Players",
    nameField: "name",
    columns: [
      nameColumn,
      { key: "team_name", label: "Team" },
      { key: "shirt_number", label: "Shirt", sort: "shirt_number" },
      { key: "position", label: "Position" },
    ],
    filters: [
      { name: "team_id", label: "Team", options: "teams" },
      { name: "position", label: "Position", options: kinds.position },
    ],
    fields: [
      { name: "name", label: "Name", kind: "text", required: true, maxLength: 80 },
      { name: "team_id", label: "Team", kind: "nullable-number", input: "select", options: "teams" },
      { name: "shirt_number", label: "Shirt number", kind: "nullable-number", input: "number" },
      {
        name: "position",
        label: "Position",
        kind: "nullable-text",
        input: "select",
        options: kinds.position,
      },
      { name: "birth_date", label: "Date of birth", kind: "nullable-text", input: "date" },
      { ...countryField, name: "nationality_id", label: "Nationality" },
    ],
  },
  venues: {
    plural: "venues",
    singular: "venue",
    title: "Venues",
    nameField: "name",
    columns: [
      nameColumn,
      { key: "city", label: "City", sort: "city" },
      countryColumn,
      { key: "capacity", label: "Capacity", sort: "capacity" },
    ],
    filters: [countryFilter],
    fields: [
      { name: "name", label: "Name", kind: "text", required: true, maxLength: 100 },
      { name: "city", label: "City", kind: "nullable-text", maxLength: 80 },
      countryField,
      { name: "capacity", label: "Capacity", kind: "nullable-number", input: "number" },
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

export function choicesOf(options: OptionList | Choice[], choices: Choices): Choice[] {
  if (typeof options !== "string") return options;
  return (choices[options] ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}
