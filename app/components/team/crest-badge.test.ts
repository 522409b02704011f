import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrast, crestBadge, MIN_CONTRAST } from "./crest-badge.ts";

const hex = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 3, maxLength: 3 })
  .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`);

describe("generated crest", () => {
  it("keeps the letters readable on any pair of club colours", () => {
    fc.assert(
      fc.property(hex, hex, (primary, secondary) => {
        const badge = crestBadge({ name: "Oakhurst Rangers", code: "OAK", colors: [primary, secondary] }, 2);
        expect(badge.fill).toBe(primary);
        expect(contrast(badge.ink, badge.fill)).toBeGreaterThanOrEqual(MIN_CONTRAST);
      }),
    );
  });

  it("uses the club's second colour when it reads on the first", () => {
    const badge = crestBadge({ name: "Ashbourne Athletic", code: "ASH", colors: ["#c8102e", "#ffffff"] }, 3);
    expect(badge).toMatchObject({ fill: "#c8102e", ink: "#ffffff", letters: "ASH" });
    // Red on blue is too faint: white takes its place.
    expect(crestBadge({ name: "Oakhurst", code: "OAK", colors: ["#0a4595", "#ef3340"] }, 2).ink).toBe(
      "#ffffff",
    );
  });

  it("gives a team without colours a stable colour of its own, readable too", () => {
    const team = { id: 7, name: "Real Valle", code: "RVA", colors: null };
    const first = crestBadge(team, 2);
    expect(crestBadge(team, 2)).toEqual(first);
    expect(crestBadge({ ...team, id: 8, name: "Porto Alto" }, 2).fill).not.toBe(first.fill);
    expect(contrast(first.ink, first.fill)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it("draws each club as a shield or a roundel, always the same one", () => {
    const shapes = Array.from({ length: 40 }, (_, id) => {
      const team = { id, name: `Club ${id}`, code: "CLU", colors: ["#c8102e", "#ffffff"] };
      const { shape } = crestBadge(team, 2);
      expect(crestBadge(team, 3).shape).toBe(shape);
      return shape;
    });
    expect(new Set(shapes)).toEqual(new Set(["shield", "roundel"]));
  });

  it("reads initials from the name, leaving out words like FC", () => {
    expect(crestBadge({ name: "FC Bayern München", code: "FCB", colors: null }, 2).letters).toBe("BM");
    expect(crestBadge({ name: "Pendle Cross", code: "PEN", colors: null }, 2).letters).toBe("PC");
    expect(crestBadge({ name: "Arsenal", code: "ARS", colors: null }, 2).letters).toBe("AR");
    expect(crestBadge({ name: "Arsenal FC", code: "ars", colors: null }, 3).letters).toBe("ARS");
  });
});
