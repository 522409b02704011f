import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * ffmpeg and ffprobe come from npm packages that carry static builds for each platform
 * (docs/decisions/017-video-pipeline.md), so `npm ci` is the whole set-up. FFMPEG_PATH and
 * FFPROBE_PATH override them (a system build with hardware encoders, say).
 */
export const ffmpegPath = (): string =>
  process.env.FFMPEG_PATH ?? (require("@ffmpeg-installer/ffmpeg") as { path: string }).path;
export const ffprobePath = (): string =>
  process.env.FFPROBE_PATH ?? (require("@ffprobe-installer/ffprobe") as { path: string }).path;

export type Probe = {
  durationSeconds: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
};

/** Runs a binary and answers its standard output; a non-zero exit rejects with the end of stderr. */
export function run(
  binary: string,
  args: string[],
  options: { onLine?: (line: string) => void; signal?: AbortSignal } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ["ignore", "pipe", "pipe"], signal: options.signal });
    let out = "";
    let err = "";
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      out += text;
      if (!options.onLine) return;
      pending += text;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) options.onLine(line);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-4000);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new Error(
            `${binary.split("/").at(-1)} exited ${code}: ${err.trim().split("\n").slice(-3).join(" | ")}`,
          ),
        );
    });
  });
}

const rate = (value: string | undefined) => {
  const [num, den] = (value ?? "0/1").split("/").map(Number);
  return num && den ? num / den : 0;
};

/** What the transcoder needs to know of a source; a file with no video stream is refused. */
export async function probe(file: string): Promise<Probe> {
  const out = await run(ffprobePath(), [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_format",
    "-show_streams",
    file,
  ]);
  const info = JSON.parse(out) as {
    format?: { duration?: string };
    streams?: Array<{
      codec_type?: string;
      width?: number;
      height?: number;
      avg_frame_rate?: string;
      r_frame_rate?: string;
      duration?: string;
    }>;
  };
  const video = info.streams?.find((stream) => stream.codec_type === "video");
  if (!video?.width || !video.height) throw new Error("The file has no video stream.");
  const fps = rate(video.avg_frame_rate) || rate(video.r_frame_rate) || 25;
  return {
    durationSeconds: Number(info.format?.duration ?? video.duration ?? 0),
    width: video.width,
    height: video.height,
    fps: Math.min(60, Math.max(1, fps)),
    hasAudio: info.streams?.some((stream) => stream.codec_type === "audio") ?? false,
  };
}

/** Seconds done from ffmpeg's `-progress` lines (`out_time_us`, or `out_time_ms`, which is microseconds too). */
export function progressSeconds(line: string): number | null {
  const match = /^out_time_(?:us|ms)=(\d+)/.exec(line.trim());
  return match ? Number(match[1]) / 1_000_000 : null;
}
