import { and, asc, count, desc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect.ts";
import { matches, teams } from "../../sports/schema.ts";
import { videos } from "../schema.ts";
import { tvChannels, tvProgrammes } from "./schema.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A match's slot: the kick-off to the final whistle with half-time and stoppages, and a few minutes of reaction. */
const MATCH_SLOT = 2 * HOUR;
const QUARTER_HOUR = 15 * 60_000;

const DEMO_CHANNELS = [
  { xmltvId: "sports1.goalline.demo", name: "Goalline Sports 1", number: 1 },
  { xmltvId: "sports2.goalline.demo", name: "Goalline Sports 2", number: 2 },
  { xmltvId: "classics.goalline.demo", name: "Goalline Classics", number: 3 },
];

const STUDIO = [
  {
    title: "Matchday Live",
    description: "Team news, line-ups and the talking points before the games.",
    minutes: 60,
  },
  {
    title: "The Debrief",
    description: "Every goal and every big decision of the day, taken apart.",
    minutes: 60,
  },
  { title: "Football Tonight", description: "Interviews and analysis from around the leagues.", minutes: 30 },
  { title: "Goals Goals Goals", description: "The best goals of the week in one half hour.", minutes: 30 },
];
const CLASSICS = [
  { title: "Classic Finals", description: "A final from the archive, in full.", minutes: 120 },
  { title: "Legends", description: "The story of a great of the game.", minutes: 60 },
  { title: "Season Review", description: "A whole season told in an hour.", minutes: 60 },
];

/**
 * Points the demo channels still without a stream at the demo channel video. The demo media job
 * calls it when it adds that video; seeding calls it when the video came first. Either order plays.
 */
export async function linkDemoChannels(db: Db, videoId?: number): Promise<void> {
  const id =
    videoId ??
    (
      await db
        .select({ id: videos.id })
        .from(videos)
        .where(and(eq(videos.createdBy, "demo"), eq(videos.kind, "channel")))
        .orderBy(desc(videos.id))
        .limit(1)
    )[0]?.id;
  if (!id) return;
  await db
    .update(tvChannels)
    .set({ streamVideoId: id, updatedAt: new Date() })
    .where(
      and(
        isNull(tvChannels.streamVideoId),
        inArray(
          tvChannels.xmltvId,
          DEMO_CHANNELS.map((channel) => channel.xmltvId),
        ),
      ),
    );
}

type Row = typeof tvProgrammes.$inferInsert;
type Show = (typeof STUDIO)[number];

/**
 * Fills [from, to) on a channel with shows in turn, the last one cut to fit; a gap too short for a
 * show (under ten minutes, as between a 19:00 and a 19:05 kick-off) is left to the caller.
 */
function fill(channelId: number, from: number, to: number, shows: Show[], turn: { n: number }): Row[] {
  const rows: Row[] = [];
  for (let at = from; to - at >= 10 * 60_000; ) {
    const show = shows[turn.n++ % shows.length]!;
    const end = Math.min(at + show.minutes * 60_000, to);
    rows.push({
      channelId,
      startsAt: new Date(at),
      endsAt: new Date(end),
      title: show.title,
      description: show.description,
      category: "Magazine",
      source: "manual",
    });
    at = end;
  }
  return rows;
}

/**
 * Three demo channels with a guide made from the demo world: each match live at its kick-off
 * on Sports 1, or on Sports 2 when Sports 1 is busy, studio shows between, and archive
 * programmes on Classics. From yesterday to a week ahead. Only into a site whose channel list
 * is empty and that runs the demo world.
 */
export async function seedDemoChannelsIfEmpty(
  db: Db,
  now = new Date(),
): Promise<{ channels: number; programmes: number } | null> {
  const [channels] = await db.select({ total: count() }).from(tvChannels);
  if ((channels?.total ?? 0) > 0) return null;
  const [demo] = await db.select({ total: count() }).from(teams).where(eq(teams.isDemo, true));
  if ((demo?.total ?? 0) === 0) return null;
  const from = Math.floor(now.getTime() / DAY) * DAY - DAY;
  const to = from + 9 * DAY;
  const home = alias(teams, "home");
  const away = alias(teams, "away");
  const games = await db
    .select({ id: matches.id, kickoffAt: matches.kickoffAt, home: home.name, away: away.name })
    .from(matches)
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(and(gte(matches.kickoffAt, new Date(from)), lt(matches.kickoffAt, new Date(to - MATCH_SLOT))))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
  const seeded = await db.transaction(async (tx) => {
    const ids = await tx.insert(tvChannels).values(DEMO_CHANNELS).returning({ id: tvChannels.id });
    const sportsIds = [ids[0]!.id, ids[1]!.id];
    const busyUntil = [from, from];
    const rows: Row[] = [];
    const last: Array<Row | undefined> = [undefined, undefined];
    const turns = [{ n: 0 }, { n: 1 }];
    for (const game of games) {
      // A broadcast starts on the quarter hour, with the build-up to a 19:05 kick-off from 19:00.
      const kickoff = Math.floor(game.kickoffAt.getTime() / QUARTER_HOUR) * QUARTER_HOUR;
      const lane = busyUntil.findIndex((until) => until <= kickoff);
      if (lane < 0) continue;
      const studio = fill(sportsIds[lane]!, busyUntil[lane]!, kickoff, STUDIO, turns[lane]!);
      rows.push(...studio);
      // The guide runs back to back: what was on before runs on to the kick-off.
      const before = studio.at(-1) ?? last[lane];
      if (before && (before.endsAt as Date).getTime() < kickoff) before.endsAt = new Date(kickoff);
      const shown: Row = {
        channelId: sportsIds[lane]!,
        startsAt: new Date(kickoff),
        endsAt: new Date(kickoff + MATCH_SLOT),
        title: `${game.home} v ${game.away}`,
        subtitle: "Live",
        description: `${game.home} against ${game.away}, live from the first whistle.`,
        category: "Football",
        matchId: game.id,
        source: "manual",
      };
      rows.push(shown);
      last[lane] = shown;
      busyUntil[lane] = kickoff + MATCH_SLOT;
    }
    for (const [lane, id] of sportsIds.entries())
      rows.push(...fill(id, busyUntil[lane]!, to, STUDIO, turns[lane]!));
    rows.push(...fill(ids[2]!.id, from, to, CLASSICS, { n: 0 }));
    for (let i = 0; i < rows.length; i += 500) await tx.insert(tvProgrammes).values(rows.slice(i, i + 500));
    return { channels: ids.length, programmes: rows.length };
  });
  await linkDemoChannels(db);
  return seeded;
}
