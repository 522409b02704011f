import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { appendChatLog, type LogDraft, numberChatLog, numberStragglers } from "./hub.ts";
import { chatLog } from "./schema.ts";

// The chat log's numbering: readers resume by these numbers, so they must never repeat or skip.
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database.close();
});

const draftOf = (matchId: number, at = new Date()) =>
  database.db.transaction((tx) => appendChatLog(tx, { kind: "cleared", matchId }, at));

describe("numbering the chat log", () => {
  it("numbers committed changes without gaps or repeats, however many writers race", async () => {
    const drafts = await Promise.all(Array.from({ length: 24 }, (_, i) => draftOf(i + 1)));
    const entries = await Promise.all(drafts.map((draft) => numberChatLog(database.db, draft)));
    const seqs = entries.map((entry) => entry!.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 24 }, (_, i) => seqs[0]! + i));
    // Each entry carries its own number, and the change it was written with.
    for (const [i, entry] of entries.entries())
      expect(entry).toMatchObject({ kind: "cleared", matchId: i + 1 });
  });

  it("numbers an entry once: a second attempt answers null and takes no number", async () => {
    const draft = await draftOf(99);
    const first = await numberChatLog(database.db, draft);
    expect(await numberChatLog(database.db, draft)).toBeNull();
    const next = await numberChatLog(database.db, await draftOf(99));
    expect(next!.seq).toBe(first!.seq + 1);
  });

  it("an entry waits unnumbered for its writer, and a lost writer's entry is numbered later", async () => {
    const now = new Date();
    const lost: LogDraft = await draftOf(7, now);
    expect(await database.db.select().from(chatLog).where(isNull(chatLog.seq))).toHaveLength(1);
    // A writer that is merely slow is left alone...
    expect(await numberStragglers(database.db, now)).toBe(0);
    // ...one silent for longer than ten seconds is taken to be gone.
    expect(await numberStragglers(database.db, new Date(Date.now() + 11_000))).toBe(1);
    expect(await database.db.select().from(chatLog).where(isNull(chatLog.seq))).toHaveLength(0);
    expect(await numberChatLog(database.db, lost)).toBeNull();
  });
});
