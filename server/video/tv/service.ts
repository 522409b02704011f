import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { AppError, isAppError } from "../../http/errors.ts";
import { bindAll } from "../../platform/bind.ts";
import { defineJob, type Jobs } from "../../platform/jobs.ts";
import type { Logger } from "../../platform/logger.ts";
import {
  createChannel,
  createProgramme,
  deleteProgramme,
  importUploadedGuide,
  listCmsChannels,
  programmeShelf,
  readCmsChannel,
  readCmsProgramme,
  updateChannel,
  updateProgramme,
} from "./cms.ts";
import { seedDemoChannelsIfEmpty } from "./demo.ts";
import { fetchGuide } from "./fetch.ts";
import { importXmltv } from "./import.ts";
import { channelInput, channelSettingsForm, programmeInput } from "./input.ts";
import { channelGuide, dayRange, guideOfDay, listChannels, programmesStarting } from "./read.ts";
import { type GuideFetchOutcome, tvChannels } from "./schema.ts";
import { MAX_GUIDE_BYTES } from "./xmltv.ts";

/** Guides change a few times a day; hourly keeps late changes (extra time, a swapped match) close. */
export const GUIDE_FETCH_CRON = "17 * * * *";

const payload = z.object({ channel_id: z.number().int().positive().optional() });

/**
 * TV channels' guides: the `epg-import` job fetches every guide source (or one channel's) and
 * imports it. One address often carries the guide of several channels: it is fetched once.
 */
export function createTvService(deps: { db: Db; jobs: Jobs; logger: Logger; fetchTimeoutMs?: number }) {
  const { db, jobs, logger } = deps;

  async function fetchSources(channelId?: number): Promise<{ sources: number; failed: number }> {
    const rows = await db
      .select({ id: tvChannels.id, url: tvChannels.guideSourceUrl })
      .from(tvChannels)
      .where(
        and(
          isNotNull(tvChannels.guideSourceUrl),
          channelId === undefined ? undefined : eq(tvChannels.id, channelId),
        ),
      );
    const byUrl = new Map<string, number[]>();
    for (const row of rows) if (row.url) byUrl.set(row.url, [...(byUrl.get(row.url) ?? []), row.id]);
    let failed = 0;
    for (const [url, ids] of byUrl) {
      let outcome: GuideFetchOutcome;
      try {
        const summary = await importXmltv(db, await fetchGuide(url, deps.fetchTimeoutMs));
        outcome = {
          ok: true,
          programmes: summary.programmes,
          skipped: summary.skipped,
          linked: summary.linked,
          ignored: summary.ignored,
        };
      } catch (error) {
        failed += 1;
        const message = isAppError(error) ? error.message : "The guide could not be imported.";
        logger.warn({ err: error, url }, "tv: guide fetch failed");
        outcome = { ok: false, error: message };
      }
      await db
        .update(tvChannels)
        .set({ guideFetchedAt: new Date(), guideFetch: outcome })
        .where(inArray(tvChannels.id, ids));
    }
    return { sources: byUrl.size, failed };
  }

  const job = defineJob({
    name: "epg-import",
    payload,
    retries: 2,
    timeoutSeconds: 600,
    async handle(run) {
      await run.progress({ done: 0, total: 1, message: "fetching guides" });
      const result = await fetchSources(run.payload.channel_id);
      await run.progress({
        done: 1,
        total: 1,
        message: `${result.sources} guide(s), ${result.failed} failed`,
      });
      return result;
    },
  });

  return {
    job,
    /** Programmes in the admin area's bin. */
    shelf: programmeShelf(db),
    /** Seeds the demo channels into an empty site and schedules the hourly fetch. */
    async start(): Promise<void> {
      const seeded = await seedDemoChannelsIfEmpty(db);
      if (seeded) logger.info(seeded, "seeded the demo TV channels");
      await jobs.every(job, GUIDE_FETCH_CRON, {});
    },
    /** Queues a fetch of one channel's guide source now (the admin area's "Import now"). */
    async importNow(channelId: number): Promise<{ id: string }> {
      const [channel] = await db
        .select({ url: tvChannels.guideSourceUrl })
        .from(tvChannels)
        .where(eq(tvChannels.id, channelId));
      if (!channel) throw new AppError("not-found", "channel-not-found", `There is no channel ${channelId}.`);
      if (!channel.url) {
        throw new AppError("conflict", "no-guide-source", "Give the channel a guide source address first.");
      }
      const { id } = await jobs.send(
        job,
        { channel_id: channelId },
        { singletonKey: `epg-import:${channelId}` },
      );
      return { id };
    },
    /** Runs the fetch in this process (tests, the command line). */
    fetchSources,
    // The guide as the TV page reads it, and the admin area's channel and programme edits.
    ...bindAll(db, { listChannels, guideOfDay, channelGuide, programmesStarting }),
    ...bindAll(db, {
      listCmsChannels,
      readCmsChannel,
      createChannel,
      updateChannel,
      readCmsProgramme,
      createProgramme,
      updateProgramme,
      deleteProgramme,
      importUploadedGuide,
    }),
    dayRange,
    MAX_GUIDE_BYTES,
    // The admin area's forms validate with the API's own schemas.
    channelInput,
    channelSettingsForm,
    programmeInput,
  };
}

export type TvService = ReturnType<typeof createTvService>;
