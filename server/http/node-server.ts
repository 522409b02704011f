import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";

/** A request must arrive whole within this time; slow uploads are cut rather than held for Node's 300 s. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_MS = 65_000;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The Node HTTP server every process and whole-site test uses. Timeouts cover
 * receiving the request only: live streams stay open as long as they like.
 */
export function createNodeServer(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  options: { requestTimeoutMs?: number; before?: Middleware } = {},
): Server {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const listener = getRequestListener(fetch);
  const before = options.before;
  const server = createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      // How often Node looks for requests past their time; its default of 30 s would double the limit.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, requestTimeout / 4)),
    },
    (req, res) => {
      // A refused body left unread cannot be skipped safely: close the connection after the answer.
      res.on("finish", () => {
        if (!req.complete) req.socket.destroySoon();
      });
      if (before) before(req, res, () => listener(req, res));
      else listener(req, res);
    },
  );
  // Idle keep-alive connections outlive a load balancer's (typically 60 s) and a client's pool,
  // so the client, not us, closes them: closing first races a request sent on the same socket.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
