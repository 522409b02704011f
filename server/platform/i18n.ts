import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { compactElements, type MessageElement, PLURAL, SELECT, TAG } from "../../shared/i18n/format.ts";
import {
  ADMIN_LOCALES,
  type AnyLocale,
  isAdminMessage,
  type Locale,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
} from "../../shared/i18n/locales.ts";
import {
  type CompiledCatalogue,
  type CompiledMessage,
  createTranslator,
  type Translator,
} from "../../shared/i18n/messages.ts";
import type { Logger } from "./logger.ts";

/** The catalogues' folder: one JSON file per language, `{ "id": "ICU message" }`. */
export const CATALOGUE_DIR = join(import.meta.dirname, "../../locales");

export type Catalogues = {
  /** A language's messages parsed for formatting; a message it lacks is the English one. */
  catalogue(locale: AnyLocale): CompiledCatalogue;
  translator(locale: AnyLocale): Translator;
  /** A translator for one request that notes each message it is asked for in `used`. */
  recorder(locale: AnyLocale, used: Set<string>): Translator;
  /**
   * What a page carries: the messages its render used and those the page may need before the
   * rest arrive (PAGE_CORE), with the address of the whole catalogue the browser fetches after.
   */
  pageCatalogue(locale: AnyLocale, used: Iterable<string>): PageCatalogue;
  /**
   * The rest of a language as the browser fetches it, by the version its address names; null if
   * stale. The fans' part leaves out the admin area's messages, which staff pages fetch as a part
   * of their own.
   */
  wholeCatalogue(locale: AnyLocale, version: string, part?: CataloguePart): string | null;
};

export type CataloguePart = "fan" | "admin";

/** A page's own messages and where the rest of its language's are. */
export type PageCatalogue = { whole: string; admin: string; messages: CompiledCatalogue };

/**
 * Messages every page carries whether or not its first render used them: what it may say before the
 * rest of its language has arrived, unasked or at a tap (a live match's new status, a toast, the
 * colour theme's announcement, a copied link), and what it may have to say offline, where the rest
 * cannot be fetched (the offline strip and page, a part whose code did not come, an expired session).
 */
const PAGE_CORE = [
  "glossary.",
  "offline.",
  "shell.lazy-part.",
  "shell.toaster.",
  "shell.progress.",
  // The theme's words are drawn with its switch; only what a press says may come before the rest.
  "shell.theme.light-on",
  "shell.theme.dark-on",
  "shell.theme.system-on",
  "copy.",
  "favourites.",
  "auth.session.",
];

/**
 * Core words a page carries only when its render drew or kept one of the group (`t.keep`): words
 * for a state only some matches can reach before the rest of the language arrives.
 * - Basketball's quarters and overtime, tennis's sets: a live game of that sport keeps its own.
 * - A match yet to kick off may be postponed or called off; one in play may be suspended or
 *   abandoned (app/lib/match-status.ts keeps each group for the matches it draws).
 * - A match is awarded only long after it was due: a page carries the word when it shows one.
 * A football page never needs a quarter, and a page of finished matches none of these.
 */
const CARRIED_WHEN_DRAWN = [
  ["glossary.quarter", "glossary.end-of-quarter", "glossary.overtime"],
  ["glossary.set", "glossary.tie-break"],
  ["glossary.postponed", "glossary.cancelled"],
  ["glossary.suspended", "glossary.abandoned"],
  ["glossary.awarded"],
];
const isInGroup = (id: string, words: readonly string[]) =>
  words.some((word) => id === word || id.startsWith(`${word}.`));

/** A language's catalogue as written: `{ id: message }`. An absent file is an empty catalogue. */
export function readCatalogue(locale: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(join(CATALOGUE_DIR, `${locale}.json`), "utf8")) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

/** A message without placeholders travels as its text; any other in its short parsed form. */
function compile(message: string): CompiledMessage {
  const parsed = parse(message, { ignoreTag: false });
  if (parsed.length === 0) return "";
  if (parsed.length === 1 && parsed[0]?.type === TYPE.literal) return parsed[0].value;
  return compactElements(parsed);
}

// The pseudo-locale: each letter accented, each text a third longer, so a layout that cuts or
// overlaps longer languages shows it in English.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, at) => [
    letter,
    [..."àƀçđéƒğĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĞĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][at] ?? letter,
  ]),
);
const pseudoText = (text: string) => {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join("");
  const letters = text.replace(/\s/g, "").length;
  return letters === 0 ? accented : `${accented}${"·".repeat(Math.ceil(letters * 0.35))}`;
};
function pseudo(elements: readonly MessageElement[]): MessageElement[] {
  const forms = (options: Record<string, readonly MessageElement[]>) =>
    Object.fromEntries(Object.entries(options).map(([key, form]) => [key, pseudo(form)]));
  return elements.map((element): MessageElement => {
    if (typeof element === "string") return pseudoText(element);
    if (typeof element === "number") return element;
    if (element[0] === TAG) return [TAG, element[1], pseudo(element[2])];
    if (element[0] === SELECT) return [SELECT, element[1], forms(element[2])];
    if (element[0] === PLURAL) {
      const [, name, shapes, ...offsetAndKind] = element;
      return [PLURAL, name, forms(shapes), ...offsetAndKind];
    }
    return element;
  });
}

/**
 * Reads every catalogue once. A message a language lacks is shown in English, and the language's
 * gaps are logged once (the check suite fails on them, so only a half-updated deploy meets this).
 */
export function createCatalogues(logger: Pick<Logger, "warn">): Catalogues {
  const compiled = new Map<AnyLocale, CompiledCatalogue>();
  const translators = new Map<AnyLocale, Translator>();
  const source = readCatalogue(SOURCE_LOCALE);
  const english: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(source)) english[id] = compile(message);

  const load = (locale: AnyLocale): CompiledCatalogue => {
    if (locale === SOURCE_LOCALE) return english;
    if (locale === PSEUDO_LOCALE) {
      const out: Record<string, CompiledMessage> = {};
      for (const [id, message] of Object.entries(english)) {
        out[id] = typeof message === "string" ? pseudoText(message) : pseudo(message);
      }
      return out;
    }
    const written = readCatalogue(locale);
    const out: Record<string, CompiledMessage> = {};
    const gaps: string[] = [];
    for (const id of Object.keys(english)) {
      const message = written[id];
      if (message === undefined || message === "") {
        // The admin area's messages are English by design outside its languages: not a gap.
        if (!isAdminMessage(id) || ADMIN_LOCALES.includes(locale as Locale)) gaps.push(id);
        out[id] = english[id] as CompiledMessage;
      } else {
        out[id] = compile(message);
      }
    }
    if (gaps.length > 0) {
      logger.warn({ locale, missing: gaps.length, first: gaps.slice(0, 5) }, "messages shown in English");
    }
    return out;
  };

  const wholes = new Map<string, { version: string; json: string; address: string }>();
  const wholeOf = (locale: AnyLocale, part: CataloguePart) => {
    let whole = wholes.get(`${locale} ${part}`);
    if (!whole) {
      const messages = Object.fromEntries(
        Object.entries(catalogueOf(locale)).filter(([id]) => isAdminMessage(id) === (part === "admin")),
      );
      const json = JSON.stringify(messages).replace(/</g, "\\u003c");
      const version = createHash("sha256").update(json).digest("base64url").slice(0, 12);
      const address = `/i18n/${locale}${part === "admin" ? ".admin" : ""}.${version}.json`;
      whole = { version, json, address };
      wholes.set(`${locale} ${part}`, whole);
    }
    return whole;
  };
  // Each language's core, made once: a page's render then adds the messages it took.
  const cores = new Map<AnyLocale, CompiledCatalogue>();
  const coreOf = (locale: AnyLocale) => {
    let core = cores.get(locale);
    if (!core) {
      core = Object.fromEntries(
        Object.entries(catalogueOf(locale)).filter(([id]) =>
          PAGE_CORE.some((prefix) => id.startsWith(prefix)),
        ),
      );
      cores.set(locale, core);
    }
    return core;
  };
  const catalogueOf = (locale: AnyLocale) => {
    let catalogue = compiled.get(locale);
    if (!catalogue) {
      catalogue = load(locale);
      compiled.set(locale, catalogue);
    }
    return catalogue;
  };

  return {
    pageCatalogue(locale, used) {
      const catalogue = catalogueOf(locale);
      const messages: Record<string, CompiledMessage> = { ...coreOf(locale) };
      const drawn = [...used];
      for (const words of CARRIED_WHEN_DRAWN) {
        if (drawn.some((id) => isInGroup(id, words))) continue;
        for (const id of Object.keys(messages)) if (isInGroup(id, words)) delete messages[id];
      }
      for (const id of drawn) {
        const message = catalogue[id];
        if (message !== undefined) messages[id] = message;
      }
      return { whole: wholeOf(locale, "fan").address, admin: wholeOf(locale, "admin").address, messages };
    },
    wholeCatalogue(locale, version, part = "fan") {
      const whole = wholeOf(locale, part);
      return whole.version === version ? whole.json : null;
    },
    catalogue: catalogueOf,
    recorder(locale, used) {
      return createTranslator(
        locale,
        catalogueOf(locale),
        (id) => logger.warn({ locale, id }, "a message no catalogue holds"),
        (id) => used.add(id),
      );
    },
    translator(locale) {
      let translator = translators.get(locale);
      if (!translator) {
        translator = createTranslator(locale, catalogueOf(locale), (id) =>
          logger.warn({ locale, id }, "a message no catalogue holds"),
        );
        translators.set(locale, translator);
      }
      return translator;
    },
  };
}
