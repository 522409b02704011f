import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { aliasedTable, and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.ts";
import { createTestDatabase } from "../db/testing.ts";
import { seedDemoWorld } from "../sports/demo/seed.ts";
import { matches, teams } from "../sports/schema.ts";
import { demoMediaJob } from "./demo-media.ts";
import { PITCH_GREENS } from "./demo-scene.ts";
import { ffmpegPath, probe, run } from "./ffmpeg.ts";
import { videos } from "./schema.ts";
import { videoStore } from "./storage.ts";
import { transcodeVideo } from "./uploads/transcode.ts";

let database: Database;
let dir: string;
let store: ReturnType<typeof videoStore>;
const queued: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoWorld(database.db, { now: new Date("2026-03-14T16:00:00Z") });
  dir = await mkdtemp(join(tmpdir(), "goalline-demo-media-"));
  store = videoStore(dir);
  // Queued as the video service does, without running the transcoding job yet.
  const queue = async (id: number) => {
    queued.push(id);
    await database.db.update(videos).set({ status: "queued" }).where(eq(videos.id, id));
  };
  const job = demoMediaJob({ db: database.db, store, queue });
  await job.handle({ id: "demo", payload: {}, attempt: 1, lastAttempt: true, progress: async () => {} });
}, 180_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const near = (a: Rgb, b: Rgb, within = 40) => a.every((channel, i) => Math.abs(channel - b[i]!) <= within);

/** An image, or a video's frame at `seconds`, scaled to 160×90 and read back as RGB pixels. */
async function pixelsOf(file: string, seconds?: number): Promise<Rgb[]> {
  const raw = join(dir, `pixels-${Math.random().toString(36).slice(2)}.rgb`);
  await run(ffmpegPath(), [
    ...["-hide_banner", "-loglevel", "error", "-y"],
    // Seeking an image input yields no frame.
    ...(seconds === undefined ? [] : ["-ss", String(seconds)]),
    ...["-i", file, "-frames:v", "1"],
    ...["-vf", "scale=160:90", "-f", "rawvideo", "-pix_fmt", "rgb24", raw],
  ]);
  const bytes = await readFile(raw);
  await rm(raw);
  return Array.from({ length: bytes.length / 3 }, (_, i) => [
    bytes[i * 3]!,
    bytes[i * 3 + 1]!,
    bytes[i * 3 + 2]!,
  ]);
}

/** The colour most pixels share, to within a few shades. */
function dominant(pixels: Rgb[]): Rgb {
  const counts = new Map<string, { n: number; rgb: Rgb }>();
  for (const pixel of pixels) {
    const key = pixel.map((channel) => channel >> 5).join();
    const entry = counts.get(key) ?? { n: 0, rgb: pixel };
    entry.n++;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.n - a.n)[0]!.rgb;
}

async function demoHighlights() {
  const home = aliasedTable(teams, "home");
  const away = aliasedTable(teams, "away");
  return database.db
    .select({ id: videos.id, home: home.colors, away: away.colors })
    .from(videos)
    .innerJoin(matches, eq(matches.id, videos.matchId))
    .innerJoin(home, eq(home.id, matches.homeTeamId))
    .innerJoin(away, eq(away.id, matches.awayTeamId))
    .where(and(eq(videos.createdBy, "demo"), eq(videos.kind, "highlight")));
}

describe("the demo media", { timeout: 180_000 }, () => {
  it("renders a clip for each demo highlight and the channel, as long as they are meant to be", async () => {
    const clips = await demoHighlights();
    expect(clips).toHaveLength(4);
    expect(queued).toHaveLength(5);
    for (const clip of clips) {
      const info = await probe(store.source(clip.id));
      expect(info).toMatchObject({ width: 640, height: 360, hasAudio: true });
      expect(info.durationSeconds).toBeCloseTo(8, 0);
    }
    const [channel] = await database.db.select().from(videos).where(eq(videos.kind, "channel"));
    expect((await probe(store.source(channel!.id))).durationSeconds).toBeCloseTo(24, 0);
  });

  it("plays on a pitch, and its poster shows the home side's crest on it, not a test card", async () => {
    const [clip] = await demoHighlights();
    const [homeColor] = clip!.home!;
    const greens = PITCH_GREENS.map(rgbOf);
    // Mid-clip the camera is on the play: mostly pitch.
    const play = await pixelsOf(store.source(clip!.id), 5);
    expect(greens.some((green) => near(dominant(play), green))).toBe(true);

    await transcodeVideo({ db: database.db, store }, clip!.id, async () => {});
    const [row] = await database.db.select().from(videos).where(eq(videos.id, clip!.id));
    expect(row!.status).toBe("ready");
    // The length every page shows is the transcoder's measure of the media.
    expect(row!.durationSeconds).toBeCloseTo((await probe(store.source(clip!.id))).durationSeconds, 1);

    const poster = await pixelsOf(join(store.published(clip!.id, row!.rev!), "poster.jpg"));
    const top = dominant(poster);
    expect(greens.some((green) => near(top, green)) || near(top, rgbOf(homeColor))).toBe(true);
    // The home crest is drawn in the home colour: a test card would have none of it.
    const crest = poster.filter((pixel) => near(pixel, rgbOf(homeColor))).length;
    expect(crest).toBeGreaterThan(poster.length / 100);
  });
});
