import { describe, expect, it } from "vitest";
import { changedLocalNames } from "./editing/local-names.ts";
import { resolveLocalNames, withLocalNames } from "./local-names.ts";

const team = (name: string, shortName: string, names?: Parameters<typeof withLocalNames>[1]) =>
  withLocalNames({ id: name.length, name, shortName }, names);

describe("resolving names for a language", () => {
  it("renames every reference deep in an answer, leaving the cached original as it was", () => {
    const hanazono = team("Hanazono Blossom", "Hanazono", {
      ja: { name: "花園ブロッサム", shortName: "花園" },
    });
    const minato = team("Minato Mariners", "Minato", { ja: { name: "湊マリナーズ" } });
    const cached = {
      day: [
        {
          competition: { name: "Nippon League", shortName: "Nippon" },
          matches: [{ home: hanazono, away: minato }],
        },
      ],
      byId: new Map([[1, hanazono]]),
    };
    const japanese = resolveLocalNames(cached, "ja");
    expect(japanese.day[0]!.matches[0]!.home).toMatchObject({ name: "花園ブロッサム", shortName: "花園" });
    // A local name without a short one stands for both.
    expect(japanese.day[0]!.matches[0]!.away).toMatchObject({
      name: "湊マリナーズ",
      shortName: "湊マリナーズ",
    });
    expect(japanese.byId.get(1)?.name).toBe("花園ブロッサム");
    expect(JSON.parse(JSON.stringify(japanese.day[0]!.matches[0]!.home))).toEqual({
      id: hanazono.id,
      name: "花園ブロッサム",
      shortName: "花園",
    });
    // What was read once for every language is untouched, and what had nothing to rename is shared.
    expect(cached.day[0]!.matches[0]!.home.name).toBe("Hanazono Blossom");
    expect(cached.byId.get(1)?.name).toBe("Hanazono Blossom");
    expect(japanese.day[0]!.competition).toBe(cached.day[0]!.competition);
  });

  it("answers English, and a language without names, as they were read", () => {
    const answer = { teams: [team("Sakuragi Reds", "Sakuragi", { ja: { name: "桜木レッズ" } })] };
    expect(resolveLocalNames(answer, "en")).toBe(answer);
    expect(resolveLocalNames(answer, "ar")).toBe(answer);
    expect(resolveLocalNames(answer, "ar").teams[0]!.name).toBe("Sakuragi Reds");
  });
});

describe("an edit's names", () => {
  it("replaces the languages it names, removes emptied ones and keeps the rest", () => {
    const before = { vi: { name: "Cảng", short_name: "C" }, ja: { name: "港" } };
    expect(
      changedLocalNames(before, { ja: { name: "" }, ar: { name: "الميناء", short_name: "الميناء" } }),
    ).toEqual({
      vi: { name: "Cảng", shortName: "C" },
      ar: { name: "الميناء" },
    });
    expect(changedLocalNames(before, undefined)).toEqual({
      vi: { name: "Cảng", shortName: "C" },
      ja: { name: "港" },
    });
  });
});
