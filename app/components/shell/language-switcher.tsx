import { useLocation } from "react-router";
import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  localizedPath,
} from "../../../shared/i18n/locales.ts";
import { useLocale, useT } from "../../lib/i18n.tsx";
import { navMessages } from "./shell-messages.ts";

/** A year: the choice outlives the visit, like the theme's. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/** Stores the fan's choice, so an address without a language prefix opens in it next time. */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the server on the next visit
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${KEPT_SECONDS}; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
}

/**
 * The same page in each language the site speaks: plain links (they work before the scripts load),
 * each named in its own language. Following one stores the choice.
 */
export function LanguageSwitcher({
  className = "",
  landmark = true,
}: {
  className?: string;
  landmark?: boolean;
}) {
  const t = useT();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  // One navigation landmark per page (the footer's); a copy inside a section is a plain list.
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={landmark ? t(navMessages.language) : undefined} className={className}>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`${localizedPath(locale, pathname)}${search}${hash}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "true" : undefined}
              onClick={() => rememberLocale(locale)}
              className={
                locale === current
                  ? "font-semibold text-fg"
                  : "text-muted underline-offset-2 hover:text-fg hover:underline"
              }
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
