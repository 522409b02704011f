import { AsyncLocalStorage } from "node:async_hooks";
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";
import type { Translator } from "../../shared/i18n/messages.ts";

/** A request's language: its translator, and the messages taken through it (a page carries those). */
export type RequestLanguage = { t: Translator; used: Set<string> };

// The language of the request being answered, for words made deep inside it (a schema's refusal
// beside a field, an error's sentence, a page's meta tags) without passing it through every call.
const language = new AsyncLocalStorage<RequestLanguage>();

/** Runs `work` in a request's language. */
export const inLanguage = <T>(request: RequestLanguage, work: () => T): T => language.run(request, work);

/** The request's translator; null outside a request (jobs, the command line), which write English. */
export const requestTranslator = (): Translator | null => language.getStore()?.t ?? null;

/** The request's language and the messages it has used so far; null outside a request. */
export const requestLanguage = (): RequestLanguage | null => language.getStore() ?? null;

/** The request's language as an account keeps it (the pseudo-locale is never kept); English outside a request. */
export function requestLocale(): Locale {
  const locale = language.getStore()?.t.locale;
  return isLocale(locale) ? locale : "en";
}

/**
 * Lets code built into the page bundle, which cannot import the server, reach the request's
 * translator (meta tags are made outside the component tree): held on globalThis, like the
 * error wording.
 */
export function exposeRequestTranslator(): void {
  (globalThis as { __goallineRequestTranslator?: () => Translator | null }).__goallineRequestTranslator =
    requestTranslator;
}
