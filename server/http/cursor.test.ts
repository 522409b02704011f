import { describe, expect, it } from "vitest";
import { cursorCodec, cursorId } from "./cursor.ts";
import { AppError } from "./errors.ts";

const kickoffCursor = cursorCodec<{ at: number; id: number }>({
  write: ({ at, id }) => [at, id],
  read([at, id, ...rest]) {
    const row = cursorId(id);
    return rest.length === 0 && at && /^\d{1,15}$/.test(at) && row ? { at: Number(at), id: row } : null;
  },
});

const refusalOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? [error.status, error.code] : error;
  }
  return null;
};

describe("cursors", () => {
  it("hands back the position it was made from, and no readable text", () => {
    const cursor = kickoffCursor.of({ at: 1_773_504_000_000, id: 42 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain("42");
    expect(kickoffCursor.parse(cursor)).toEqual({ at: 1_773_504_000_000, id: 42 });
    expect(kickoffCursor.read(undefined)).toBeNull();
  });

  it("refuses a forged or garbled cursor with 400 and the field's code", () => {
    const made = kickoffCursor.of({ at: 1, id: 7 });
    for (const raw of [
      "",
      "!!",
      "a".repeat(201),
      `${made}x`,
      made.slice(0, -1),
      Buffer.from("1|0").toString("base64url"),
      Buffer.from("1|2147483648").toString("base64url"),
      Buffer.from("1|7|8").toString("base64url"),
      Buffer.from("soon|7").toString("base64url"),
      Buffer.from([0xff, 0xfe, 0x7c, 0x37]).toString("base64url"),
    ]) {
      expect(kickoffCursor.parse(raw), raw).toBeNull();
      expect(
        refusalOf(() => kickoffCursor.read(raw, "before")),
        raw,
      ).toEqual([400, "invalid-before"]);
    }
  });
});
