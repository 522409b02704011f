const encoder = new TextEncoder();

/** One Server-Sent Events message; `id` is the entry's sequence in its topic. */
export function frame(event: string, data: unknown, id?: number): Uint8Array {
  const idLine = id === undefined ? "" : `id: ${id}\n`;
  return encoder.encode(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const heartbeatFrame = encoder.encode(": heartbeat\n\n");

export const retryFrame = (ms: number) => encoder.encode(`retry: ${ms}\n\n`);

/**
 * The last event of a stream whose process is shutting down: reconnect now (to another process,
 * or this site once it is back), from the last id, without counting it as a failure. The client
 * spreads its reconnects over `withinMs` so a restart is not a thundering herd.
 */
export const reconnectFrame = frame("reconnect", { reason: "server-shutting-down", withinMs: 1_000 });
