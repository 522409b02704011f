import { type ClientRequest, request } from "node:http";

export type SseMessage = { id: string | null; event: string; data: string };

export type SseReader = {
  status: Promise<number>;
  headers: Promise<Record<string, string | string[] | undefined>>;
  /** Ends when the server closes the stream or `cut()` is called. */
  closed: Promise<void>;
  /** Drops the connection abruptly, like a lost network. */
  cut(): void;
};

/**
 * A plain SSE reader over node:http for tests and benchmarks: no reconnect
 * logic of its own, so callers see exactly what the server sent.
 */
export function readSse(
  url: string,
  onMessage: (message: SseMessage) => void,
  headers: Record<string, string> = {},
): SseReader {
  let req!: ClientRequest;
  let resolveStatus!: (status: number) => void;
  let resolveHeaders!: (value: Record<string, string | string[] | undefined>) => void;
  const status = new Promise<number>((done) => (resolveStatus = done));
  const responseHeaders = new Promise<Record<string, string | string[] | undefined>>(
    (done) => (resolveHeaders = done),
  );
  const closed = new Promise<void>((done) => {
    req = request(url, { headers: { Accept: "text/event-stream", ...headers }, agent: false }, (res) => {
      resolveStatus(res.statusCode ?? 0);
      resolveHeaders(res.headers);
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = parseBlock(block);
          if (message) onMessage(message);
        }
      });
      res.on("close", () => done());
      res.on("error", () => done());
    });
    req.on("error", () => {
      resolveStatus(0);
      done();
    });
    req.end();
  });
  return { status, headers: responseHeaders, closed, cut: () => req.destroy() };
}

function parseBlock(block: string): SseMessage | null {
  let id: string | null = null;
  let event = "message";
  const data: string[] = [];
  for (const line of block.split("\n")) {
    if (line.startsWith(":") || line === "") continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "id") id = value;
    else if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }
  return data.length > 0 ? { id, event, data: data.join("\n") } : null;
}
