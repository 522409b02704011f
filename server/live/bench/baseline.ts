import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The yardstick: the least an SSE broadcaster can do on node:http. One
 * string per event written to every open response, no database, no checks.
 */
export async function startBaseline(): Promise<{ url: string; close(): Promise<void> }> {
  const clients = new Set<ServerResponse>();
  let seq = 0;
  const server = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/publish") {
      let body = "";
      req.on("data", (chunk: Buffer) => {
        body += chunk;
      });
      req.on("end", () => {
        seq += 1;
        const frame = `id: ${seq}\nevent: score\ndata: ${body}\n\n`;
        for (const client of clients) client.write(frame);
        res.writeHead(201, { "Content-Type": "application/json" }).end(JSON.stringify({ seq }));
      });
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    res.write("retry: 3000\n\nevent: ready\ndata: {}\n\n");
    clients.add(res);
    req.on("close", () => clients.delete(res));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
