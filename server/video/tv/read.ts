import { and, asc, eq, gt, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { startOfZonedDay } from "../../sports/service.ts";
import { programmeOutsideBin, tvChannels, tvProgrammes } from "./schema.ts";

export type ProgrammeView = {
  id: number;
  channel_id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  category: string | null;
  starts_at: string;
  ends_at: string;
  match_id: number | null;
};
export type NowNext = { title: string; starts_at: string; ends_at: string; match_id: number | null };
export type ChannelView = {
  id: number;
  name: string;
  logo_url: string | null;
  number: number;
  entitlement: string;
  now: NowNext | null;
  next: NowNext | null;
};

type ProgrammeRow = typeof tvProgrammes.$inferSelect;

export const programmeView = (row: ProgrammeRow): ProgrammeView => ({
  id: row.id,
  channel_id: row.channelId,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  category: row.category,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
  match_id: row.matchId,
});

const nowNextOf = (row: ProgrammeRow | undefined): NowNext | null =>
  row
    ? {
        title: row.title,
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        match_id: row.matchId,
      }
    : null;

/** Every channel in line-up order with what is on now and what comes next (within a day). */
export async function listChannels(db: Db, now = new Date()): Promise<ChannelView[]> {
  const channels = await db.select().from(tvChannels).orderBy(asc(tvChannels.number), asc(tvChannels.id));
  if (channels.length === 0) return [];
  const soon = await db
    .select()
    .from(tvProgrammes)
    .where(
      and(
        inArray(
          tvProgrammes.channelId,
          channels.map((c) => c.id),
        ),
        gt(tvProgrammes.endsAt, now),
        lt(tvProgrammes.startsAt, new Date(now.getTime() + 24 * 3_600_000)),
        programmeOutsideBin,
      ),
    )
    .orderBy(asc(tvProgrammes.channelId), asc(tvProgrammes.startsAt));
  return channels.map((channel) => {
    const own = soon.filter((row) => row.channelId === channel.id);
    const current = own.find((row) => row.startsAt <= now);
    const next = own.find((row) => row.startsAt > now);
    return {
      id: channel.id,
      name: channel.name,
      logo_url: channel.logoUrl,
      number: channel.number,
      entitlement: channel.entitlement,
      now: nowNextOf(current),
      next: nowNextOf(next),
    };
  });
}

/** [start, end) of a calendar day in a zone. */
export function dayRange(date: string, timeZone: string): { from: Date; to: Date } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return { from: startOfZonedDay(date, timeZone), to: startOfZonedDay(next, timeZone) };
}

/** The programmes on air during a day in the visitor's zone, by channel (all channels, or the ones asked). */
export async function guideOfDay(
  db: Db,
  date: string,
  timeZone: string,
  channelIds?: number[],
): Promise<Map<number, ProgrammeView[]>> {
  const { from, to } = dayRange(date, timeZone);
  const rows = await db
    .select()
    .from(tvProgrammes)
    .where(
      and(
        channelIds ? inArray(tvProgrammes.channelId, channelIds) : undefined,
        lt(tvProgrammes.startsAt, to),
        gt(tvProgrammes.endsAt, from),
        programmeOutsideBin,
      ),
    )
    .orderBy(asc(tvProgrammes.channelId), asc(tvProgrammes.startsAt));
  const byChannel = new Map<number, ProgrammeView[]>();
  for (const row of rows) {
    const list = byChannel.get(row.channelId) ?? [];
    list.push(programmeView(row));
    byChannel.set(row.channelId, list);
  }
  return byChannel;
}

/** One channel's day; 404 `channel-not-found` for a channel that does not exist. */
export async function channelGuide(db: Db, channelId: number, date: string, timeZone: string) {
  const [channel] = await db
    .select({ id: tvChannels.id })
    .from(tvChannels)
    .where(eq(tvChannels.id, channelId));
  if (!channel) throw new AppError("not-found", "channel-not-found", `There is no channel ${channelId}.`);
  return (await guideOfDay(db, date, timeZone, [channelId])).get(channelId) ?? [];
}

/** Programmes starting within [from, to) on one channel (the admin area's day list). */
export async function programmesStarting(db: Db, channelId: number, from: Date, to: Date) {
  const rows = await db
    .select()
    .from(tvProgrammes)
    .where(
      and(
        eq(tvProgrammes.channelId, channelId),
        gte(tvProgrammes.startsAt, from),
        lt(tvProgrammes.startsAt, to),
        programmeOutsideBin,
      ),
    )
    .orderBy(asc(tvProgrammes.startsAt));
  return rows.map((row) => ({ ...programmeView(row), source: row.source, version: row.version }));
}
