import type { RouterContextProvider } from "react-router";
import { SOURCE_LOCALE, splitLocalePath } from "../../../shared/i18n/locales.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";

type Context = Readonly<RouterContextProvider>;

/** The page's language, for the words a loader or an action answers with (a notice, a form's "done"). */
export function translatorOf(context: Context): Translator {
  const { services, locale } = requestScopeOf(context);
  return services.i18n.translator(locale ?? SOURCE_LOCALE);
}

/**
 * A path to send the fan on to after signing in, as a loader's or an action's redirect takes it.
 * React Router puts the page's own language prefix in front of such a redirect, so on a language's
 * page a path that already names one ("/vi/account", as the sign-in guard remembers a page) loses
 * it first, or it would become "/vi/vi/account". On an English page it is kept: the fan goes back
 * to the page in the language it was in.
 */
export function withoutLanguage(context: Context, path: string): string {
  const { locale } = requestScopeOf(context);
  if (!locale || locale === SOURCE_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  const split = splitLocalePath(pathname);
  return split.locale === SOURCE_LOCALE ? path : `${split.path}${at === -1 ? "" : path.slice(at)}`;
}
