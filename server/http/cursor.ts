import { z } from "@hono/zod-openapi";
import { AppError } from "./errors.ts";

/**
 * Cursor pagination for lists that grow at the top (news, highlights, a chat): the client
 * passes back `next_cursor` as it was answered. The cursor is opaque (base64url of the sort
 * key's parts), and one a server did not make reads as a 400 `invalid-<field>`, never a 500.
 */
export type CursorCodec<T> = {
  /** The cursor that continues after `position`. */
  of(position: T): string;
  /** The position a cursor names, or null when this server could not have made it. */
  parse(raw: string): T | null;
  /** A query's cursor: null when absent; one that does not parse is refused with 400. */
  read(raw: string | undefined, field?: string): T | null;
};

const OPAQUE = /^[A-Za-z0-9_-]{1,200}$/;
const SEPARATOR = "|";

/** A codec from a sort key's parts: `read` gets the parts back and refuses what it does not trust. */
export function cursorCodec<T>(key: {
  write(position: T): ReadonlyArray<string | number>;
  read(parts: string[]): T | null;
}): CursorCodec<T> {
  const parse = (raw: string): T | null => {
    if (!OPAQUE.test(raw)) return null;
    const text = Buffer.from(raw, "base64url").toString("utf8");
    // base64url decoding skips what it cannot read: only a cursor that encodes back the same is ours.
    if (Buffer.from(text).toString("base64url") !== raw) return null;
    return key.read(text.split(SEPARATOR));
  };
  return {
    of: (position) => Buffer.from(key.write(position).join(SEPARATOR)).toString("base64url"),
    parse,
    read(raw, field = "cursor") {
      if (raw === undefined) return null;
      const position = parse(raw);
      if (position === null) {
        throw new AppError(
          "bad-request",
          `invalid-${field}`,
          `${field}: pass back a next_cursor this API answered.`,
          {
            field,
          },
        );
      }
      return position;
    },
  };
}

/** A row id inside a cursor: a positive integer that fits the database's `integer`. */
export function cursorId(part: string | undefined): number | null {
  if (!part || !/^[1-9]\d{0,9}$/.test(part)) return null;
  const id = Number(part);
  return id <= 2_147_483_647 ? id : null;
}

/** The query field a client sends a cursor back in. */
export const cursorParam = z
  .string()
  .max(200)
  .optional()
  .openapi({ description: "The `next_cursor` of the page before; the first page when absent." });

/** The schema of a cursor-paged answer: the list envelope with `next_cursor` in place of `total`. */
export function cursorListOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    next_cursor: z.string().nullable().openapi({ description: "Null on the last page." }),
  });
}
