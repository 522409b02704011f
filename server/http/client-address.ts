import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { ProxyTrust } from "../config/proxy-trust.ts";
import { trusts } from "./proxy-trust.ts";

/** The Node request behind a Hono context, when served by @hono/node-server. */
export function incomingOf(env: unknown): IncomingMessage | undefined {
  const bindings = env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
  return bindings?.server?.incoming ?? bindings?.incoming;
}

const peerOf = (env: unknown) => incomingOf(env)?.socket.remoteAddress ?? null;

/**
 * The caller's address: walking X-Forwarded-For from the right, past every
 * proxy we trust, the first address we do not. Entries left of it are
 * whatever the client chose to send, so they never count.
 */
export function clientAddressOf(headers: Headers, env: unknown, trust: ProxyTrust): string | null {
  const peer = peerOf(env);
  if (trust.mode === "none") return peer;
  const forwarded = (headers.get("X-Forwarded-For") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // Hops from the nearest: the socket peer, then X-Forwarded-For right to left.
  const hops = [peer ?? "", ...forwarded.reverse()];
  for (let i = 0; i < hops.length - 1; i++) {
    if (!trusts(trust, hops[i]!, i)) return hops[i] || null;
  }
  const last = hops.at(-1)!;
  return isIP(last) ? last : peer;
}

/** Whether the proxy that handed us this request may speak for the client. */
export function fromTrustedProxy(env: unknown, trust: ProxyTrust): boolean {
  const peer = peerOf(env);
  return trust.mode === "all" || (peer !== null && trusts(trust, peer, 0));
}

/**
 * The request as the visitor sent it: behind a trusted TLS-terminating proxy,
 * X-Forwarded-Proto and X-Forwarded-Host name the public origin, which page
 * actions compare with the Origin header.
 */
export function publicRequest(request: Request, env: unknown, trust: ProxyTrust): Request {
  if (trust.mode === "none" || !fromTrustedProxy(env, trust)) return request;
  const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  const host = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  if (!proto && !host) return request;
  const url = new URL(request.url);
  if (proto === "https" || proto === "http") url.protocol = `${proto}:`;
  if (host && /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)) {
    url.host = host;
    if (!host.includes(":") || host.endsWith("]")) url.port = "";
  }
  if (url.href === request.url) return request;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: "half",
  } as RequestInit);
}
