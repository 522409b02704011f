import type { Hono } from "hono";
import { isLocale } from "../../shared/i18n/locales.ts";
import type { Catalogues } from "../platform/i18n.ts";

/**
 * A language's whole catalogue at an address naming its version (`/i18n/vi.<version>.json`, and the
 * admin area's part at `/i18n/vi.admin.<version>.json`): a page carries only the messages it drew and
 * fetches this once the fan is reading, so later screens have every word. The address changes with
 * the messages, so it is kept for a year; an old version is 404.
 */
export function mountCatalogueFiles(app: Hono<never>, catalogues: Pick<Catalogues, "wholeCatalogue">): void {
  app.get("/i18n/:file{[A-Za-z-]+(?:\\.admin)?\\.[A-Za-z0-9_-]+\\.json}", (c) => {
    const names = c.req
      .param("file")
      .replace(/\.json$/, "")
      .split(".");
    const [locale = "", version = ""] = [names[0], names.at(-1)];
    const part = names.length === 3 ? "admin" : "fan";
    const json =
      isLocale(locale) || locale === "en-XA"
        ? catalogues.wholeCatalogue(locale as never, version, part)
        : null;
    if (json === null) return c.json({ error: { code: "not-found", message: "No such catalogue." } }, 404);
    return c.body(json, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}
