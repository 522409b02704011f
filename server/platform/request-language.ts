import { AsyncLocalStorage } from "node:async_hooks";
import { isLocale, type Locale } from "../../shared/i18n/locales.ts";
import type { Translator } from "../../shared/i18n/messages.ts";

// The language of the request being answered, for words made deep inside it (a schema's refusal
// beside a field, an error's sentence) without passing the language through every call.
const language = new AsyncLocalStorage<Translator>();

/** Runs `work` with `t` as the request's language. */
export const inLanguage = <T>(t: Translator, work: () => T): T => language.run(t, work);

/** The request's translator; null outside a request (jobs, the command line), which write English. */
export const requestTranslator = (): Translator | null => language.getStore() ?? null;

/** The request's language as an account keeps it (the pseudo-locale is never kept); English outside a request. */
export function requestLocale(): Locale {
  const locale = language.getStore()?.locale;
  return isLocale(locale) ? locale : "en";
}
