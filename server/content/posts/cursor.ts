import { type SQL, sql } from "drizzle-orm";
import { cursorCodec, cursorId } from "../../http/cursor.ts";
import { posts } from "../schema.ts";

/** Where the previous page ended: the last post's exact publication instant and id. */
export type PostCursor = { at: string; id: number };

// PostgreSQL's text form of a timestamptz, e.g. "2026-03-14 16:00:00.123456+00".
const INSTANT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

function readInstant(at: string | undefined): string | null {
  if (!at || !INSTANT.test(at)) return null;
  const year = Number(at.slice(0, 4));
  const valid = !Number.isNaN(Date.parse(at.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")));
  return year >= 1970 && year <= 9999 && valid ? at : null;
}

/** The news list's cursor: the instant as PostgreSQL wrote it, and the id. */
export const postCursor = cursorCodec<PostCursor>({
  write: ({ at, id }) => [at, id],
  read([at, id, ...rest]) {
    const instant = readInstant(at);
    const postId = cursorId(id);
    return rest.length === 0 && instant && postId ? { at: instant, id: postId } : null;
  },
});

/** Posts after the cursor in newest-first order (a row comparison, so ties on the instant fall to the id). */
export const postCursorAfter = (cursor: PostCursor): SQL =>
  sql`(${posts.publishedAt}, ${posts.id}) < (${cursor.at}::timestamptz, ${cursor.id})`;
