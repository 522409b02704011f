import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameSitePath } from "./redirects.ts";

const SITE = "https://goalline.example";

/** Pieces of known open-redirect payloads; the property glues them to random text. */
const PAYLOADS = [
  "/",
  "//",
  "///",
  "/\\",
  "\\",
  "\\/\\/",
  "%2f%2f",
  "/%2f%2f",
  "/%2F/",
  "/%252f%252f",
  "/%5c",
  "/%5C%5C",
  "%5c%5c",
  "/%09/",
  "/\t/",
  "/\n/",
  "/\r\n/",
  "\t",
  "\u000b",
  "\u0000",
  " ",
  "https:",
  "HtTpS:",
  "http:",
  "https://",
  "javascript:",
  "JaVaScRiPt:alert(1)",
  "data:text/html,",
  "/.//",
  "/..//",
  "/./\\",
  "/../\\",
  "/%2e//",
  "/%2e%2e//",
  "/.%2e//",
  "evil.example",
  "@evil.example",
  "/@evil.example",
  ":@evil.example",
  "／／",
  "\u3002",
  "#",
  "?",
];

const piece = fc.oneof(fc.constantFrom(...PAYLOADS), fc.string({ maxLength: 6 }));
const target = fc
  .tuple(fc.boolean(), fc.array(piece, { maxLength: 6 }))
  .map(([leadingSlash, pieces]) => `${leadingSlash ? "/" : ""}${pieces.join("")}`);

describe("sameSitePath", () => {
  it("keeps paths on this site", () => {
    expect(sameSitePath("/account")).toBe("/account");
    expect(sameSitePath("/match/12?tab=h2h#top")).toBe("/match/12?tab=h2h#top");
    expect(sameSitePath("/news/./2026/../transfers")).toBe("/news/transfers");
  });

  it("sends every way off the site home", () => {
    for (const way of [
      null,
      undefined,
      "",
      "account",
      "https://evil.example/",
      "HtTpS://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "\\/\\/evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/.//evil.example/steal",
      "/..//evil.example/steal",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2f%2fevil.example",
      "/%2F/evil.example",
      "/%5cevil.example",
      "/%5C%5Cevil.example",
      "/%252f%252fevil.example",
      "/%09/evil.example",
      "javascript:alert(1)",
    ]) {
      expect(sameSitePath(way), JSON.stringify(way)).toBe("/");
    }
  });

  it("never answers a path that resolves to another origin, however the payloads are mixed", () => {
    fc.assert(
      fc.property(target, (way) => {
        const path = sameSitePath(way);
        // As a browser resolves a Location header: against the site, and against the page that sent it.
        expect(new URL(path, SITE).origin).toBe(SITE);
        expect(new URL(path, `${SITE}/login?redirectTo=x`).origin).toBe(SITE);
        expect(path.startsWith("/") && !/^[/\\]{2}/.test(path)).toBe(true);
        // Stable: checking the answer again changes nothing.
        expect(sameSitePath(path)).toBe(path);
      }),
      { numRuns: 5000 },
    );
  });
});
