import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { stdSerializers } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect.ts";
import { createTestDatabase } from "../../db/testing.ts";
import type { JobProgress } from "../../platform/job-progress.ts";
import { ffmpegPath, probe, run } from "../ffmpeg.ts";
import { videos } from "../schema.ts";
import { captionImage } from "../score-image.ts";
import { videoStore } from "../storage.ts";
import { ladderFor } from "./ladder.ts";
import { conversionFailure, transcodeJob, transcodeVideo } from "./transcode.ts";

let database: Database;
let dir: string;
let clip: string;
let store: ReturnType<typeof videoStore>;

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(join(tmpdir(), "goalline-transcode-"));
  store = videoStore(dir);
  await store.ensure();
  // Nine seconds of test pattern and tone at 640×360: one rendition, three segments.
  clip = join(dir, "clip.mp4");
  await run(ffmpegPath(), [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    ...["-f", "lavfi", "-i", "testsrc=size=640x360:rate=24:duration=9"],
    ...["-f", "lavfi", "-i", "sine=frequency=440:duration=9"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest", clip],
  ]);
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

async function uploaded(title: string): Promise<number> {
  const [row] = await database.db
    .insert(videos)
    .values({ title, kind: "highlight", source: "upload", status: "queued" })
    .returning({ id: videos.id });
  await writeFile(store.source(row!.id), await readFile(clip));
  return row!.id;
}

const rowOf = async (id: number) => (await database.db.select().from(videos).where(eq(videos.id, id)))[0]!;
const extinfs = (playlist: string) => [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));

describe("the ladder", () => {
  it("never upscales, and keeps one rendition for a small source", () => {
    expect(ladderFor({ width: 1920, height: 1080 }).map((r) => r.name)).toEqual(["360p", "720p", "1080p"]);
    expect(ladderFor({ width: 1280, height: 720 }).map((r) => r.name)).toEqual(["360p", "720p"]);
    expect(ladderFor({ width: 640, height: 360 }).map((r) => `${r.width}x${r.height}`)).toEqual(["640x360"]);
    expect(ladderFor({ width: 320, height: 180 }).map((r) => `${r.name} ${r.width}x${r.height}`)).toEqual([
      "180p 320x180",
    ]);
  });
});

describe("transcoding an upload", { timeout: 120_000 }, () => {
  it("publishes a master playlist, 4 s segments, a poster, a sprite with its WebVTT track and the captions", async () => {
    const id = await uploaded("Test pattern");
    await writeFile(store.captions(id), "WEBVTT\n\n00:00.000 --> 00:02.000\nKick-off\n");
    const reports: JobProgress[] = [];
    await transcodeVideo({ db: database.db, store }, id, async (progress) => void reports.push(progress));

    const row = await rowOf(id);
    expect(row.status).toBe("ready");
    expect(row).toMatchObject({ width: 640, height: 360, durationSeconds: 9 });
    const published = store.published(id, row.rev!);
    const master = await readFile(join(published, "master.m3u8"), "utf8");
    expect(master).toContain("RESOLUTION=640x360");
    expect(master).toContain("360p/index.m3u8");
    expect(master).not.toContain("720p");

    const playlist = await readFile(join(published, "360p/index.m3u8"), "utf8");
    expect(playlist).toContain("#EXT-X-ENDLIST");
    const durations = extinfs(playlist);
    expect(durations.length).toBe(3);
    for (const seconds of durations.slice(0, -1)) {
      expect(seconds).toBeGreaterThanOrEqual(4);
      expect(seconds).toBeLessThanOrEqual(6);
    }
    // Each segment starts on a keyframe, so renditions can switch at any boundary.
    // (ffmpeg's packet list marks every packet but keyframes with F=0x0.)
    const packets = await run(ffmpegPath(), [
      ...["-loglevel", "error", "-i", join(published, "360p/seg_001.ts"), "-map", "0:v", "-c", "copy"],
      ...["-f", "framecrc", "pipe:1"],
    ]);
    const [first] = packets.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(first).not.toContain("F=0x0");

    const poster = await readFile(join(published, "poster.jpg"));
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await stat(join(published, "sprite.jpg"))).size).toBeGreaterThan(1000);
    const thumbnails = await readFile(join(published, "thumbnails.vtt"), "utf8");
    expect(thumbnails.startsWith("WEBVTT")).toBe(true);
    expect(thumbnails).toContain("sprite.jpg#xywh=0,0,160,90");
    expect(await readFile(join(published, "captions.vtt"), "utf8")).toContain("Kick-off");

    const last = reports.at(-1)!;
    expect(last.done).toBe(last.total);
    expect(reports.some((report) => report.done > 0 && report.done < report.total)).toBe(true);
  });

  it("leaves no half-published video when a run dies, and a re-run publishes cleanly", async () => {
    const id = await uploaded("Crashing");
    for (const step of ["ladder", "renamed"]) {
      await expect(
        transcodeVideo({ db: database.db, store }, id, async () => {}, {
          afterStep: (at) => {
            if (at === step) throw new Error(`died after ${step}`);
          },
        }),
      ).rejects.toThrow(`died after ${step}`);
      const row = await rowOf(id);
      expect(row.status).not.toBe("ready");
      expect(row.rev).toBeNull();
    }
    await transcodeVideo({ db: database.db, store }, id, async () => {});
    const row = await rowOf(id);
    expect(row.status).toBe("ready");
    expect(await readdir(store.publishedDir(id))).toEqual([row.rev]);
    await expect(stat(store.work(id))).rejects.toThrow();
    expect(
      extinfs(await readFile(join(store.published(id, row.rev!), "360p/index.m3u8"), "utf8")).length,
    ).toBe(3);
  });

  it("fails with ffprobe's reason on a file that is not a video", async () => {
    const [row] = await database.db
      .insert(videos)
      .values({ title: "Broken", kind: "highlight", source: "upload", status: "queued" })
      .returning({ id: videos.id });
    await writeFile(store.source(row!.id), Buffer.from("\0\0\0\x18ftypmp42 but nothing else"));
    await expect(transcodeVideo({ db: database.db, store }, row!.id, async () => {})).rejects.toThrow(
      /ffprobe/,
    );
    expect((await rowOf(row!.id)).rev).toBeNull();
  });
});

// Three renditions of a 1080p source, on a machine other test files share.
describe("the master playlist", { timeout: 180_000 }, () => {
  /** profile_idc, constraint flags and level_idc from the first SPS (NAL type 7) of an Annex B stream. */
  const spsCodec = (annexB: Buffer) => {
    for (let at = annexB.indexOf("000001", 0, "hex"); at >= 0; at = annexB.indexOf("000001", at + 3, "hex")) {
      if ((annexB[at + 3]! & 0x1f) === 7) return `avc1.${annexB.subarray(at + 4, at + 7).toString("hex")}`;
    }
    throw new Error("no SPS");
  };

  it("declares each rendition's measured peak and average bit rate and the codecs its bitstream states", async () => {
    // 1080p with a calm shot, then 2 s of full-frame noise: the encoder spends its buffer on the
    // noise, so that segment runs well above the rung's nominal rate, as high-motion footage does.
    const source = join(dir, "high-motion.mp4");
    await run(ffmpegPath(), [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      "-f",
      "lavfi",
      "-i",
      "testsrc2=size=480x270:rate=5:duration=6,noise=alls=80:allf=t+u:enable='gte(t,4)',scale=1920:1080",
      ...["-f", "lavfi", "-i", "sine=frequency=440:duration=6"],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "26", "-pix_fmt", "yuv420p", "-c:a", "aac"],
      ...["-shortest", source],
    ]);
    const [row] = await database.db
      .insert(videos)
      .values({ title: "Counter-attack", kind: "highlight", source: "upload", status: "queued" })
      .returning({ id: videos.id });
    const id = row!.id;
    await writeFile(store.source(id), await readFile(source));
    await transcodeVideo({ db: database.db, store }, id, async () => {});

    const published = store.published(id, (await rowOf(id)).rev!);
    const master = await readFile(join(published, "master.m3u8"), "utf8");
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.+)\n(.+)/g)].map(([, attributes, uri]) => ({
      bandwidth: Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(attributes!)?.[1]),
      averageBandwidth: Number(/AVERAGE-BANDWIDTH=(\d+)/.exec(attributes!)?.[1]),
      codecs: /CODECS="([^"]+)"/.exec(attributes!)?.[1],
      uri: uri!,
    }));
    expect(variants.map((variant) => variant.uri)).toEqual([
      "360p/index.m3u8",
      "720p/index.m3u8",
      "1080p/index.m3u8",
    ]);

    const videoCodecs: string[] = [];
    for (const variant of variants) {
      const folder = join(published, variant.uri, "..");
      const playlist = await readFile(join(published, variant.uri), "utf8");
      const segments = [...playlist.matchAll(/#EXTINF:([\d.]+),?\n(.+)/g)].map(([, seconds, file]) => ({
        seconds: Number(seconds),
        file: join(folder, file!),
      }));
      expect(segments.length).toBe(2);
      let peak = 0;
      let bits = 0;
      let seconds = 0;
      for (const segment of segments) {
        const segmentBits = (await stat(segment.file)).size * 8;
        peak = Math.max(peak, segmentBits / segment.seconds);
        bits += segmentBits;
        seconds += segment.seconds;
      }
      // RFC 8216: BANDWIDTH is at least the peak segment bit rate; rounding never goes below it.
      expect(variant.bandwidth).toBeGreaterThanOrEqual(peak);
      expect(variant.bandwidth - peak).toBeLessThan(1);
      expect(Math.abs(variant.averageBandwidth - bits / seconds)).toBeLessThanOrEqual(1);

      // ffmpeg's own demuxer hands the segment's H.264 back as an Annex B stream to read the SPS from.
      const annexB = join(dir, "first-segment.h264");
      await run(ffmpegPath(), [
        ...["-hide_banner", "-loglevel", "error", "-y", "-i", segments[0]!.file],
        ...["-map", "0:v", "-c", "copy", "-f", "h264", annexB],
      ]);
      const avc = spsCodec(await readFile(annexB));
      expect(variant.codecs).toBe(`${avc},mp4a.40.2`);
      videoCodecs.push(avc);
    }
    // Main profile (4d, constraint_set1 40); 1080p needs level 4.0 (28), beyond 3.1's frame size.
    expect(videoCodecs.at(-1)).toBe("avc1.4d4028");
  });
});

describe("a failed conversion", { timeout: 60_000 }, () => {
  it("shows staff a plain reason without the server's paths, and logs the file", async () => {
    const [row] = await database.db
      .insert(videos)
      .values({ title: "Not a video", kind: "highlight", source: "upload", status: "queued" })
      .returning({ id: videos.id });
    const id = row!.id;
    await writeFile(store.source(id), Buffer.from("\0\0\0\x18ftypmp42 but nothing else"));
    const job = transcodeJob({ db: database.db, store });
    const attempt = {
      id: "t",
      payload: { videoId: id },
      attempt: 3,
      lastAttempt: true,
      progress: async () => {},
    };

    const thrown = await job.handle(attempt).then(
      () => null,
      (error: unknown) => error as Error,
    );
    const shown = (await rowOf(id)).error ?? "";
    expect((await rowOf(id)).status).toBe("failed");
    expect(shown).toMatch(/^The video could not be converted: ffprobe exited 1: \S/);
    expect(shown).not.toContain(dir);
    expect(shown).not.toMatch(/\/\w+\//);
    expect(thrown?.message).toBe(shown);
    expect(stdSerializers.err(thrown!).message).toContain(store.source(id));
  });

  it("keeps the converter's words and drops only paths", () => {
    expect(
      conversionFailure(new Error("ffmpeg exited 1: /srv/goalline/videos/7/source: moov atom not found"))
        .message,
    ).toBe("The video could not be converted: ffmpeg exited 1: moov atom not found");
    expect(conversionFailure(new Error("spawn C:\\tools\\ffmpeg.exe ENOENT")).message).toBe(
      "The video could not be converted: spawn ENOENT",
    );
    expect(conversionFailure(new Error("The file has no video stream.")).message).toBe(
      "The video could not be converted: The file has no video stream.",
    );
    expect(conversionFailure(new Error("Frame rate 30000/1001 unsupported")).message).toContain("30000/1001");
  });
});

describe("the caption image", () => {
  it("is a PPM ffmpeg can read, as wide as the text", async () => {
    const image = captionImage("Ajax 2-1 PSV", 2);
    const header = image.subarray(0, 20).toString("latin1");
    expect(header.startsWith("P6\n")).toBe(true);
    const file = join(dir, "caption.ppm");
    await writeFile(file, image);
    const info = await probe(file);
    expect(info.width).toBe((12 * 6 - 1 + 4) * 2);
    expect(info.height).toBe(11 * 2);
  });
});
