import { z } from "@hono/zod-openapi";
import { defineMessages, type MessageDescriptor, type MessageValues } from "../../shared/i18n/messages.ts";
import { requestTranslator } from "../platform/request-language.ts";

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

/**
 * The same sentences in the request's language. English keeps the sentences written below (with
 * "a" or "an" before the label); other languages take these, with the label translated when it is
 * one of the common ones and as written otherwise.
 */
const said = defineMessages({
  enter: {
    id: "field.enter",
    defaultMessage: "Enter {label}",
    description: "A missing value; {label} names the field",
  },
  choose: { id: "field.choose", defaultMessage: "Choose {label}" },
  chooseThe: { id: "field.choose-the", defaultMessage: "Choose the {label}" },
  email: { id: "field.email", defaultMessage: "Enter an e-mail address like name@example.com" },
  date: { id: "field.date", defaultMessage: "Choose a date" },
  dateTime: { id: "field.date-time", defaultMessage: "Choose a date and time" },
  url: { id: "field.url", defaultMessage: "Enter a web address like https://example.com" },
  wholeNumber: { id: "field.whole-number", defaultMessage: "Enter a whole number" },
  number: { id: "field.number", defaultMessage: "Enter a number" },
  yesOrNo: { id: "field.yes-or-no", defaultMessage: "Choose yes or no" },
  dateLike: { id: "field.date-like", defaultMessage: "Enter a date like 2025-08-15" },
  dateTimeLike: {
    id: "field.date-time-like",
    defaultMessage: "Enter a date and time like 2025-08-15T15:00:00Z",
  },
  timeLike: { id: "field.time-like", defaultMessage: "Enter a time like 15:00" },
  uuid: { id: "field.uuid", defaultMessage: "Enter the id as a UUID" },
  base64url: { id: "field.base64url", defaultMessage: "Use only letters, digits, - and _" },
  atLeastCharacters: {
    id: "field.at-least-characters",
    defaultMessage: "{limit, plural, one {Use at least # character} other {Use at least # characters}}",
  },
  atMostCharacters: {
    id: "field.at-most-characters",
    defaultMessage: "{limit, plural, one {Use at most # character} other {Use at most # characters}}",
  },
  atLeastOne: { id: "field.at-least-one", defaultMessage: "Choose at least one" },
  atLeast: { id: "field.at-least", defaultMessage: "Choose at least {limit}" },
  atMost: { id: "field.at-most", defaultMessage: "Choose at most {limit}" },
  emptyFile: { id: "field.empty-file", defaultMessage: "Choose a file that is not empty" },
  fileSize: { id: "field.file-size", defaultMessage: "Choose a file of at most {limit} bytes" },
  laterDate: { id: "field.later-date", defaultMessage: "Choose a later date" },
  earlierDate: { id: "field.earlier-date", defaultMessage: "Choose an earlier date" },
  orMore: { id: "field.or-more", defaultMessage: "Enter {limit} or more" },
  moreThan: { id: "field.more-than", defaultMessage: "Enter more than {limit}" },
  orLess: { id: "field.or-less", defaultMessage: "Enter {limit} or less" },
  lessThan: { id: "field.less-than", defaultMessage: "Enter less than {limit}" },
  notExpectedForm: {
    id: "field.not-expected-form",
    defaultMessage: "Check the {label}: it is not in the expected form",
  },
  multipleOf: { id: "field.multiple-of", defaultMessage: "Enter a multiple of {divisor}" },
  use: { id: "field.use", defaultMessage: "Use {value}" },
  oneOf: { id: "field.one-of", defaultMessage: "Choose one of: {values}" },
  leaveOut: {
    id: "field.leave-out",
    defaultMessage: "{count, plural, one {Leave out the field {keys}} other {Leave out the fields {keys}}}",
  },
  check: { id: "field.check", defaultMessage: "Check the {label}" },
});

/** Field names people meet on the fan's forms, translated where a sentence names them. */
const LABELS: Record<string, MessageDescriptor> = defineMessages({
  password: { id: "field.label.password", defaultMessage: "password" },
  "e-mail address": { id: "field.label.email-address", defaultMessage: "e-mail address" },
  email: { id: "field.label.email", defaultMessage: "e-mail address" },
  "display name": { id: "field.label.display-name", defaultMessage: "display name" },
  name: { id: "field.label.name", defaultMessage: "name" },
  code: { id: "field.label.code", defaultMessage: "code" },
  "phone number": { id: "field.label.phone-number", defaultMessage: "phone number" },
  phone: { id: "field.label.phone", defaultMessage: "phone number" },
  message: { id: "field.label.message", defaultMessage: "message" },
  subject: { id: "field.label.subject", defaultMessage: "subject" },
  body: { id: "field.label.body", defaultMessage: "message" },
  value: { id: "field.label.value", defaultMessage: "value" },
});

/**
 * A sentence in the request's language: `english` as written for English readers (and outside a
 * request), else the message with its values, the label translated.
 */
function say(message: MessageDescriptor, english: string, values: MessageValues = {}): string {
  const t = requestTranslator();
  if (!t || t.locale === "en") return english;
  const label = typeof values.label === "string" ? values.label : undefined;
  const known = label ? LABELS[label] : undefined;
  return t(message, label === undefined ? values : { ...values, label: known ? t(known) : label });
}

/** What to ask for when a value is missing or of the wrong type. */
function askFor(issue: Issue & { expected?: string }, label: string): string {
  const owner = ownerOf(issue);
  const format = formatOf(owner);
  if (format === "email") return say(said.email, "Enter an e-mail address like name@example.com");
  if (format === "date") return say(said.date, "Choose a date");
  if (format === "datetime") return say(said.dateTime, "Choose a date and time");
  if (format === "url") return say(said.url, "Enter a web address like https://example.com");
  switch (issue.expected) {
    case "number":
    case "int":
    case "bigint":
      if (isIdKey(issue)) return say(said.choose, `Choose ${withArticle(label)}`, { label });
      return format === "safeint" || issue.expected === "int"
        ? say(said.wholeNumber, "Enter a whole number")
        : say(said.number, "Enter a number");
    case "boolean":
      return say(said.yesOrNo, "Choose yes or no");
    case "date":
      return say(said.date, "Choose a date");
    case "array":
    case "set":
      return say(said.chooseThe, `Choose the ${label}`, { label });
    default:
      return say(said.enter, `Enter ${withArticle(label)}`, { label });
  }
}

const FORMATS: Record<string, MessageDescriptor> = {
  email: said.email,
  url: said.url,
  date: said.dateLike,
  datetime: said.dateTimeLike,
  time: said.timeLike,
  uuid: said.uuid,
  base64url: said.base64url,
};

/** Lower and upper bounds in words, by what was measured. */
function bound(issue: Issue & { origin?: string; minimum?: unknown; maximum?: unknown }, label: string) {
  const small = issue.code === "too_small";
  const limit = small ? issue.minimum : issue.maximum;
  const inclusive = (issue as { inclusive?: boolean }).inclusive !== false;
  switch (issue.origin) {
    case "string":
      if (small && Number(limit) <= 1) return say(said.enter, `Enter ${withArticle(label)}`, { label });
      return small
        ? say(said.atLeastCharacters, `Use at least ${limit} characters`, { limit: Number(limit) })
        : say(said.atMostCharacters, `Use at most ${limit} characters`, { limit: Number(limit) });
    case "array":
    case "set":
      if (small && Number(limit) <= 1) return say(said.atLeastOne, "Choose at least one");
      return small
        ? say(said.atLeast, `Choose at least ${limit}`, { limit: String(limit) })
        : say(said.atMost, `Choose at most ${limit}`, { limit: String(limit) });
    case "file":
      return small
        ? say(said.emptyFile, "Choose a file that is not empty")
        : say(said.fileSize, `Choose a file of at most ${limit} bytes`, { limit: String(limit) });
    case "date":
      return small
        ? say(said.laterDate, "Choose a later date")
        : say(said.earlierDate, "Choose an earlier date");
    default: {
      const value = { limit: String(limit) };
      if (small)
        return inclusive
          ? say(said.orMore, `Enter ${limit} or more`, value)
          : say(said.moreThan, `Enter more than ${limit}`, value);
      return inclusive
        ? say(said.orLess, `Enter ${limit} or less`, value)
        : say(said.lessThan, `Enter less than ${limit}`, value);
    }
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
      const format = FORMATS[(issue as { format?: string }).format ?? ""];
      return format
        ? say(format, format.defaultMessage)
        : say(said.notExpectedForm, `Check the ${label}: it is not in the expected form`, { label });
    }
    case "not_multiple_of":
      return say(said.multipleOf, `Enter a multiple of ${String(issue.divisor)}`, {
        divisor: String(issue.divisor),
      });
    case "invalid_value": {
      const values = issue.values ?? [];
      if (values.length === 1) return say(said.use, `Use ${String(values[0])}`, { value: String(values[0]) });
      return say(said.oneOf, `Choose one of: ${listed(values)}`, { values: listed(values) });
    }
    case "unrecognized_keys":
      return say(
        said.leaveOut,
        `Leave out ${issue.keys.length === 1 ? "the field" : "the fields"} ${listed(issue.keys)}`,
        { count: issue.keys.length, keys: listed(issue.keys) },
      );
    default:
      return say(said.check, `Check the ${label}`, { label });
  }
}

z.config({ customError: fieldMessage });
