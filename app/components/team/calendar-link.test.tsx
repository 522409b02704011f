import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AnyLocale } from "../../../shared/i18n/locales.ts";
import { createTranslator } from "../../../shared/i18n/messages.ts";
import { LanguageProvider } from "../../lib/i18n.tsx";
import { type PublicConfig, PublicConfigProvider } from "../../lib/public-config.tsx";
import { TeamCalendarLink } from "./calendar-link.tsx";

const config = { siteName: "Goalline", siteUrl: "https://scores.example", apiPath: "/api" } as PublicConfig;

/**
 * The subscription's and the download's addresses on a page drawn in `locale`, as the server draws
 * it (in the browser the first page's language stays the page's).
 */
function links(locale: AnyLocale) {
  const html = renderToStaticMarkup(
    <PublicConfigProvider value={config}>
      <LanguageProvider language={{ locale, catalogue: {} }} translator={createTranslator(locale, {})}>
        <TeamCalendarLink teamId={7} teamName="Calderbridge City" />
      </LanguageProvider>
    </PublicConfigProvider>,
  );
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]);
}

describe("a team's calendar link", () => {
  it("asks for the calendar in the page's language", () => {
    expect(links("vi")).toEqual([
      "webcal://scores.example/api/teams/7/calendar.ics?lang=vi",
      "/api/teams/7/calendar.ics?lang=vi",
    ]);
    expect(links("pt-BR")[1]).toBe("/api/teams/7/calendar.ics?lang=pt-BR");
  });

  it("keeps English's address as it was, and gives the layout-check language English's", () => {
    const english = ["webcal://scores.example/api/teams/7/calendar.ics", "/api/teams/7/calendar.ics"];
    expect(links("en")).toEqual(english);
    expect(links("en-XA")).toEqual(english);
  });
});
