import { describe, expect, it } from "vitest";
import { optionalNumericId } from "./middleware.ts";

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
