import type { IncomingMessage } from "node:http";

/** The Node request behind a Hono context, when served by @hono/node-server. */
export function incomingOf(env: unknown): IncomingMessage | undefined {
  const bindings = env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  return bindings?.server?.incoming ?? bindings?.incoming;
}

/**
 * The caller's address: the socket's, or with TRUST_PROXY the left-most
 * X-Forwarded-For entry the trusted proxy passed on.
 */
export function clientAddressOf(headers: Headers, env: unknown, trustProxy: boolean): string | null {
  const forwarded = trustProxy ? headers.get("X-Forwarded-For")?.split(",")[0]?.trim() : undefined;
  return forwarded || incomingOf(env)?.socket.remoteAddress || null;
}
