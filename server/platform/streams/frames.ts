const encoder = new TextEncoder();

/** One Server-Sent Events message; `id` is the entry's sequence in its topic. */
export function frame(event: string, data: unknown, id?: number): Uint8Array {
  const idLine = id === undefined ? "" : `id: ${id}\n`;
  return encoder.encode(`${idLine}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const heartbeatFrame = encoder.encode(": heartbeat\n\n");

export const retryFrame = (ms: number) => encoder.encode(`retry: ${ms}\n\n`);
