import { describe, expect, it } from "vitest";
import { localeRedirectOf } from "./locale-edge.ts";

const page = {
  method: "GET",
  path: "/match/5",
  search: "?tab=stats",
  accept: "text/html,application/xhtml+xml",
  cookie: null,
  languages: null,
};

describe("a fan sent to their language's address", () => {
  it("sends a first visit whose browser asks for one of our languages to its address, query kept", () => {
    expect(localeRedirectOf({ ...page, languages: "vi-VN,vi;q=0.9" })).toBe("/vi/match/5?tab=stats");
    expect(localeRedirectOf({ ...page, path: "/", search: "", languages: "ar-EG" })).toBe("/ar");
  });

  it("keeps English for English readers, crawlers, a stored English choice and unknown languages", () => {
    expect(localeRedirectOf(page)).toBeNull();
    expect(localeRedirectOf({ ...page, languages: "en-US,vi;q=0.5" })).toBeNull();
    expect(localeRedirectOf({ ...page, cookie: "lang=en", languages: "vi" })).toBeNull();
    expect(localeRedirectOf({ ...page, languages: "fr-FR" })).toBeNull();
    expect(localeRedirectOf({ ...page, languages: ";;q=@" })).toBeNull();
  });

  it("never moves an address that names a language, whatever the cookie says: no loop", () => {
    expect(localeRedirectOf({ ...page, path: "/vi/match/5", cookie: "lang=de", languages: "ja" })).toBeNull();
    expect(localeRedirectOf({ ...page, path: "/de", cookie: "lang=vi" })).toBeNull();
  });

  it("moves only page documents: not data reads, files, forms or API-like calls", () => {
    const vi = { ...page, languages: "vi" };
    expect(localeRedirectOf({ ...vi, path: "/match/5.data" })).toBeNull();
    expect(localeRedirectOf({ ...vi, path: "/favicon.ico" })).toBeNull();
    expect(localeRedirectOf({ ...vi, method: "POST" })).toBeNull();
    expect(localeRedirectOf({ ...vi, accept: "application/json" })).toBeNull();
    expect(localeRedirectOf({ ...vi, cookie: "lang=es" })).toBe("/es/match/5?tab=stats");
  });
});
