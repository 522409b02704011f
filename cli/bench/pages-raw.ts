// The baseline of `npm run bench:pages`: a bare node:http server answering every request with
// the bytes and headers it is handed once, as fast as Node can send a cached page.
import { createServer } from "node:http";

type Captured = { status: number; headers: Record<string, string>; body: string };

process.once("message", (message: Captured) => {
  const body = Buffer.from(message.body, "base64");
  const server = createServer((_request, response) => {
    response.writeHead(message.status, message.headers);
    response.end(body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    process.send?.({ url: `http://127.0.0.1:${port}` });
  });
});
