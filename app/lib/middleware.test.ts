import { describe, expect, it } from "vitest";
import { optionalNumericId, safeRedirectTarget } from "./middleware.ts";

describe("safeRedirectTarget", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectTarget("/account")).toBe("/account");
    expect(safeRedirectTarget("/league/3?tab=standings#table")).toBe("/league/3?tab=standings#table");
  });

  it.each([
    ["https://evil.example/"],
    ["//evil.example"],
    ["/\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    [""],
    [null],
    [undefined],
  ])("sends %j home instead of off the site", (target) => {
    expect(safeRedirectTarget(target)).toBe("/");
  });
});

describe("optionalNumericId", () => {
  const check = optionalNumericId();
  it("accepts a missing id or a positive integer", () => {
    expect(check({})).toBe(true);
    expect(check({ id: "42" })).toBe(true);
  });
  it.each(["0", "-3", "abc", "1e3", "01", "12345678901"])("refuses %s", (id) => {
    expect(check({ id })).toBe(false);
  });
});
