import type { IncomingMessage } from "node:http";
import type { ClientInfo } from "../context.ts";

/**
 * The caller's address: the socket's, or with TRUST_PROXY the left-most
 * X-Forwarded-For entry a trusted proxy appended.
 */
export function clientInfoOf(
  headers: Headers,
  incoming: IncomingMessage | undefined,
  trustProxy: boolean,
): ClientInfo {
  const forwarded = trustProxy ? headers.get("X-Forwarded-For")?.split(",")[0]?.trim() : undefined;
  const ip = forwarded || incoming?.socket.remoteAddress || null;
  return { ip, device: (headers.get("User-Agent") ?? "").slice(0, 300) };
}

/** The Node request behind a Hono context, when served by @hono/node-server. */
export function incomingOf(env: unknown): IncomingMessage | undefined {
  const bindings = env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  return bindings?.server?.incoming ?? bindings?.incoming;
}
