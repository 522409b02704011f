import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { AnyLocale } from "../../../shared/i18n/locales.ts";
import { createTranslator } from "../../../shared/i18n/messages.ts";
import { LanguageProvider } from "../../lib/i18n.tsx";
import { CountryList } from "./country-list.tsx";

const country = (id: number, code: string, name: string) => ({
  id,
  code,
  slug: name.toLowerCase(),
  name,
  flag: "",
  competitions: 1,
});
// As the server lists them: by their stored English names.
const countries = [country(1, "BR", "Brazil"), country(2, "JP", "Japan"), country(3, "KR", "South Korea")];

/** The countries' names as a page in `locale` lists them (drawn as the server draws it). */
function listed(locale: AnyLocale) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <LanguageProvider language={{ locale, catalogue: {} }} translator={createTranslator(locale, {})}>
        <CountryList countries={countries} target="team" />
      </LanguageProvider>
    </MemoryRouter>,
  );
  return [...html.matchAll(/<span class="flex-1[^"]*">([^<]*)<\/span>/g)].map((match) => match[1]!);
}

describe("the list of countries", () => {
  it("lists them in the order of the names the page shows", () => {
    const japanese = listed("ja");
    expect(japanese).toEqual(["ブラジル", "韓国", "日本"]);
    expect(japanese).toEqual([...japanese].sort(new Intl.Collator("ja").compare));
    expect(listed("de")).toEqual(["Brasilien", "Japan", "Südkorea"]);
    expect(listed("en")).toEqual(["Brazil", "Japan", "South Korea"]);
  });
});
