/** One open stream of a topic, as the hub and its outbox see it. */
export type Connection = {
  group: string;
  ip: string;
  counted: boolean;
  /** Highest sequence this client has been sent (or told to skip). */
  after: number;
  /** Needs one frame per write (a shared response): never part of a batch. */
  framed: boolean;
  /** Sent an entry since the last heartbeat. */
  busy: boolean;
  send(bytes: Uint8Array, seq?: number): void;
  end(): void;
  /** Ends the stream as the process shuts down: the client is told to reconnect elsewhere first. */
  goodbye(): void;
};

/** Frames a group has been routed since its last flush, in order. */
type Gathered = { frames: Uint8Array[]; seqs: number[]; bytes: number };

/**
 * How long a topic gathers frames before writing them, by streams open in the process: none under
 * 200 (a frame leaves at once), then 1 ms per 200 streams up to 50 ms. A frame written to 10,000
 * clients is 10,000 writes; gathered, 50 frames a second to them cost about 10 writes a client, not 50.
 */
export function batchWindowMs(openStreams: number): number {
  return Math.min(50, Math.floor(openStreams / 200));
}

/**
 * A topic's frames on their way to its subscriber groups: written at once while few streams are
 * open, otherwise gathered per group and written to each client in one write per window.
 */
export function createOutbox(groups: ReadonlyMap<string, Set<Connection>>) {
  const gathered = new Map<string, Gathered>();
  let flushTimer: NodeJS.Timeout | undefined;
  let flushSoon: NodeJS.Immediate | undefined;
  let lastFlushEnd = Number.NEGATIVE_INFINITY;
  let lastFlushCost = 0;

  /** Writes each group's gathered frames: one buffer for the group, one write per client. */
  function flush() {
    if (flushTimer) clearTimeout(flushTimer);
    if (flushSoon) clearImmediate(flushSoon);
    flushTimer = undefined;
    flushSoon = undefined;
    const started = performance.now();
    for (const [group, batch] of gathered) {
      const listeners = groups.get(group);
      if (!listeners) continue;
      const first = batch.seqs[0]!;
      const last = batch.seqs.at(-1)!;
      const joined = batch.frames.length === 1 ? batch.frames[0]! : Buffer.concat(batch.frames, batch.bytes);
      for (const connection of listeners) {
        if (connection.framed || connection.after >= last) continue;
        if (connection.after < first) {
          connection.send(joined, last);
          continue;
        }
        // Opened while the batch gathered: it was replayed the start of it already.
        const rest = batch.frames.filter((_, i) => batch.seqs[i]! > connection.after);
        connection.send(Buffer.concat(rest), last);
      }
    }
    gathered.clear();
    lastFlushEnd = performance.now();
    lastFlushCost = lastFlushEnd - started;
  }

  return {
    /** One routed frame of entry `seq` for a group, with the window `wait` in force. */
    send(group: string, bytes: Uint8Array, seq: number, wait: number) {
      const listeners = groups.get(group);
      if (!listeners) return;
      if (wait === 0 && gathered.size === 0) {
        for (const connection of listeners) connection.send(bytes, seq);
        return;
      }
      // Shared responses still get each frame now; every other client gets the batch at the flush.
      for (const connection of listeners) if (connection.framed) connection.send(bytes, seq);
      let batch = gathered.get(group);
      if (!batch) {
        batch = { frames: [], seqs: [], bytes: 0 };
        gathered.set(group, batch);
      }
      batch.frames.push(bytes);
      batch.seqs.push(seq);
      batch.bytes += bytes.length;
    },

    /** Once an entry's frames are in: arranges the flush of what was gathered. */
    schedule(wait: number) {
      if (gathered.size === 0 || flushTimer || flushSoon) return;
      // The first frame after a quiet spell leaves as soon as the publisher's own work is done (the
      // ingest's answer is not held up by ten thousand writes); frames that follow it closely wait
      // for the rest of the window, so a crowd gets at most one write per window.
      // A flush that took longer than twice the window stretches the pause after it to half its own
      // length, so writing never takes more than two thirds of the loop: on an overloaded process the
      // sends behind it still get their turn (without this, two processes on two cores fell 28 s behind).
      const due = lastFlushEnd + Math.max(wait, lastFlushCost / 2) - performance.now();
      if (due <= 0) flushSoon = setImmediate(flush);
      else flushTimer = setTimeout(flush, due);
    },

    flush,
  };
}
