import type { AnyLocale } from "../../shared/i18n/locales.ts";
import type { PublicConfig } from "../config/config.ts";
import type { RequestLanguage } from "../platform/request-language.ts";
import type { PageHint } from "./page-hint.ts";
import type { Services } from "./services.ts";

/**
 * What every SSR loader may read from React Router's context, under the key both sides take from
 * shared/request-scope-key.ts; the server fills it for each request.
 */
export type RequestScope = {
  services: Services;
  publicConfig: PublicConfig;
  nonce: string;
  requestId: string;
  /** The language the page is drawn in, from its address (decision 077). */
  locale: AnyLocale;
  /** The request's translator and the messages its page has used (the page carries those). */
  language?: RequestLanguage | null;
  /** The visitor's address, for per-IP limits in form actions. */
  clientIp?: string | null;
  /** Filled by loaders of public pages: whether and how long other visitors may be served this render. */
  page?: PageHint;
};
