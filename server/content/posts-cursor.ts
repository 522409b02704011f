import { type SQL, sql } from "drizzle-orm";
import { posts } from "./schema.ts";

/** Where the previous page ended: the last post's exact publication instant and id. */
export type PostCursor = { at: string; id: number };

// PostgreSQL's text form of a timestamptz, e.g. "2026-03-14 16:00:00.123456+00".
const INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** Opaque to clients: base64url of "<instant>|<id>". */
export function postCursorOf(at: string, id: number): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function parsePostCursor(raw: string): PostCursor | null {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(raw)) return null;
  const [at, id, ...rest] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !at || !INSTANT.test(at) || !id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const year = Number(at.slice(0, 4));
  if (
    year < 1970 ||
    year > 9999 ||
    Number.isNaN(Date.parse(at.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")))
  )
    return null;
  if (Number(id) > 2_147_483_647) return null;
  return { at, id: Number(id) };
}

/** Posts after the cursor in newest-first order (a row comparison, so ties on the instant fall to the id). */
export const postCursorAfter = (cursor: PostCursor): SQL =>
  sql`(${posts.publishedAt}, ${posts.id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
