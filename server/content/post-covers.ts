import { and, inArray } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { MediaVariant } from "./media/types.ts";
import { media, mediaOutsideBin } from "./schema.ts";

/** What a page needs to draw a post's cover image: what `<ResponsiveImage>` takes. */
export type PostCover = { id: number; alt: string; width: number; height: number; variants: MediaVariant[] };

const urlOf = (key: string) => `/media/${key.split("/").map(encodeURIComponent).join("/")}`;

const isVariant = (value: unknown): value is Omit<MediaVariant, "url"> => {
  const v = value as Partial<MediaVariant> | null;
  return (
    typeof v?.format === "string" &&
    typeof v.key === "string" &&
    typeof v.width === "number" &&
    typeof v.height === "number"
  );
};

/** The covers of the given media ids, by id; a missing image is simply left out. */
export async function postCoversOf(db: Db, ids: readonly number[]): Promise<Map<number, PostCover>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: media.id,
      alt: media.alt,
      width: media.width,
      height: media.height,
      variants: media.variants,
    })
    .from(media)
    .where(and(inArray(media.id, wanted), mediaOutsideBin));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        alt: row.alt,
        width: row.width,
        height: row.height,
        variants: Array.isArray(row.variants)
          ? row.variants.filter(isVariant).map((v) => ({ ...v, url: urlOf(v.key) }))
          : [],
      },
    ]),
  );
}
