import { z } from "@hono/zod-openapi";

/**
 * The one mapping from a schema's refusal to the sentence a person reads beside the field
 * ("Enter a team name", "Use at most 80 characters"). Installed as zod's error map, so the
 * API's 400s and the pages that check forms with the same schemas say the same thing; a
 * message a schema writes itself still wins.
 */

type Labels = z.core.$ZodRegistry<{ label: string }>;

/**
 * Names a field as the person sees it; a registry of its own keeps the OpenAPI document as it
 * was. Held on globalThis, like zod's own error map: the page build bundles a second copy of
 * this module, and a label given in either copy must be found by the map the other installed.
 */
const shared = globalThis as typeof globalThis & { __goallineFieldLabels?: Labels };
shared.__goallineFieldLabels ??= z.registry<{ label: string }>();
export const fieldLabels: Labels = shared.__goallineFieldLabels;

/**
 * A copy of `schema` whose refusals name it `label`. Label the field's own schema: checks
 * added later keep the label, while `.optional()` and `.nullable()` wrap it and still refuse
 * through it.
 */
export function labelled<S extends z.ZodType>(schema: S, label: string): S {
  const copy = schema.clone() as S;
  fieldLabels.add(copy, { label });
  return copy;
}

/** "displayName" → "display name", "sport_id" → "sport": the label of a field nobody named. */
export function labelFromKey(key: string): string {
  return key
    .replace(/(_id|Id)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
}

type Issue = z.core.$ZodRawIssue;
type Schema = z.core.$ZodType;

/** A or an, by the sound of the word's first letter (close enough for field names). */
const withArticle = (label: string) =>
  /^(?:[aeio]|u(?!s|n[iy]))/i.test(label) ? `an ${label}` : `a ${label}`;

const listed = (values: readonly unknown[]) => values.map((value) => String(value)).join(", ");

function ownerOf(issue: Issue): Schema | undefined {
  const owner = issue.schema ?? issue.inst;
  return owner && "_zod" in owner && "def" in owner._zod && "type" in owner._zod.def
    ? (owner as Schema)
    : undefined;
}

type Def = { format?: string; checks?: Array<{ _zod: { def: { format?: string } } }> };

/** A string format ("email", "date") or a number's ("safeint"), from the schema or one of its checks. */
function formatOf(schema: Schema | undefined): string | undefined {
  const def = schema?._zod.def as Def | undefined;
  return def?.format ?? def?.checks?.find((check) => check._zod.def.format)?._zod.def.format;
}

/** The label a schema was given, else one made from the last key of the path, else "value". */
export function labelOf(issue: Pick<Issue, "path" | "inst" | "schema">): string {
  const owner = ownerOf(issue as Issue);
  const given = owner ? fieldLabels.get(owner)?.label : undefined;
  if (given) return given;
  const key = [...(issue.path ?? [])].reverse().find((part) => typeof part === "string");
  return key ? labelFromKey(key) || "value" : "value";
}

const isIdKey = (issue: Issue) => /(_id|Id)$/.test(String(issue.path?.at(-1) ?? ""));

/** What to ask for when a value is missing or of the wrong type. */
function askFor(issue: Issue & { expected?: string }, label: string): string {
  const owner = ownerOf(issue);
  const format = formatOf(owner);
  if (format === "email") return "Enter an e-mail address like name@example.com";
  if (format === "date") return "Choose a date";
  if (format === "datetime") return "Choose a date and time";
  if (format === "url") return "Enter a web address like https://example.com";
  switch (issue.expected) {
    case "number":
    case "int":
    case "bigint":
      if (isIdKey(issue)) return `Choose ${withArticle(label)}`;
      return format === "safeint" || issue.expected === "int" ? "Enter a whole number" : "Enter a number";
    case "boolean":
      return "Choose yes or no";
    case "date":
      return "Choose a date";
    case "array":
    case "set":
      return `Choose the ${label}`;
    default:
      return `Enter ${withArticle(label)}`;
  }
}

const FORMATS: Record<string, string> = {
  email: "Enter an e-mail address like name@example.com",
  url: "Enter a web address like https://example.com",
  date: "Enter a date like 2025-08-15",
  datetime: "Enter a date and time like 2025-08-15T15:00:00Z",
  time: "Enter a time like 15:00",
  uuid: "Enter the id as a UUID",
  base64url: "Use only letters, digits, - and _",
};

/** Lower and upper bounds in words, by what was measured. */
function bound(issue: Issue & { origin?: string; minimum?: unknown; maximum?: unknown }, label: string) {
  const small = issue.code === "too_small";
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = (issue as { inclusive?: boolean }).inclusive !== false;
  switch (issue.origin) {
    case "string":
      if (small && Number(limit) <= 1) return `Enter ${withArticle(label)}`;
      return small ? `Use at least ${limit} characters` : `Use at most ${limit} characters`;
    case "array":
    case "set":
      if (small && Number(limit) <= 1) return "Choose at least one";
      return small ? `Choose at least ${limit}` : `Choose at most ${limit}`;
    case "file":
      return small ? "Choose a file that is not empty" : `Choose a file of at most ${limit} bytes`;
    case "date":
      return small ? "Choose a later date" : "Choose an earlier date";
    default:
      if (small) return inclusive ? `Enter ${limit} or more` : `Enter more than ${limit}`;
      return inclusive ? `Enter ${limit} or less` : `Enter less than ${limit}`;
  }
}

/** The sentence for one refusal; zod calls it for every issue whose schema wrote no message. */
export function fieldMessage(issue: Issue): string {
  const label = labelOf(issue);
  switch (issue.code) {
    case "invalid_type":
      return askFor(issue, label);
    case "too_small":
    case "too_big":
      return bound(issue, label);
    case "invalid_format": {
      const format = (issue as { format?: string }).format ?? "";
      return FORMATS[format] ?? `Check the ${label}: it is not in the expected form`;
    }
    case "not_multiple_of":
      return `Enter a multiple of ${String(issue.divisor)}`;
    case "invalid_value": {
      const values = issue.values ?? [];
      if (values.length === 1) return `Use ${String(values[0])}`;
      return `Choose one of: ${listed(values)}`;
    }
    case "unrecognized_keys":
      return `Leave out ${issue.keys.length === 1 ? "the field" : "the fields"} ${listed(issue.keys)}`;
    default:
      return `Check the ${label}`;
  }
}

z.config({ customError: fieldMessage });
