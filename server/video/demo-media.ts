import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aliasedTable, and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect.ts";
import { defineJob } from "../platform/jobs.ts";
import { matches, teams } from "../sports/schema.ts";
import { ffmpegPath, run } from "./ffmpeg.ts";
import { videos } from "./schema.ts";
import { captionImage } from "./score-image.ts";
import type { VideoStore } from "./storage.ts";
import { linkDemoChannels } from "./tv-demo.ts";

/** How many finished demo matches get a highlight clip, and how long each is. */
export const DEMO_HIGHLIGHTS = 4;
const CLIP_SECONDS = 8;
const CHANNEL_SECONDS = 24;

/**
 * A test-pattern clip with a caption burnt in: lavfi's testsrc2 and a tone, the caption image
 * overlaid at the bottom. 640×360 keeps the ladder to one rendition, so seeding stays quick.
 */
export async function renderDemoClip(output: string, caption: string, seconds: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "goalline-demo-"));
  try {
    const image = join(dir, "caption.ppm");
    await writeFile(image, captionImage(caption, 4));
    await run(ffmpegPath(), [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "lavfi", "-i", `testsrc2=size=640x360:rate=25:duration=${seconds}`],
      ...["-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}`],
      ...["-i", image],
      ...[
        "-filter_complex",
        "[0:v][2:v]overlay=x=(W-w)/2:y=H-h-16:format=auto[v]",
        "-map",
        "[v]",
        "-map",
        "1:a",
      ],
      ...[
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        "-pix_fmt",
        "yuv420p",
        "-c:a",
        "aac",
        "-shortest",
        "-f",
        "mp4",
      ],
      output,
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Seeds playable video on a fresh install: a highlight for each of a few finished demo matches
 * (their score drawn on the picture) and one looping channel for the `tv` entitlement. Each is
 * written as an upload's source and goes through the same transcoding job as an editor's upload.
 */
export const demoMediaJob = (deps: {
  db: Db;
  store: VideoStore;
  queue: (videoId: number) => Promise<void>;
}) =>
  defineJob({
    name: "video-demo-media",
    payload: z.object({}),
    retries: 1,
    async handle(job) {
      const { db, store } = deps;
      // A run that died part-way left rows never queued: make those again, keep the rest.
      await db.delete(videos).where(and(eq(videos.createdBy, "demo"), eq(videos.status, "uploading")));
      const done = await db
        .select({ matchId: videos.matchId, kind: videos.kind })
        .from(videos)
        .where(eq(videos.createdBy, "demo"));
      await store.ensure();
      const home = aliasedTable(teams, "home");
      const away = aliasedTable(teams, "away");
      const finished = await db
        .select({
          id: matches.id,
          home: home.shortName,
          away: away.shortName,
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
        })
        .from(matches)
        .innerJoin(home, eq(home.id, matches.homeTeamId))
        .innerJoin(away, eq(away.id, matches.awayTeamId))
        .where(eq(matches.status, "finished"))
        .orderBy(desc(matches.kickoffAt))
        .limit(DEMO_HIGHLIGHTS);
      const total = finished.length + 1;
      for (const [index, match] of finished.entries()) {
        if (done.some((row) => row.matchId === match.id)) continue;
        const caption = `${match.home} ${match.homeScore ?? 0}-${match.awayScore ?? 0} ${match.away}`;
        const [video] = await db
          .insert(videos)
          .values({
            title: `Highlights: ${match.home} ${match.homeScore ?? 0}–${match.awayScore ?? 0} ${match.away}`,
            kind: "highlight",
            source: "upload",
            status: "uploading",
            matchId: match.id,
            createdBy: "demo",
          })
          .returning({ id: videos.id });
        await renderDemoClip(store.source(video!.id), caption, CLIP_SECONDS);
        await deps.queue(video!.id);
        await job.progress({ done: index + 1, total, message: caption });
      }
      if (done.some((row) => row.kind === "channel")) return linkDemoChannels(db);
      const [channel] = await db
        .insert(videos)
        .values({
          title: "Goalline TV",
          kind: "channel",
          source: "upload",
          status: "uploading",
          entitlement: "tv",
          createdBy: "demo",
        })
        .returning({ id: videos.id });
      await renderDemoClip(store.source(channel!.id), "GOALLINE TV", CHANNEL_SECONDS);
      await deps.queue(channel!.id);
      // Linked now: until the transcode is done the stream endpoint says the video is being prepared.
      await linkDemoChannels(db, channel!.id);
      await job.progress({ done: total, total, message: "channel" });
    },
  });
