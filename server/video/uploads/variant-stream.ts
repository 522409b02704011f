import { readFile, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { segmentCodecs } from "./mpeg-ts.ts";

/** What a master playlist's EXT-X-STREAM-INF says of one rendition, measured from its written files. */
export type VariantMeasure = { bandwidth: number; averageBandwidth: number; codecs: string };

/** Each segment of a media playlist: its address relative to the playlist and its EXTINF duration. */
function mediaSegments(playlist: string): Array<{ uri: string; seconds: number }> {
  const segments: Array<{ uri: string; seconds: number }> = [];
  let seconds: number | null = null;
  for (const line of playlist.split(/\r?\n/).map((text) => text.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith("#") && seconds !== null) {
      segments.push({ uri: line, seconds });
      seconds = null;
    }
  }
  return segments;
}

/**
 * Measures a rendition as RFC 8216 §4.3.4.2 wants it declared: BANDWIDTH is the highest bit
 * rate of any one segment (bytes × 8 over its EXTINF, audio included, as it shares the
 * segments), which no run of segments can exceed; AVERAGE-BANDWIDTH is every segment's bits
 * over the playlist's duration. Both round up, so neither understates what a player will fetch.
 */
export async function measureVariant(playlistPath: string): Promise<VariantMeasure> {
  const segments = mediaSegments(await readFile(playlistPath, "utf8"));
  if (segments.length === 0) throw new Error("The encoder wrote a playlist without segments.");
  const folder = dirname(playlistPath);
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of segments) {
    if (!(segment.seconds > 0)) throw new Error(`The segment ${segment.uri} has no duration.`);
    const segmentBits = (await stat(join(folder, segment.uri))).size * 8;
    peak = Math.max(peak, segmentBits / segment.seconds);
    bits += segmentBits;
    seconds += segment.seconds;
  }
  return {
    bandwidth: Math.ceil(peak),
    averageBandwidth: Math.ceil(bits / seconds),
    codecs: segmentCodecs(await readFile(join(folder, segments[0]!.uri))),
  };
}
