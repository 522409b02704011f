import { and, eq, gt, gte, lt, max, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { matchLinker } from "./link.ts";
import { type ProgrammeSource, programmeOutsideBin, tvChannels, tvProgrammes } from "./schema.ts";
import { type GuideProgramme, type ParsedGuide, parseXmltv } from "./xmltv.ts";

export type ImportSummary = {
  /** Channels the guide had programmes for (created when new). */
  channels: number;
  /** Programmes stored. */
  programmes: number;
  /** Entries left out: malformed, no end known, repeats, or clashing with a programme entered by hand. */
  skipped: number;
  /** Programmes linked to the match they show. */
  linked: number;
  /** Programmes for channels neither the guide nor the site declares. */
  ignored: number;
  /** Programmes cut short where the next one on their channel starts earlier. */
  truncated: number;
};

/** The smallest of many numbers (spreading 100,000 into Math.min overflows the stack). */
const earliest = (values: number[]) => values.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);

/**
 * Stores a guide in one transaction. Channels the guide declares and the site lacks are
 * created (the site's own name, number and logo of a known channel are kept: editors own
 * them). For each channel, the imported programmes starting within the guide's window for
 * that channel (its first start to its last end) are replaced by the guide's; programmes
 * entered by hand stay, and imported ones overlapping them are left out. The same guide
 * twice therefore leaves the same rows.
 */
export async function importGuide(db: Db, guide: ParsedGuide): Promise<ImportSummary> {
  const summary: ImportSummary = {
    channels: 0,
    programmes: 0,
    skipped: guide.skipped,
    linked: 0,
    ignored: 0,
    truncated: guide.truncated,
  };
  const starts = guide.programmes.map((p) => p.startsAt.getTime());
  const link =
    starts.length > 0
      ? await matchLinker(db, new Date(earliest(starts)), new Date(-earliest(starts.map((t) => -t))))
      : () => null;
  await db.transaction(async (tx) => {
    const [top] = await tx.select({ number: max(tvChannels.number) }).from(tvChannels);
    let number = top?.number ?? 0;
    const declared = new Set(guide.channels.map((channel) => channel.xmltvId));
    for (const channel of guide.channels) {
      number += 1;
      await tx
        .insert(tvChannels)
        .values({ xmltvId: channel.xmltvId, name: channel.name, logoUrl: channel.logoUrl, number })
        .onConflictDoNothing({ target: tvChannels.xmltvId });
    }
    const known = new Map(
      (await tx.select({ id: tvChannels.id, xmltvId: tvChannels.xmltvId }).from(tvChannels)).map((row) => [
        row.xmltvId,
        row.id,
      ]),
    );
    const byChannel = new Map<number, GuideProgramme[]>();
    for (const programme of guide.programmes) {
      const channelId = known.get(programme.channel);
      if (channelId === undefined) {
        summary.ignored += 1;
        continue;
      }
      const list = byChannel.get(channelId);
      if (list) list.push(programme);
      else byChannel.set(channelId, [programme]);
    }
    summary.channels = new Set([...byChannel.keys(), ...[...declared].map((id) => known.get(id))]).size;
    for (const [channelId, programmes] of byChannel) {
      const from = new Date(earliest(programmes.map((p) => p.startsAt.getTime())));
      const to = new Date(-earliest(programmes.map((p) => -p.endsAt.getTime())));
      const fromSource = (source: ProgrammeSource, ...conditions: SQL[]) =>
        and(eq(tvProgrammes.channelId, channelId), eq(tvProgrammes.source, source), ...conditions);
      await tx
        .delete(tvProgrammes)
        .where(fromSource("xmltv", gte(tvProgrammes.startsAt, from), lt(tvProgrammes.startsAt, to)));
      // An earlier import's programme running into the window ends where this guide begins.
      await tx
        .update(tvProgrammes)
        .set({ endsAt: from, updatedAt: new Date() })
        .where(fromSource("xmltv", lt(tvProgrammes.startsAt, from), gt(tvProgrammes.endsAt, from)));
      const staying = await tx
        .select({ startsAt: tvProgrammes.startsAt, endsAt: tvProgrammes.endsAt })
        .from(tvProgrammes)
        .where(
          fromSource(
            "manual",
            lt(tvProgrammes.startsAt, to),
            gt(tvProgrammes.endsAt, from),
            // A programme in the bin holds no time: a new guide may fill it.
            programmeOutsideBin,
          ),
        );
      const rows = [];
      for (const programme of programmes) {
        const clash = staying.some((s) => s.startsAt < programme.endsAt && s.endsAt > programme.startsAt);
        if (clash) {
          summary.skipped += 1;
          continue;
        }
        const matchId = link(programme.title, programme.startsAt);
        if (matchId !== null) summary.linked += 1;
        rows.push({
          channelId,
          startsAt: programme.startsAt,
          endsAt: programme.endsAt,
          title: programme.title,
          subtitle: programme.subtitle,
          description: programme.description,
          category: programme.category,
          matchId,
          source: "xmltv" as const,
        });
      }
      for (let i = 0; i < rows.length; i += 500) await tx.insert(tvProgrammes).values(rows.slice(i, i + 500));
      summary.programmes += rows.length;
    }
  });
  return summary;
}

/** Parses and stores an XMLTV document: the upload, the API and the scheduled fetch all come here. */
export const importXmltv = (db: Db, text: string) => importGuide(db, parseXmltv(text));
