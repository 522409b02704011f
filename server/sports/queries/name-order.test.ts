import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { List } from "../../http/pagination.ts";
import { createCatalogues } from "../../platform/i18n.ts";
import { inLanguage } from "../../platform/request-language.ts";
import { competitions, countries, matches, sports, teams } from "../schema.ts";
import { type DemoSportsApi, demoSportsApi } from "../testing/demo-api.ts";
import type { CompetitionRef, SearchResults } from "./types.ts";

// The demo world names a few clubs in Japanese (demo/local-names.ts): Calderbridge City
// (コルダーブリッジ・シティ), Stanmoor Park (スタンムーア・パーク), Haneul Tigers (ハヌル・タイガース)…
let api: DemoSportsApi;
const catalogues = createCatalogues({ warn: () => {} });
const japanese = new Intl.Collator("ja", { numeric: true });

/** A page's read of the sports door, in a page's language. */
const asPage = <T>(locale: Locale, read: () => Promise<T>) =>
  inLanguage({ t: catalogues.translator(locale), used: new Set() }, read);

async function read<T>(path: string, language: string): Promise<T> {
  const response = await api.app.request(`/api${path}`, { headers: { "Accept-Language": language } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  api = await demoSportsApi();
  const db = api.database.db;
  const [japan] = await db.select().from(countries).where(eq(countries.code, "JP"));
  const [football] = await db.select().from(sports).where(eq(sports.slug, "football"));
  // A second top flight in Japan: last in English ("Zenith…"), first in Japanese (あ…, kana before kanji).
  await db.insert(competitions).values({
    sportId: football!.id,
    countryId: japan!.id,
    slug: "zenith-cup",
    name: "Zenith Cup",
    shortName: "Zenith",
    kind: "cup",
    tier: 1,
    localNames: { ja: { name: "あおぞらカップ" } },
  });
  // Two clubs a search answers equally well: by name in English, by their Japanese names in Japanese.
  await db.insert(teams).values([
    {
      sportId: football!.id,
      slug: "kita-fc",
      code: "KFC",
      name: "Kita FC",
      shortName: "Kita FC",
      localNames: { ja: { name: "わかばFC" } },
    },
    {
      sportId: football!.id,
      slug: "kita-sc",
      code: "KSC",
      name: "Kita SC",
      shortName: "Kita SC",
      localNames: { ja: { name: "あおばSC" } },
    },
  ]);
}, 60_000);
afterAll(() => api.database.close());

describe("lists in the order of the reader's language", () => {
  it("lists a Japanese page's clubs in Japanese order, page after page", async () => {
    const { data: all, total } = await asPage("ja", () => api.services.sports.listTeams({ limit: 1000 }));
    const names = all.map((team) => team.name);
    expect(names).toContain("コルダーブリッジ・シティ");
    expect(names).toEqual([...names].sort(japanese.compare));
    // コ, ス, ハ in the kana's order, where English reads Calderbridge, Haneul, Stanmoor.
    const at = (name: string) => names.indexOf(name);
    expect(at("コルダーブリッジ・シティ")).toBeLessThan(at("スタンムーア・パーク"));
    expect(at("スタンムーア・パーク")).toBeLessThan(at("ハヌル・タイガース"));
    // The directory's pages cut that one order.
    const first = await asPage("ja", () => api.services.sports.listTeams({ limit: 10 }));
    const second = await asPage("ja", () => api.services.sports.listTeams({ limit: 10, offset: 10 }));
    expect([...first.data, ...second.data].map((team) => team.name)).toEqual(names.slice(0, 20));
    expect(first.total).toBe(total);
  });

  it("keeps English's order by the clubs' own names", async () => {
    const { data } = await asPage("en", () => api.services.sports.listTeams({ limit: 1000 }));
    const names = data.map((team) => team.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en-GB", { numeric: true }).compare));
    expect(names.indexOf("Haneul Tigers")).toBeLessThan(names.indexOf("Stanmoor Park"));
  });

  it("orders a country's clubs by their Japanese names on its Japanese page", async () => {
    const [japan] = await api.database.db.select().from(countries).where(eq(countries.code, "JP"));
    const { data } = await asPage("ja", () => api.services.sports.listTeams({ countryId: japan!.id }));
    const names = data.map((team) => team.name);
    expect(names).toContain("花園ブロッサム");
    expect(names).toEqual([...names].sort(japanese.compare));
  });

  it("orders a country's leagues of one tier by the names the reader sees", async () => {
    const names = async (language: string) =>
      (await read<List<CompetitionRef>>("/competitions?country=jp&sport=football", language)).data.map(
        (competition) => competition.name,
      );
    expect(await names("ja")).toEqual(["あおぞらカップ", "日本リーグ（デモ）"]);
    expect(await names("en")).toEqual(["Nippon League (demo)", "Zenith Cup"]);
    // The whole directory: top flights first, then by country as before, each country's by name.
    const all = await read<List<CompetitionRef>>("/competitions?limit=100", "ja");
    const japan = all.data.filter((competition) => competition.country?.code === "JP");
    expect(japan.map((competition) => competition.name)).toEqual(["あおぞらカップ", "日本リーグ（デモ）"]);
  });

  it("lists a day's top flights country by country in the reader's language", async () => {
    // Each day the demo world plays, the top flights of the countries playing it.
    const days = await api.database.db.selectDistinct({ at: matches.kickoffAt }).from(matches);
    const dates = [...new Set(days.map(({ at }) => at.toISOString().slice(0, 10)))].sort().slice(0, 40);
    const busiestDay = async (language: string) => {
      const codes: string[] = [];
      for (const date of dates) {
        const { data: day } = await read<{ data: Array<{ competition: CompetitionRef }> }>(
          `/matches?date=${date}`,
          language,
        );
        const tops = day
          .map((group) => group.competition)
          .filter(
            (competition) =>
              competition.tier === 1 && competition.country && competition.sport === "football",
          )
          .map((competition) => competition.country!.code);
        expect(tops, `${date} in ${language}`).toEqual([...new Set(tops)]);
        if (tops.length > codes.length) codes.splice(0, codes.length, ...tops);
      }
      return codes;
    };
    const vietnamese = await busiestDay("vi");
    const english = await busiestDay("en");
    // "Anh" (England) comes first in Vietnamese, where English reads Brazil first.
    expect(vietnamese[0]).toBe("GB-ENG");
    expect(english[0]).toBe("BR");
    const inVietnamese = new Intl.DisplayNames(["vi"], { type: "region" });
    const vietnameseNames = vietnamese.map((code) => (code === "GB-ENG" ? "Anh" : inVietnamese.of(code)!));
    expect(vietnameseNames).toEqual([...vietnameseNames].sort(new Intl.Collator("vi").compare));
  });

  it("breaks a search's ties by the name the reader sees", async () => {
    const kitas = ["Kita FC", "Kita SC", "わかばFC", "あおばSC"];
    const found = async (language: string) =>
      (await read<SearchResults>("/search?q=kita", language)).teams
        .map((team) => team.name)
        .filter((name) => kitas.includes(name));
    expect(await found("en")).toEqual(["Kita FC", "Kita SC"]);
    expect(await found("ja")).toEqual(["あおばSC", "わかばFC"]);
  });
});
