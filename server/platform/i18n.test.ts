import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@formatjs/icu-messageformat-parser";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ADMIN_LOCALES, isAdminMessage, LOCALES, PSEUDO_LOCALE } from "../../shared/i18n/locales.ts";
import { mountCatalogueFiles } from "../http/catalogue-files.ts";
import { CATALOGUE_DIR, createCatalogues, readCatalogue } from "./i18n.ts";

const root = fileURLToPath(new URL("../../", import.meta.url));
const catalogueDir = CATALOGUE_DIR;
const formatjs = join(root, "node_modules/.bin/formatjs");

/** What the code's messages are now, as `npm run i18n:extract` would write them. */
function extracted(): Record<string, string> {
  const out = join(mkdtempSync(join(tmpdir(), "goalline-messages-")), "en.json");
  const script = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts[
    "i18n:extract"
  ] as string;
  // The script's own globs, so this check and the command can never disagree.
  const args = [...script.matchAll(/"([^"]+)"|(\S+)/g)]
    .map((match) => match[1] ?? match[2])
    .slice(2) as string[];
  const outAt = args.indexOf("--out-file");
  args[outAt + 1] = out;
  execFileSync(formatjs, ["extract", ...args], { cwd: root, stdio: "pipe" });
  return JSON.parse(readFileSync(out, "utf8"));
}

describe("message catalogues", () => {
  it("one file per language, and no file for a language the site does not offer", () => {
    const files = readdirSync(catalogueDir).filter((name) => name.endsWith(".json"));
    expect(files.sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it("the English catalogue is exactly the code's messages: none missing, none unused", () => {
    const code = extracted();
    const written = readCatalogue("en");
    const unused = Object.keys(written).filter((id) => !(id in code));
    const missing = Object.keys(code).filter((id) => !(id in written));
    const changed = Object.keys(code).filter((id) => id in written && written[id] !== code[id]);
    expect({ missing, unused, changed }, "run `npm run i18n:extract`").toEqual({
      missing: [],
      unused: [],
      changed: [],
    });
  });

  it("every language has every message and no other, each well formed, with English's placeholders", () => {
    // FormatJS's own checks: missing and extra keys, and the same arguments and tags as the source.
    // The admin area's messages are checked in its languages only (ADMIN_LOCALES).
    const verify = (files: string[]) => () =>
      execFileSync(
        formatjs,
        [
          "verify",
          "--source-locale",
          "en",
          "--missing-keys",
          "--extra-keys",
          "--structural-equality",
          ...files,
        ],
        { cwd: root, stdio: "pipe" },
      );
    expect(verify(ADMIN_LOCALES.map((locale) => join(catalogueDir, `${locale}.json`)))).not.toThrow();
    const fanOnly = mkdtempSync(join(tmpdir(), "goalline-fan-messages-"));
    for (const locale of LOCALES.filter((locale) => locale === "en" || !ADMIN_LOCALES.includes(locale))) {
      const fan = Object.entries(readCatalogue(locale)).filter(([id]) => !isAdminMessage(id));
      writeFileSync(join(fanOnly, `${locale}.json`), JSON.stringify(Object.fromEntries(fan)));
    }
    expect(verify(readdirSync(fanOnly).map((name) => join(fanOnly, name)))).not.toThrow();
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(readCatalogue(locale))) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
        expect(message.trim(), `${locale} ${id} is empty`).not.toBe("");
      }
    }
  });

  it("a message a language lacks is shown in English and logged once; the pseudo-locale is longer", () => {
    const warnings: unknown[] = [];
    const catalogues = createCatalogues({ warn: (...args: unknown[]) => void warnings.push(args) });
    const english = catalogues.translator("en");
    const title = { id: "site.home.title", defaultMessage: "Football Scores Updates, Fixtures, Results" };
    const pseudo = catalogues.translator(PSEUDO_LOCALE)(title);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(english(title).length * 1.3));
    expect(pseudo).toMatch(/^Ƒöö/);
    const unknown = { id: "no.such.message", defaultMessage: "Hello {name}" };
    expect(english(unknown, { name: "Ana" })).toBe("Hello Ana");
    expect(english(unknown, { name: "Ana" })).toBe("Hello Ana");
    expect(warnings).toHaveLength(1);
  });

  it("a page carries the words its render took and those it may need before the rest arrive, not the rest of their areas", () => {
    const catalogues = createCatalogues({ warn: () => {} });
    const vi = catalogues.catalogue("vi");
    const page = catalogues.pageCatalogue("vi", ["league.form.label", "nav.scores", "no.such.message"]);
    const ids = Object.keys(page.messages);
    expect(page.messages["league.form.label"]).toEqual(vi["league.form.label"]);
    expect(page.messages["nav.scores"]).toEqual(vi["nav.scores"]);
    // What it may have to say offline, where the rest cannot be fetched.
    expect(ids).toEqual(
      expect.arrayContaining([
        "offline.banner.offline",
        "offline.page.title",
        "shell.lazy-part.needs-connection",
      ]),
    );
    // The rest of the league's and the menu's words come with the whole catalogue.
    expect(ids.filter((id) => id.startsWith("league."))).toEqual(["league.form.label"]);
    expect(ids).not.toContain("nav.teams");
    expect(ids).not.toContain("no.such.message");
    expect(ids.filter(isAdminMessage)).toEqual([]);
  });

  it("a page carries a sport's period words, and words for a match called off or stopped, only when it drew such a match", () => {
    const catalogues = createCatalogues({ warn: () => {} });
    const football = Object.keys(catalogues.pageCatalogue("ar", ["glossary.half-time.short"]).messages);
    expect(football).toEqual(expect.arrayContaining(["glossary.full-time.short", "shell.theme.dark-on"]));
    expect(football.filter((id) => /quarter|overtime|glossary\.set|tie-break/.test(id))).toEqual([]);
    // The theme's own words come with its switch; a press's announcement may come before the rest.
    expect(football).not.toContain("shell.theme.forced-legend");

    // A live basketball game's status keeps its sport's words (app/lib/match-status.ts): all of them come.
    const basketball = Object.keys(
      catalogues.pageCatalogue("ar", ["glossary.half-time.short", "glossary.quarter.short"]).messages,
    );
    expect(basketball).toEqual(
      expect.arrayContaining([
        "glossary.quarter.short",
        "glossary.overtime.short",
        "glossary.end-of-quarter.short",
      ]),
    );
    expect(basketball).not.toContain("glossary.set");

    // What only some matches can turn into comes with a page that drew or kept one of its words.
    for (const id of ["glossary.postponed.short", "glossary.suspended.short", "glossary.awarded.short"])
      expect(football).not.toContain(id);
    const live = Object.keys(catalogues.pageCatalogue("ar", ["glossary.suspended.short"]).messages);
    expect(live).toEqual(expect.arrayContaining(["glossary.suspended.short", "glossary.abandoned.short"]));
    expect(live).not.toContain("glossary.postponed.short");
    const upcoming = Object.keys(catalogues.pageCatalogue("ar", ["glossary.cancelled.short"]).messages);
    expect(upcoming).toEqual(
      expect.arrayContaining(["glossary.postponed.short", "glossary.cancelled.short"]),
    );
  });

  it("a page names the rest of its language, the fans' words apart from the admin area's", async () => {
    const catalogues = createCatalogues({ warn: () => {} });
    const page = catalogues.pageCatalogue("vi", ["scores.sport.title"]);
    expect(page.messages["scores.sport.title"]).toEqual(catalogues.catalogue("vi")["scores.sport.title"]);
    const app = new Hono<never>();
    mountCatalogueFiles(app, catalogues);

    const fans = await app.request(page.whole);
    expect(fans.status).toBe(200);
    expect(fans.headers.get("Cache-Control")).toContain("immutable");
    const fanIds = Object.keys((await fans.json()) as object);
    expect(fanIds).toContain("match.centre.head-to-head");
    expect(fanIds.filter(isAdminMessage)).toEqual([]);

    const staff = await app.request(page.admin);
    expect(staff.status).toBe(200);
    const staffIds = Object.keys((await staff.json()) as object);
    expect(staffIds.length).toBeGreaterThan(100);
    expect(staffIds.every(isAdminMessage)).toBe(true);

    // An address of another version, or of no language, is not a catalogue.
    expect((await app.request(page.whole.replace(/\.[\w-]+\.json$/, ".stale.json"))).status).toBe(404);
    expect((await app.request("/i18n/xx.abc.json")).status).toBe(404);
  });
});
