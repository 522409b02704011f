import { createContext, type ReactNode, use } from "react";
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

export type PageLanguage = { locale: AnyLocale; catalogue: CompiledCatalogue };

// Before any catalogue is given (a component drawn alone), messages show their English source.
let fallback: Translator = createTranslator(SOURCE_LOCALE, {});

/** The English catalogue for components drawn outside a page (the unit tests' setup). */
export function setEnglishOutsidePages(catalogue: CompiledCatalogue): void {
  fallback = createTranslator(SOURCE_LOCALE, catalogue);
}

const LanguageContext = createContext<{ t: Translator; language: PageLanguage } | null>(null);

const reportMissing = (id: string) =>
  console.warn(`Message "${id}" is in no catalogue; its English source is shown.`);

// A language's catalogue never changes while the process runs, so its translator is made once and
// shared by every request in it (the server) or every page of the visit (the browser).
const translators = new Map<AnyLocale, { catalogue: CompiledCatalogue; t: Translator }>();

function translatorOf(language: PageLanguage): Translator {
  const known = translators.get(language.locale);
  if (known && known.catalogue === language.catalogue) return known.t;
  const t = createTranslator(language.locale, language.catalogue, reportMissing);
  translators.set(language.locale, { catalogue: language.catalogue, t });
  return t;
}

/**
 * The translator of a language a page has been drawn in, for code outside components (meta tags,
 * which read the language from the root's data); English sources before any page was.
 */
export const translatorFor = (locale: AnyLocale | undefined): Translator =>
  (locale && translators.get(locale)?.t) || fallback;

/** Gives the page its language: on the server from the request, in the browser from the page. */
export function LanguageProvider({ language, children }: { language: PageLanguage; children: ReactNode }) {
  return <LanguageContext value={{ t: translatorOf(language), language }}>{children}</LanguageContext>;
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
    return { locale, catalogue: element?.textContent ? JSON.parse(element.textContent) : {} };
  } catch {
    return { locale, catalogue: {} };
  }
}
