import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath, run } from "../ffmpeg.ts";
import { segmentCodecs } from "./mpeg-ts.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "goalline-mpeg-ts-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One second of test pattern as an MPEG-TS file, encoded with the given extra inputs and options. */
const encode = async (file: string, args: string[]) => {
  const pattern = ["-f", "lavfi", "-i", "testsrc=size=160x90:rate=10:duration=1"];
  const video = ["-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p"];
  await run(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...pattern, ...args, ...video, file]);
  return readFile(file);
};

describe("a segment's codecs", { timeout: 60_000 }, () => {
  it("reads the profile, constraint flags and level from the SPS, and names no audio when there is none", async () => {
    const segment = await encode(join(dir, "baseline.ts"), ["-profile:v", "baseline", "-level", "1.1"]);
    // Baseline (66 = 0x42) with constraint_set0 and set1 (0xc0), level 1.1 (11 = 0x0b).
    expect(segmentCodecs(segment)).toBe("avc1.42c00b");
  });

  it("adds the AAC object type after the video", async () => {
    const segment = await encode(join(dir, "with-audio.ts"), [
      ...["-f", "lavfi", "-i", "sine=duration=1", "-c:a", "aac", "-profile:v", "high", "-level", "3.0"],
    ]);
    expect(segmentCodecs(segment)).toBe("avc1.64001e,mp4a.40.2");
  });

  it("refuses bytes that are not a transport stream", () => {
    expect(() => segmentCodecs(Buffer.alloc(376, 0x20))).toThrow("not an MPEG transport stream");
  });
});
