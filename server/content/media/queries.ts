import { and, arrayContains, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { List } from "../../http/pagination.ts";
import { editConflict } from "../../http/versioning.ts";
import { media, mediaOutsideBin, posts } from "../schema.ts";
import type { MediaImage, MediaItem, MediaUse, MediaVariant } from "./types.ts";

type MediaRow = typeof media.$inferSelect;
type StoredVariant = Omit<MediaVariant, "url">;

export const mediaNotFound = () =>
  new AppError("not-found", "media-not-found", "There is no image with this id in the media library.");

const variantsOf = (row: MediaRow): MediaVariant[] =>
  (row.variants as StoredVariant[]).map((variant) => ({ ...variant, url: `/media/${variant.key}` }));

/** The widest JPEG up to 1280 pixels: big enough for an article column, light enough for phones. */
function markdownOf(alt: string, variants: MediaVariant[]): string {
  const jpegs = variants.filter((variant) => variant.format === "jpeg").sort((a, b) => a.width - b.width);
  const chosen = jpegs.filter((variant) => variant.width <= 1280).at(-1) ?? jpegs[0];
  const label = alt.replace(/[[\]\\]/g, "\\$&").replace(/\s+/g, " ");
  return `![${label}](${chosen?.url ?? ""})`;
}

export function mediaItemOf(row: MediaRow): MediaItem {
  const variants = variantsOf(row);
  return {
    id: row.id,
    key: row.key,
    filename: row.filename,
    alt: row.alt,
    format: row.format as MediaItem["format"],
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    variants,
    markdown: markdownOf(row.alt, variants),
    uploadedBy: row.uploadedBy,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** The library, newest first; `q` finds words in the file name or the alt text. */
export async function listMedia(
  db: Db,
  query: { q?: string; limit: number; offset: number },
): Promise<List<MediaItem>> {
  const q = query.q?.trim();
  const where = and(
    mediaOutsideBin,
    q ? or(ilike(media.filename, likeOf(q)), ilike(media.alt, likeOf(q))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { data: rows.map(mediaItemOf), total: total?.n ?? 0 };
}

export async function mediaRow(db: Db, id: number): Promise<MediaRow> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), mediaOutsideBin));
  if (!row) throw mediaNotFound();
  return row;
}

/** An image out of the bin, locked for an edit based on `base`; a stale base is refused with the image as it is. */
export async function mediaForEdit(tx: Db, id: number, base: number): Promise<MediaRow> {
  const [row] = await tx
    .select()
    .from(media)
    .where(and(eq(media.id, id), mediaOutsideBin))
    .for("update");
  if (!row) throw mediaNotFound();
  if (row.version !== base) throw editConflict(mediaItemOf(row));
  return row;
}

export async function getMedia(db: Db, id: number): Promise<MediaItem> {
  return mediaItemOf(await mediaRow(db, id));
}

/** What `<ResponsiveImage>` needs for one image, or null when it is gone (a post keeps rendering). */
export async function imageOf(db: Db, id: number | null | undefined): Promise<MediaImage | null> {
  if (!id) return null;
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), mediaOutsideBin));
  if (!row) return null;
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    variants: variantsOf(row).map(({ format, width, url }) => ({ format, width, url })),
  };
}

/** Posts not deleted that show the image: as their cover, or by its address (any key it has had) in the body. */
export async function usesOf(db: Db, row: MediaRow): Promise<MediaUse[]> {
  const addresses = [row.key, ...row.previousKeys].map((key) => `/media/${key}/`);
  const embeds = or(...addresses.map((address) => sql`strpos(${posts.bodyMarkdown}, ${address}) > 0`));
  const found = await db
    .select({ id: posts.id, title: posts.title, slug: posts.slug, cover: posts.coverImageId })
    .from(posts)
    .where(and(isNull(posts.deletedAt), or(eq(posts.coverImageId, row.id), embeds)))
    .orderBy(posts.id);
  return found.map(({ cover, ...post }) => ({ ...post, as: cover === row.id ? "cover" : "body" }));
}

/** The image that once had this key, for old addresses in posts after a replace. */
export async function mediaOfPreviousKey(db: Db, key: string): Promise<MediaItem | null> {
  const [row] = await db
    .select()
    .from(media)
    .where(and(arrayContains(media.previousKeys, [key]), mediaOutsideBin));
  return row ? mediaItemOf(row) : null;
}
