import { describe, expect, it } from "vitest";
import { pageKeyFrom } from "./page-cache-edge.ts";

describe("the page cache keeps each language apart", () => {
  it("keys a page by its address, so each language's page is its own entry", () => {
    const english = pageKeyFrom(null, null, "/league/3", "");
    const vietnamese = pageKeyFrom(null, null, "/vi/league/3", "");
    expect(english).not.toBeNull();
    expect(vietnamese).not.toBeNull();
    expect(english).not.toBe(vietnamese);
    // The language cookie only moves English addresses; a language's own address is the same page.
    expect(pageKeyFrom("lang=de", "ja", "/vi/league/3", "")).toBe(
      pageKeyFrom(null, "ja", "/vi/league/3", ""),
    );
  });

  it("never serves or stores the English page for a reader sent elsewhere", () => {
    expect(pageKeyFrom(null, "vi-VN", "/league/3", "")).toBeNull();
    expect(pageKeyFrom("lang=es", null, "/league/3", "")).toBeNull();
    expect(pageKeyFrom("lang=en", "vi-VN", "/league/3", "")).not.toBeNull();
    // Data reads of the English pages are the English client's own: shared as before.
    expect(pageKeyFrom(null, "vi-VN", "/league/3.data", "")).not.toBeNull();
  });
});
