import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { compactElements, type MessageElement } from "../../shared/i18n/format.ts";
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
 * The period words of one sport each (basketball's quarters and overtime, tennis's sets): a page
 * carries a sport's among its core only when its render drew or kept one of them, that is when it
 * showed a live match of that sport (a live game's status keeps its sport's words, `t.keep`). A
 * football page never needs a quarter; a game that starts in the moment before the rest of the
 * language arrives shows its status once it has.
 */
const SPORT_PERIOD_WORDS = [
  ["glossary.quarter", "glossary.end-of-quarter", "glossary.overtime"],
  ["glossary.set", "glossary.tie-break"],
];
const isPeriodWord = (id: string, words: readonly string[]) =>
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

/** A message without placeholders travels as its text; any other as its parsed form, texts bare. */
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
  return elements.map((element): MessageElement => {
    if (typeof element === "string") return pseudoText(element);
    if (element.type === TYPE.tag) return { ...element, children: pseudo(element.children) as never };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudo(option.value) },
        ]),
      );
      return { ...element, options } as never;
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
      for (const words of SPORT_PERIOD_WORDS) {
        if (drawn.some((id) => isPeriodWord(id, words))) continue;
        for (const id of Object.keys(messages)) if (isPeriodWord(id, words)) delete messages[id];
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
