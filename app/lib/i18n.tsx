import { createContext, type ReactNode, use, useMemo, useSyncExternalStore } from "react";
import { type AnyLocale, directionOf, SOURCE_LOCALE } from "../../shared/i18n/locales.ts";
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
 * carries the words it drew; the browser fetches the whole catalogue once the fan is reading.
 */
export type PageLanguage = { locale: AnyLocale; catalogue: CompiledCatalogue; whole?: string };

// Before any catalogue is given (a component drawn alone), messages show their English source.
let fallback: Translator = createTranslator(SOURCE_LOCALE, {});

/** The English catalogue for components drawn outside a page (the unit tests' setup). */
export function setEnglishOutsidePages(catalogue: CompiledCatalogue): void {
  fallback = createTranslator(SOURCE_LOCALE, catalogue);
}

const LanguageContext = createContext<{ t: Translator; language: PageLanguage } | null>(null);

// The browser's page language, completed by the whole catalogue when it arrives: until then a
// message the page did not carry shows its English source quietly, and is drawn again after.
let current: PageLanguage | null = null;
let whole: Promise<void> | null = null;
const listeners = new Set<() => void>();

const reportMissing = (id: string) => {
  if (!current?.whole) console.warn(`Message "${id}" is in no catalogue; its English source is shown.`);
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

/** Fetches the rest of the page's language once (idle, after the page is shown); resolves when merged. */
export function loadWholeCatalogue(): Promise<void> {
  const language = current;
  if (!language?.whole) return Promise.resolve();
  whole ??= fetch(language.whole)
    .then((answer) => (answer.ok ? (answer.json() as Promise<CompiledCatalogue>) : null))
    .then((messages) => {
      if (!messages || current !== language) return;
      current = { locale: language.locale, catalogue: { ...messages, ...language.catalogue } };
      for (const listener of listeners) listener();
    })
    .catch(() => {
      // Offline or refused: the page's own words stay; the next page load tries again.
    });
  return whole;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

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
  const shown = useSyncExternalStore(
    subscribe,
    () => current ?? language,
    () => language,
  );
  const t = useMemo(() => translator ?? translatorOf(shown), [shown, translator]);
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
      messages?: CompiledCatalogue;
    };
    return { locale, catalogue: carried.messages ?? {}, whole: carried.whole };
  } catch {
    return { locale, catalogue: {} };
  }
}
