import { describe, expect, it } from "vitest";
import { createCatalogues } from "../../server/platform/i18n.ts";
import { roundNameIn } from "./round-name.ts";

describe("a round's name", () => {
  const catalogues = createCatalogues({ warn: () => {} });
  const sayIn = (locale: "en" | "vi" | "de" | "ja" | "es") => (round: string) =>
    roundNameIn(catalogues.translator(locale), round);

  it("is said in the page's language when the competition stored it in the usual English", () => {
    expect(sayIn("de")("Matchday 12")).toBe("12. Spieltag");
    expect(sayIn("ja")("Matchday 12")).toBe("第12節");
    expect(sayIn("vi")("Quarter-final")).toBe("Tứ kết");
    expect(sayIn("es")("Semi-finals")).toBe("Semifinales");
    expect(sayIn("es")("Round of 16")).toBe("Ronda de 16");
    expect(sayIn("de")("round 3")).toBe("Runde 3");
    expect(sayIn("en")("Final")).toBe("Final");
  });

  it("keeps a name of any other form as staff or an importer wrote it", () => {
    expect(sayIn("de")("Group B")).toBe("Group B");
    expect(sayIn("ja")("1. Runde")).toBe("1. Runde");
    expect(sayIn("vi")("Matchday twelve")).toBe("Matchday twelve");
  });
});
