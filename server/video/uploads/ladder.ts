import type { Rendition } from "../schema.ts";
import type { VariantMeasure } from "./variant-stream.ts";

/** Segment length in seconds; keyframes fall every SEGMENT_SECONDS / 2, the same in every rendition. */
export const SEGMENT_SECONDS = 4;

const LADDER = [
  { name: "360p", height: 360, videoKbps: 800 },
  { name: "720p", height: 720, videoKbps: 2800 },
  { name: "1080p", height: 1080, videoKbps: 5000 },
] as const;
const AUDIO_KBPS = 128;

export type Rung = { name: string; width: number; height: number; videoKbps: number };

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The renditions for a source: each rung up to the source's height (never upscaled); a source
 * smaller than the lowest rung gets one rendition at its own size.
 */
export function ladderFor(source: { width: number; height: number }): Rung[] {
  const aspect = source.width / source.height;
  const rungs = LADDER.filter((rung) => rung.height <= source.height).map((rung) => ({
    name: rung.name,
    height: rung.height,
    width: even(rung.height * aspect),
    videoKbps: rung.videoKbps,
  }));
  if (rungs.length > 0) return rungs;
  const height = even(source.height);
  return [{ name: `${height}p`, height, width: even(source.width), videoKbps: LADDER[0].videoKbps }];
}

/** Keyframe interval in frames: two per segment, so every rendition cuts at the same instants. */
export const gopFrames = (fps: number) => Math.max(1, Math.round((fps * SEGMENT_SECONDS) / 2));

/** ffmpeg's arguments for one rendition of the ladder: H.264/AAC in MPEG-TS segments, a VOD playlist. */
export function renditionArgs(
  input: string,
  outDir: string,
  rung: Rung,
  fps: number,
  hasAudio: boolean,
): string[] {
  const gop = String(gopFrames(fps));
  return [
    "-hide_banner",
    "-nostats",
    "-y",
    "-i",
    input,
    "-map",
    "0:v:0",
    ...(hasAudio ? ["-map", "0:a:0", "-c:a", "aac", "-b:a", `${AUDIO_KBPS}k`, "-ac", "2"] : []),
    "-vf",
    `scale=${rung.width}:${rung.height},format=yuv420p`,
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-profile:v",
    "main",
    "-b:v",
    `${rung.videoKbps}k`,
    "-maxrate",
    `${Math.round(rung.videoKbps * 1.07)}k`,
    "-bufsize",
    `${rung.videoKbps * 2}k`,
    "-g",
    gop,
    "-keyint_min",
    gop,
    "-sc_threshold",
    "0",
    "-force_key_frames",
    `expr:gte(t,n_forced*${SEGMENT_SECONDS / 2})`,
    "-f",
    "hls",
    "-hls_time",
    String(SEGMENT_SECONDS),
    "-hls_playlist_type",
    "vod",
    "-hls_segment_filename",
    `${outDir}/${rung.name}/seg_%03d.ts`,
    "-progress",
    "pipe:1",
    `${outDir}/${rung.name}/index.m3u8`,
  ];
}

/** A rendition as the master playlist declares it: its row and what its written files measure. */
export type VariantStream = Rendition & VariantMeasure;

/** The master playlist naming each rendition's playlist by a relative address. */
export function masterPlaylist(variants: VariantStream[]): string {
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const variant of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${variant.bandwidth},AVERAGE-BANDWIDTH=${variant.averageBandwidth},RESOLUTION=${variant.width}x${variant.height},CODECS="${variant.codecs}",NAME="${variant.name}"`,
      variant.playlist,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** How the preview thumbnails are laid out: one every `interval` seconds, at most 100, ten a row. */
export function spriteLayout(durationSeconds: number, source: { width: number; height: number }) {
  const interval = Math.max(1, Math.ceil(durationSeconds / 100));
  const count = Math.max(1, Math.min(100, Math.ceil(durationSeconds / interval)));
  const columns = Math.min(10, count);
  const rows = Math.ceil(count / columns);
  const width = 160;
  const height = even((width * source.height) / source.width);
  return { interval, count, columns, rows, width, height };
}

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, size = 2) => String(value).padStart(size, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The WebVTT thumbnails track: each cue names its tile of the sprite as a media fragment. */
export function thumbnailsVtt(
  durationSeconds: number,
  layout: ReturnType<typeof spriteLayout>,
  sprite: string,
): string {
  const cues = ["WEBVTT", ""];
  for (let i = 0; i < layout.count; i++) {
    const start = i * layout.interval;
    const end = Math.min(durationSeconds, start + layout.interval);
    const x = (i % layout.columns) * layout.width;
    const y = Math.floor(i / layout.columns) * layout.height;
    cues.push(
      `${stamp(start)} --> ${stamp(Math.max(end, start + 0.001))}`,
      `${sprite}#xywh=${x},${y},${layout.width},${layout.height}`,
      "",
    );
  }
  return cues.join("\n");
}
