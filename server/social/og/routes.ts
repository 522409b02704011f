import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import {
  basenameOf,
  directionOf,
  LOCALES,
  type Locale,
  splitLocalePath,
} from "../../../shared/i18n/locales.ts";
import { conditionsOf, notModified } from "../../http/conditional.ts";
import { type CardModel, cardOf, type OgTeam } from "./cards.ts";
import { crestImage } from "./crest-images.ts";
import { renderPng } from "./render.ts";

/**
 * Where the cards' facts come from: the owning domains, wired by the HTTP edge, in the language of
 * the page that shares them. Null: no such thing.
 */
export type OgSources = {
  match(id: number, locale: Locale): Promise<CardModel | null>;
  team(id: number, locale: Locale): Promise<CardModel | null>;
  league(id: number, locale: Locale): Promise<CardModel | null>;
  post(slug: string, locale: Locale): Promise<CardModel | null>;
};

/** The most recently drawn images by content hash: a card is drawn once per distinct content. */
const drawn = new Map<string, Buffer>();
const KEEP = 300;

// The inlined image stays out of the hash: its digest (in `crest`) already names it.
export const contentHash = (model: CardModel) =>
  createHash("sha256")
    .update(JSON.stringify(model, (key, value) => (key === "src" ? undefined : value)))
    .digest("base64url")
    .slice(0, 22);

/** Inlines each crest the card shows; a crest that cannot be had is drawn as the monogram. */
async function withCrests(model: CardModel): Promise<CardModel> {
  const resolve = async (team: OgTeam): Promise<OgTeam> => {
    const image = team.crest ? await crestImage(team.crest) : null;
    return image ? { ...team, crest: image.digest, src: image.src } : { ...team, crest: null };
  };
  if (model.kind === "match")
    return { ...model, home: await resolve(model.home), away: await resolve(model.away) };
  if (model.kind === "team") return { ...model, team: await resolve(model.team) };
  return model;
}

export async function imageOf(source: CardModel): Promise<{ hash: string; png: Buffer }> {
  const model = await withCrests(source);
  const hash = contentHash(model);
  let png = drawn.get(hash);
  if (!png) {
    png = await renderPng(cardOf(model));
    if (drawn.size >= KEEP) drawn.delete(drawn.keys().next().value!);
    drawn.set(hash, png);
  }
  return { hash, png };
}

const ID = /^[1-9]\d{0,9}$/;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;
const problem = (c: Context<never>, status: 400 | 404, code: string, message: string) =>
  c.json({ error: { code, message } }, status);

/**
 * GET /og/{match|team|league}/{id}.png and /og/post/{slug}.png: Open Graph cards 1200×630; under a
 * language's prefix (/vi/og/…) the card of that language's page.
 * The ETag is the hash of what is drawn, so a changed score is a new image at once; a match card
 * is fresh for a minute (live scores), the others for an hour. 400 for a malformed id, 404 for none.
 */
export function mountOgImages(app: Hono<never>, sources: OgSources): void {
  const prefixes = LOCALES.map(basenameOf)
    .filter(Boolean)
    .map((base) => base.slice(1));
  const card = async (c: Context<never>) => {
    const locale = splitLocalePath(c.req.path).locale as Locale;
    const kind = c.req.param("kind") ?? "";
    const file = c.req.param("file") ?? "";
    if (kind !== "match" && kind !== "team" && kind !== "league" && kind !== "post") {
      return problem(c, 404, "not-found", "No such image.");
    }
    const key = file.endsWith(".png") ? file.slice(0, -4) : "";
    const valid = kind === "post" ? SLUG.test(key) : ID.test(key) && Number(key) <= 2_147_483_647;
    if (!valid)
      return problem(
        c,
        400,
        "invalid-id",
        `Name the ${kind} as /og/${kind}/<${kind === "post" ? "slug" : "id"}>.png.`,
      );
    const model =
      kind === "post" ? await sources.post(key, locale) : await sources[kind](Number(key), locale);
    if (!model) return problem(c, 404, `${kind}-not-found`, `No such ${kind}.`);
    const { hash, png } = await imageOf(directionOf(locale) === "rtl" ? { ...model, rtl: true } : model);
    const etag = `"${hash}"`;
    c.header("ETag", etag);
    c.header(
      "Cache-Control",
      kind === "match"
        ? "public, max-age=60, stale-while-revalidate=300"
        : "public, max-age=3600, stale-while-revalidate=86400",
    );
    c.header("X-Content-Type-Options", "nosniff");
    if (notModified(conditionsOf(c.req.raw), { etag })) return c.body(null, 304);
    c.header("Content-Type", "image/png");
    return c.body(new Uint8Array(png), 200);
  };
  app.get("/og/:kind/:file", card);
  app.get(`/:language{${prefixes.join("|")}}/og/:kind/:file`, card);
}
