import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { seedDemoWorld } from "../../sports/demo/seed.ts";
import { matches } from "../../sports/schema.ts";
import { seedDemoChannelsIfEmpty } from "./demo.ts";
import { tvChannels, tvProgrammes } from "./schema.ts";

let database: Database;
const now = new Date("2026-03-14T16:00:00Z");
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the demo channels", () => {
  it("are left out of a site without the demo world", async () => {
    expect(await seedDemoChannelsIfEmpty(database.db, now)).toBeNull();
  });

  it("show the demo world's matches at kick-off with studio shows between, once", async () => {
    await seedDemoWorld(database.db, { now });
    const seeded = await seedDemoChannelsIfEmpty(database.db, now);
    expect(seeded?.channels).toBe(3);
    const channels = await database.db.select().from(tvChannels).orderBy(asc(tvChannels.number));
    expect(channels.map((c) => c.name)).toEqual([
      "Goalline Sports 1",
      "Goalline Sports 2",
      "Goalline Classics",
    ]);
    for (const channel of channels) {
      const rows = await database.db
        .select()
        .from(tvProgrammes)
        .where(eq(tvProgrammes.channelId, channel.id))
        .orderBy(asc(tvProgrammes.startsAt));
      // Back to back, never overlapping, from yesterday on.
      for (const [i, row] of rows.slice(1).entries())
        expect(row.startsAt.getTime()).toBe(rows[i]!.endsAt.getTime());
      // As a guide is written: every programme starts on the quarter hour.
      expect(rows.filter((row) => row.startsAt.getTime() % (15 * 60_000) !== 0)).toEqual([]);
      expect(rows[0]?.startsAt.toISOString()).toBe("2026-03-13T00:00:00.000Z");
    }
    const shown = await database.db
      .select({ kickoffAt: matches.kickoffAt, startsAt: tvProgrammes.startsAt })
      .from(tvProgrammes)
      .innerJoin(matches, eq(matches.id, tvProgrammes.matchId));
    expect(shown.length).toBeGreaterThan(5);
    for (const row of shown) {
      const before = row.kickoffAt.getTime() - row.startsAt.getTime();
      expect(before >= 0 && before < 15 * 60_000, row.kickoffAt.toISOString()).toBe(true);
    }
    expect(await seedDemoChannelsIfEmpty(database.db, now)).toBeNull();
  });
});
