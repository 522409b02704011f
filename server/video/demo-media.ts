import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aliasedTable, and, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect.ts";
import { defineJob } from "../platform/jobs.ts";
import { competitions, matches, seasons, sports, teams } from "../sports/schema.ts";
import { type DemoScene, FRAME, PITCH, sceneLayers } from "./demo-scene.ts";
import { ffmpegPath, run } from "./ffmpeg.ts";
import { videos } from "./schema.ts";
import type { VideoStore } from "./storage.ts";
import { linkDemoChannels } from "./tv/demo.ts";

/** How many finished demo football matches get a highlight clip, and how long each is. */
export const DEMO_HIGHLIGHTS = 4;
const CLIP_SECONDS = 8;
const CHANNEL_SECONDS = 24;

/** Where the ball is on the pitch at `t` seconds (ffmpeg expressions); the camera follows it. */
const BALL_X = "394+330*sin(0.6*t)";
const BALL_Y = "174+110*sin(1.3*t)";
const CAMERA_X = `${(PITCH.width - FRAME.width) / 2}*(1+sin(0.6*t))`;
/** How long a match clip opens on its crests and score; its poster is taken in this time. */
const CARD_SECONDS = 2.5;

/**
 * A demo clip that looks like a match: the camera pans across a drawn pitch after the ball, the
 * score bug sits top left and the clip opens on both crests and the score (a caption scene keeps
 * its caption on screen), over a crowd's hiss. Only still layers are drawn; ffmpeg moves them.
 */
export async function renderDemoClip(output: string, scene: DemoScene, seconds: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "goalline-demo-"));
  try {
    const layers = sceneLayers(scene);
    const files = Object.fromEntries(
      Object.keys(layers).map((name) => [name, join(dir, `${name}.png`)]),
    ) as Record<keyof typeof layers, string>;
    await Promise.all(
      Object.entries(layers).map(([name, image]) => writeFile(files[name as keyof typeof layers], image)),
    );
    const card = scene.kind === "match" ? `=enable='lt(t,${CARD_SECONDS})'` : "";
    await run(ffmpegPath(), [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-loop", "1", "-framerate", "25", "-t", String(seconds), "-i", files.pitch],
      ...["-i", files.ball, "-i", files.bug, "-i", files.card],
      ...["-f", "lavfi", "-i", `anoisesrc=color=pink:amplitude=0.05:duration=${seconds}`],
      ...[
        "-filter_complex",
        [
          `[0:v][1:v]overlay=x='${BALL_X}':y='${BALL_Y}'[play]`,
          `[play]crop=${FRAME.width}:${FRAME.height}:'${CAMERA_X}':0[shot]`,
          "[shot][2:v]overlay[bug]",
          `[bug][3:v]overlay${card},format=yuv420p[v]`,
        ].join(";"),
        ...["-map", "[v]", "-map", "4:a"],
      ],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-t", String(seconds), "-f", "mp4"],
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
          home: { shortName: home.shortName, colors: home.colors },
          away: { shortName: away.shortName, colors: away.colors },
          homeScore: matches.homeScore,
          awayScore: matches.awayScore,
        })
        .from(matches)
        .innerJoin(home, eq(home.id, matches.homeTeamId))
        .innerJoin(away, eq(away.id, matches.awayTeamId))
        .innerJoin(seasons, eq(seasons.id, matches.seasonId))
        .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
        .innerJoin(sports, eq(sports.id, competitions.sportId))
        // The clips are drawn on a football pitch.
        .where(and(eq(matches.status, "finished"), eq(sports.slug, "football")))
        .orderBy(desc(matches.kickoffAt))
        .limit(DEMO_HIGHLIGHTS);
      const total = finished.length + 1;
      for (const [index, match] of finished.entries()) {
        if (done.some((row) => row.matchId === match.id)) continue;
        const score = { homeScore: match.homeScore ?? 0, awayScore: match.awayScore ?? 0 };
        const caption = `${match.home.shortName} ${score.homeScore}-${score.awayScore} ${match.away.shortName}`;
        const [video] = await db
          .insert(videos)
          .values({
            title: `Highlights: ${match.home.shortName} ${score.homeScore}–${score.awayScore} ${match.away.shortName}`,
            kind: "highlight",
            source: "upload",
            status: "uploading",
            matchId: match.id,
            createdBy: "demo",
          })
          .returning({ id: videos.id });
        await renderDemoClip(
          store.source(video!.id),
          { kind: "match", home: match.home, away: match.away, ...score },
          CLIP_SECONDS,
        );
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
      await renderDemoClip(
        store.source(channel!.id),
        { kind: "caption", caption: "GOALLINE TV" },
        CHANNEL_SECONDS,
      );
      await deps.queue(channel!.id);
      // Linked now: until the transcode is done the stream endpoint says the video is being prepared.
      await linkDemoChannels(db, channel!.id);
      await job.progress({ done: total, total, message: "channel" });
    },
  });
