import { heartbeatFrame } from "./frames.ts";
import type { Topic } from "./hub.ts";
import type { StreamSink } from "./sink.ts";

/** What serving needs of a topic; every `Topic<E>` fits. */
export type ServedTopic = Pick<Topic<never>, "name" | "open" | "catchUp" | "lastSeq">;
/** One topic's group on a shared response; the first part is the stream's own. */
export type StreamPart = { topic: ServedTopic; group: string };

const encoder = new TextEncoder();
const NEWLINE = 10;
const prefix = (text: string) => encoder.encode(text);
const ID = prefix("id: ");
const RETRY = prefix("retry:");
/** Control events every topic sends; on a shared response the others' are renamed `<topic>-ready`… */
const CONTROL = ["ready", "reset"].map((event) => ({ event, bytes: prefix(`event: ${event}\n`) }));

const startsWith = (bytes: Uint8Array, head: Uint8Array) =>
  bytes.length >= head.length && head.every((byte, i) => bytes[i] === byte);
const SEQ = /^\d{1,15}$/;

/**
 * Where a client stands in each topic of a shared response. The composite id is
 * `name:seq` per topic in serving order, joined by commas (`live:120,odds:37`);
 * a bare number (a client of the single-topic stream) is the first topic's.
 */
export function claimsOf(lastEventId: string | null | undefined, names: readonly string[]) {
  const claims = new Map<string, string>();
  if (!lastEventId) return claims;
  if (SEQ.test(lastEventId)) return claims.set(names[0]!, lastEventId);
  for (const part of lastEventId.split(",")) {
    const [name, seq] = part.split(":");
    if (name && seq && names.includes(name) && SEQ.test(seq)) claims.set(name, seq);
  }
  return claims;
}

function concat(head: Uint8Array, rest: Uint8Array): Uint8Array {
  const out = new Uint8Array(head.length + rest.length);
  out.set(head);
  out.set(rest, head.length);
  return out;
}

/** The id line's number, read from ASCII digits without decoding the frame. */
function seqAt(bytes: Uint8Array, end: number): number {
  let seq = 0;
  for (let i = ID.length; i < end; i++) seq = seq * 10 + (bytes[i]! - 48);
  return seq;
}

/**
 * Serves several topics on one response. Each topic keeps its own sequence,
 * replay and order; every id sent is the composite of all positions, so a
 * reconnect resumes each topic where it stopped. The first topic counts against
 * the per-address limit and sends the heartbeats; the others' `ready` and `reset`
 * arrive as `<topic>-ready` and `<topic>-reset`.
 */
export async function openTopics(
  parts: readonly StreamPart[],
  request: { lastEventId: string | null | undefined; ip: string; sink: StreamSink },
): Promise<void> {
  const names = parts.map((part) => part.topic.name);
  const claims = claimsOf(request.lastEventId, names);
  // A reconnect to another process may carry ids this one has not heard of yet.
  await Promise.all(
    parts.map(({ topic }) => {
      const claim = claims.get(topic.name);
      return claim && Number(claim) > topic.lastSeq ? topic.catchUp() : undefined;
    }),
  );
  // Until a topic is opened the client stands where it said (its replay is still to come).
  const positions = parts.map(({ topic }) =>
    Math.min(Number(claims.get(topic.name) ?? topic.lastSeq), topic.lastSeq),
  );
  const composite = () => names.map((name, i) => `${name}:${positions[i]}`).join(",");
  const { sink } = request;
  const closers: Array<() => void> = [];
  let started = false;
  let finished = false;
  const finish = (end: () => void) => {
    if (finished) return;
    finished = true;
    end();
    // Every topic lets go of the response, whichever one ended it.
    for (const close of closers) close();
  };

  const sinkOf = (index: number): StreamSink => ({
    start() {
      if (started) return;
      started = true;
      sink.start();
      sink.onClose(() => finish(() => {}));
    },
    write(bytes) {
      if (finished) return;
      if (index > 0 && (bytes === heartbeatFrame || startsWith(bytes, RETRY))) return;
      if (startsWith(bytes, ID)) {
        const end = bytes.indexOf(NEWLINE);
        positions[index] = seqAt(bytes, end);
        sink.write(concat(encoder.encode(`id: ${composite()}`), bytes.subarray(end)));
        return;
      }
      const control = index > 0 ? CONTROL.find((c) => startsWith(bytes, c.bytes)) : undefined;
      if (control) {
        const renamed = encoder.encode(`event: ${names[index]}-${control.event}\n`);
        sink.write(concat(renamed, bytes.subarray(control.bytes.length)));
        return;
      }
      sink.write(bytes);
    },
    buffered: () => sink.buffered(),
    end: () => finish(() => sink.end()),
    destroy: () => finish(() => sink.destroy()),
    onClose: (listener) => void closers.push(listener),
    framed: true,
  });

  for (const [index, { topic, group }] of parts.entries()) {
    const claim = claims.get(topic.name) ?? null;
    try {
      topic.open({ group, lastEventId: claim, ip: request.ip, sink: sinkOf(index), counted: index === 0 });
    } catch (error) {
      // The first topic refuses before anything is sent; a later one can only end the response.
      if (index === 0) throw error;
      finish(() => sink.end());
      return;
    }
    // Opened, the client has (or was told to skip) everything up to now.
    positions[index] = topic.lastSeq;
  }
}
