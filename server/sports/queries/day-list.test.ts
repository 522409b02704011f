import { and, desc, eq, lt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { demoDatabaseForFile } from "../../app/testing.ts";
import { matches } from "../schema.ts";
import { listMatchesByDate } from "./matches.ts";

// Twenty to one in Perth: a three o'clock kick-off in England was on the Perth day before and is
// still in play.
const now = new Date("2026-03-14T16:40:00Z");
const tz = "Australia/Perth";
const database = demoDatabaseForFile(now);

const flat = (groups: Awaited<ReturnType<typeof listMatchesByDate>>) =>
  groups.flatMap((group) => group.matches);

describe("the scores of a day", () => {
  it("keeps last night's matches on today's list while they are still being played", async () => {
    // A match of that afternoon's, in its second half as the feed has it (the demo world's draw may
    // have put no match of its own at that hour).
    const [afternoon] = await database.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.status, "finished"), lt(matches.kickoffAt, new Date("2026-03-14T16:00:00Z"))))
      .orderBy(desc(matches.kickoffAt))
      .limit(1);
    await database.db
      .update(matches)
      .set({
        status: "live",
        kickoffAt: new Date("2026-03-14T15:00:00Z"),
        periodStartedAt: new Date("2026-03-14T16:00:00Z"),
      })
      .where(eq(matches.id, afternoon!.id));
    const today = flat(await listMatchesByDate(database.db, { date: "2026-03-15", tz, now }));
    const carried = today.filter((match) => match.kickoffAt < "2026-03-14T16:00:00.000Z");
    expect(carried.length).toBeGreaterThan(0);
    expect(carried.every((match) => match.status === "live")).toBe(true);

    const yesterday = flat(await listMatchesByDate(database.db, { date: "2026-03-14", tz, now }));
    // Kicked off after half past six in the evening in Perth.
    const finishedLastNight = yesterday.filter(
      (match) => match.status === "finished" && match.kickoffAt > "2026-03-14T10:30:00.000Z",
    );
    expect(finishedLastNight.length).toBeGreaterThan(0);
    for (const match of finishedLastNight) expect(today.map((m) => m.id)).not.toContain(match.id);
    for (const match of carried) expect(yesterday.map((m) => m.id)).toContain(match.id);
  });

  it("lists only kick-offs of the day for any other day", async () => {
    // The first day of fixtures after today's round and its clubs' two days of rest.
    const ahead = flat(await listMatchesByDate(database.db, { date: "2026-03-17", tz: "UTC", now }));
    expect(ahead.length).toBeGreaterThan(0);
    for (const match of ahead) expect(match.kickoffAt.startsWith("2026-03-17")).toBe(true);
  });
});
