import { describe, expect, it } from "vitest";
import { zoneFromLanguages } from "./zone-by-language.ts";

describe("the zone a browser's first language points to", () => {
  it("is the clock of a language spoken on one, or of the country a tag names", () => {
    expect(zoneFromLanguages("vi-VN,vi;q=0.9,en-US;q=0.8")).toBe("Asia/Ho_Chi_Minh");
    expect(zoneFromLanguages("pt-BR,pt;q=0.9")).toBe("America/Sao_Paulo");
    expect(zoneFromLanguages("es-ES,es;q=0.9")).toBe("Europe/Madrid");
    expect(zoneFromLanguages("de-DE,de;q=0.9,en;q=0.8")).toBe("Europe/Berlin");
    expect(zoneFromLanguages("ja")).toBe("Asia/Tokyo");
    expect(zoneFromLanguages("ar-EG,ar;q=0.9")).toBe("Africa/Cairo");
    expect(zoneFromLanguages("de-AT")).toBe("Europe/Vienna");
  });

  it("is the highest q's, read alone: a second language says nothing of where the fan is", () => {
    expect(zoneFromLanguages("en;q=0.5, ja;q=0.9")).toBe("Asia/Tokyo");
    expect(zoneFromLanguages("en-US,en;q=0.9,vi;q=0.8")).toBeNull();
  });

  it("is none for a language or country of many clocks", () => {
    for (const header of ["en-US", "en", "es", "es-419", "ar", "pt", "fr-CA", "ru-RU", "en-AU"]) {
      expect(zoneFromLanguages(header), header).toBeNull();
    }
  });

  it("ignores a malformed or oversized header, never throwing", () => {
    for (const header of [
      "",
      ";;;",
      "*",
      "vi;q=abc",
      "vi;q=0",
      "de-DE;q=2,",
      "😀",
      "x".repeat(600),
      `${"de,".repeat(200)}`,
    ]) {
      expect(() => zoneFromLanguages(header), header).not.toThrow();
    }
    expect(zoneFromLanguages("vi;q=0")).toBeNull();
    expect(zoneFromLanguages("😀, de")).toBe("Europe/Berlin");
    expect(zoneFromLanguages(`${"de,".repeat(200)}`)).toBeNull();
    expect(zoneFromLanguages(null)).toBeNull();
  });
});
