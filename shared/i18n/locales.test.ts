import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localizedPath, negotiateLocale, splitLocalePath, wantedLocale } from "./locales.ts";

describe("languages and their addresses", () => {
  it("reads the language a browser asks for most, by weight and then order", () => {
    expect(negotiateLocale("vi-VN,vi;q=0.9,en;q=0.8")).toBe("vi");
    expect(negotiateLocale("fr-FR,de;q=0.5,en;q=0.7")).toBe("en");
    expect(negotiateLocale("fr-FR,de;q=0.8,en;q=0.7")).toBe("de");
    expect(negotiateLocale("pt-PT")).toBe("pt-BR");
    expect(negotiateLocale("PT-br")).toBe("pt-BR");
    expect(negotiateLocale("ja;q=0,es")).toBe("es");
    expect(negotiateLocale("fr, it")).toBeNull();
  });

  it("ignores a malformed or oversized header instead of failing", () => {
    for (const header of ["", ";;;", "q=1", "*", "vi;q=abc", `${"x".repeat(600)}`, "\u0000vi"]) {
      expect(() => negotiateLocale(header)).not.toThrow();
    }
    fc.assert(
      fc.property(fc.string(), (header) =>
        [null, "en", "vi", "es", "pt-BR", "de", "ja", "ar"].includes(negotiateLocale(header)),
      ),
    );
  });

  it("splits a path into its language and the page's own path, and puts them back together", () => {
    expect(splitLocalePath("/vi/match/5")).toEqual({ locale: "vi", path: "/match/5" });
    expect(splitLocalePath("/pt-br")).toEqual({ locale: "pt-BR", path: "/" });
    expect(splitLocalePath("/match/5")).toEqual({ locale: "en", path: "/match/5" });
    // The data of a language's home page, asked for by a link to it.
    expect(splitLocalePath("/vi.data")).toEqual({ locale: "vi", path: "/_root.data" });
    expect(splitLocalePath("/match.data")).toEqual({ locale: "en", path: "/match.data" });
    // An unknown prefix is an English path no page answers: a 404, never an error.
    expect(splitLocalePath("/xx/match/5")).toEqual({ locale: "en", path: "/xx/match/5" });
    expect(splitLocalePath("/vietnam")).toEqual({ locale: "en", path: "/vietnam" });
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("en", "/league/3")).toBe("/league/3");
    fc.assert(
      fc.property(
        fc.constantFrom("en", "vi", "es", "pt-BR", "de", "ja", "ar" as const),
        fc.webPath(),
        (locale, raw) => {
          const path = raw.startsWith("/") ? raw : `/${raw}`;
          const split = splitLocalePath(localizedPath(locale, path));
          return locale === "en" || (split.locale === locale && split.path === path);
        },
      ),
    );
  });

  it("a stored choice outranks the browser's languages, and English stays English", () => {
    expect(wantedLocale("theme=dark; lang=de", "vi")).toBe("de");
    expect(wantedLocale("lang=en", "vi")).toBe("en");
    expect(wantedLocale("lang=klingon", "ja")).toBe("ja");
    expect(wantedLocale(null, null)).toBe("en");
  });
});
