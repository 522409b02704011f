import { createContext, type ReactNode, startTransition, use, useEffect, useMemo, useState } from "react";
import { type AnyLocale, directionOf, isAdminMessage, SOURCE_LOCALE } from "../../shared/i18n/locales.ts";
import {
  type CompiledCatalogue,
  createTranslator,
  type MessageDescriptor,
  type MessageValues,
  type Translator,
} from "../../shared/i18n/messages.ts";

export { defineMessage, defineMessages, type MessageDescriptor } from "../../shared/i18n/messages.ts";

/** The id of the script element carrying the page's catalogue from the server to the browser. */
export const CATALOGUE_ELEMENT_ID = "gl-messages";

/**
 * What the server writes in that element while it renders; once the page is drawn it is replaced
 * by the messages the render used (app/entry.server.tsx), so a page carries only its own words.
 */
export const CATALOGUE_MARKER = "@@page-messages@@";

/**
 * The page's language, its messages, and where the rest of the language's messages are: a page
 * carries the words it drew; the browser fetches the rest (`whole`) once the fan is reading, and
 * the admin area's (`admin`) before a staff screen is drawn. An address is dropped once fetched.
 */
export type PageLanguage = {
  locale: AnyLocale;
  catalogue: CompiledCatalogue;
  whole?: string;
  admin?: string;
};

export type CataloguePart = "whole" | "admin";

/** The performance mark a message drawn blank leaves, its id as the detail. */
export const MESSAGE_DRAWN_BLANK = "goalline:message-drawn-blank";

// Before any catalogue is given (a component drawn alone), messages show their English source.
let fallback: Translator = createTranslator(SOURCE_LOCALE, {});

/** The English catalogue for components drawn outside a page (the unit tests' setup). */
export function setEnglishOutsidePages(catalogue: CompiledCatalogue): void {
  fallback = createTranslator(SOURCE_LOCALE, catalogue);
}

/**
 * Forgets the browser's page language and what was fetched of it, as a new page load would: the unit
 * tests' setup calls it before each test file, since the files of a worker share this module.
 */
export function forgetPageLanguage(): void {
  current = null;
  loads.clear();
  drawnBlank = false;
  pageTranslators.clear();
}

const LanguageContext = createContext<{ t: Translator; language: PageLanguage } | null>(null);

// The browser's page language, completed by the rest of the catalogue when it arrives. The browser's
// code carries no English sources (vite.config.ts): a message the page did not carry is blank until
// then, asks for the rest at once, and is drawn again when it has come. Screens reached by a link
// wait for the rest before they are drawn (app/root.tsx).
let current: PageLanguage | null = null;
const loads = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
// Whether a message was drawn blank for want of its words: only then is the page drawn again when
// they come (a page that had them all is left alone, its parts still hydrating undisturbed).
let drawnBlank = false;

const reportMissing = (id: string) => {
  drawnBlank = true;
  // A mark a journey can read (tests/e2e/site/page-words.spec.ts): a part drawn only in the browser
  // whose words the page did not carry.
  performance.mark(MESSAGE_DRAWN_BLANK, { detail: id });
  const part: CataloguePart = isAdminMessage(id) ? "admin" : "whole";
  if (current?.[part]) void loadWholeCatalogue(part);
  else console.warn(`Message "${id}" is in no catalogue.`);
};

// A catalogue never changes once made, so its translator is made once: the server shares one per
// language between requests; the browser makes one for the page's messages and one for the whole.
const translators = new WeakMap<CompiledCatalogue, Translator>();

function translatorOf(language: PageLanguage): Translator {
  let t = translators.get(language.catalogue);
  if (!t) {
    t = createTranslator(language.locale, language.catalogue, reportMissing);
    translators.set(language.catalogue, t);
  }
  return t;
}

// The browser's translator of the page's language keeps one identity while the catalogue under it
// is completed: the words are drawn again (the context changes), but a component's effect that
// names `t` (a toast said once an answer came) does not run a second time.
const pageTranslators = new Map<AnyLocale, Translator>();
function pageTranslator(language: PageLanguage): Translator {
  let t = pageTranslators.get(language.locale);
  if (!t) {
    const now = () => translatorOf(current?.locale === language.locale ? current : language);
    t = ((message: MessageDescriptor, values?: MessageValues) => now()(message, values)) as Translator;
    t.rich = (message, values) => now().rich(message, values);
    t.keep = (...messages) => now().keep(...messages);
    Object.defineProperty(t, "locale", { value: language.locale });
    pageTranslators.set(language.locale, t);
  }
  return t;
}

/**
 * The translator of a language a page has been drawn in, for code outside components (meta tags,
 * which read the language from the root's data); English sources before any page was.
 */
export function translatorFor(locale: AnyLocale | undefined): Translator {
  // On the server, the request's own translator (server/platform/request-language.ts), which notes
  // the messages the page uses so the page carries them.
  const ofRequest = (
    globalThis as { __goallineRequestTranslator?: () => Translator | null }
  ).__goallineRequestTranslator?.();
  if (ofRequest && ofRequest.locale === locale) return ofRequest;
  if (current && current.locale === locale) return translatorOf(current);
  return fallback;
}

/**
 * Fetches a part of the page's language once (the rest: idle, after the page is shown, or once the
 * connection is back; the admin area's: before a staff screen); resolves when merged, or when it
 * could not be had.
 */
export function loadWholeCatalogue(part: CataloguePart = "whole"): Promise<void> {
  const address = current?.[part];
  // Offline, asking would only fail: the page's own words stay, and it asks once back online.
  if (!current || !address || navigator.onLine === false) return Promise.resolve();
  const locale = current.locale;
  let load = loads.get(address);
  if (!load) {
    load = fetch(address)
      .then((answer) => (answer.ok ? (answer.json() as Promise<CompiledCatalogue>) : null))
      .then((messages) => {
        if (!messages || !current || current.locale !== locale) return;
        // The page's own messages win: they are the ones it was drawn with.
        current = { ...current, catalogue: { ...messages, ...current.catalogue }, [part]: undefined };
        if (!drawnBlank) return;
        drawnBlank = false;
        for (const listener of listeners) listener();
      })
      .catch(() => {
        // Offline or refused: the page's own words stay; the next screen asks again.
        loads.delete(address);
      });
    loads.set(address, load);
  }
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * Waits for the rest of the page's language (and the admin area's words on a staff screen), a few
 * seconds at most: a screen reached by a link or a part drawn after the page is then drawn whole.
 */
const WHOLE_WAIT_MS = 3_000;
export function wholeLanguage(parts: CataloguePart[] = ["whole"]): Promise<void> {
  const merged = Promise.all(parts.map((part) => loadWholeCatalogue(part)));
  return Promise.race([
    merged.then(() => undefined),
    new Promise<void>((done) => setTimeout(done, WHOLE_WAIT_MS)),
  ]);
}

/**
 * Notes messages a component draws only in the browser (once an effect has run), so that the page
 * that draws it carries them: on the server each is taken once, unseen, by the request's translator.
 */
export function useBrowserOnlyMessages(messages: Record<string, MessageDescriptor>): void {
  const t = useT();
  if (typeof document === "undefined") for (const message of Object.values(messages)) t(message);
}

/**
 * Gives the page its language: on the server the request's translator (`translator`, which notes
 * the messages the render takes), in the browser the page's messages, then the whole catalogue
 * once it has come.
 */
export function LanguageProvider({
  language,
  translator,
  children,
}: {
  language: PageLanguage;
  translator?: Translator;
  children: ReactNode;
}) {
  if (typeof document !== "undefined" && current === null) current = language;
  const [shown, setShown] = useState(() =>
    typeof document === "undefined" ? language : (current ?? language),
  );
  // Drawn again as a transition: a part of the page still hydrating (its code on the way) keeps its
  // server-drawn HTML instead of being redrawn from nothing, which would move what is below it.
  useEffect(
    () =>
      subscribe(() => {
        startTransition(() => setShown(current ?? language));
      }),
    [language],
  );
  const t = useMemo(() => translator ?? pageTranslator(language), [language, translator]);
  return <LanguageContext value={{ t, language: shown }}>{children}</LanguageContext>;
}

/** Translates messages into the page's language. */
export function useT(): Translator {
  return use(LanguageContext)?.t ?? fallback;
}

/** The page's language and its catalogue. */
export function usePageLanguage(): PageLanguage {
  return use(LanguageContext)?.language ?? { locale: SOURCE_LOCALE, catalogue: {} };
}

export const useLocale = (): AnyLocale => usePageLanguage().locale;
export const useDirection = () => directionOf(useLocale());

/** One message, for places that draw text inline: `<Message of={m.title} values={…} />`. */
export function Message({ of, values }: { of: MessageDescriptor; values?: MessageValues }) {
  return <>{useT()(of, values)}</>;
}

/** The catalogue a server-drawn page carries, read before the page is hydrated. */
export function catalogueOfPage(document: Document): PageLanguage {
  const element = document.getElementById(CATALOGUE_ELEMENT_ID);
  const locale = (document.documentElement.dataset.locale ?? SOURCE_LOCALE) as AnyLocale;
  try {
    const carried = JSON.parse(element?.textContent ?? "") as {
      whole?: string;
      admin?: string;
      messages?: CompiledCatalogue;
    };
    return { locale, catalogue: carried.messages ?? {}, whole: carried.whole, admin: carried.admin };
  } catch {
    return { locale, catalogue: {} };
  }
}
