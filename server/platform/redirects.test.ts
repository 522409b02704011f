import { describe, expect, it } from "vitest";
import { sameSitePath } from "./redirects.ts";

describe("sameSitePath", () => {
  it("keeps paths on this site", () => {
    expect(sameSitePath("/account")).toBe("/account");
    expect(sameSitePath("/match/12?tab=h2h#top")).toBe("/match/12?tab=h2h#top");
  });

  it("sends every way off the site home", () => {
    for (const target of [
      null,
      "",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "\\\\evil.example",
      undefined,
      "javascript:alert(1)",
      "account",
    ]) {
      expect(sameSitePath(target)).toBe("/");
    }
  });
});
