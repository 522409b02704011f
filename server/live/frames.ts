import { type LiveEntry, toDelta } from "./entry.ts";

const encoder = new TextEncoder();

/** A log entry encoded once and shared by every stream that sends it. */
export type EncodedEntry = {
  seq: number;
  matchId: number;
  /** `score` event of the all-matches stream. */
  delta: Uint8Array;
  /** `match-event` event of a match's own stream. */
  full: Uint8Array;
};

export function encodeEntry(entry: LiveEntry): EncodedEntry {
  return {
    seq: entry.seq,
    matchId: entry.matchId,
    delta: frame("score", toDelta(entry), entry.seq),
    full: frame("match-event", entry, entry.seq),
  };
}

export function frame(event: string, data: unknown, id?: number): Uint8Array {
  const idLine = id === undefined ? "" : `id: ${id}\n`;
  return encoder.encode(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const heartbeatFrame = encoder.encode(": heartbeat\n\n");

export const retryFrame = (ms: number) => encoder.encode(`retry: ${ms}\n\n`);
