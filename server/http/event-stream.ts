import type { IncomingMessage, ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import { openTopics, type ServedTopic, type StreamPart } from "../platform/streams/multiplex.ts";
import { responseSink } from "../platform/streams/sink.ts";
import type { ApiEnv } from "./api-router.ts";
import { clientAddressOf } from "./client-address.ts";
import { AppError } from "./errors.ts";

type NodeBindings = { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;

/**
 * Answers a request with one group of a stream-hub topic as Server-Sent Events,
 * written straight to Node's response. Resumes from `Last-Event-ID` (or the
 * `lastEventId` query for clients that cannot set headers).
 */
export async function serveTopic(c: Context<ApiEnv>, topic: ServedTopic, group: string): Promise<Response> {
  const outgoing = (c.env as NodeBindings)?.outgoing;
  if (!outgoing) throw new AppError("unavailable", "live-unavailable", "Live streams need the Node server.");
  const lastEventId = c.req.header("Last-Event-ID") ?? c.req.query("lastEventId");
  // A reconnect to another process may carry an id this one has not heard of yet.
  if (lastEventId && Number(lastEventId) > topic.lastSeq) await topic.catchUp();
  const { config } = c.var.services;
  topic.open({
    group,
    lastEventId,
    ip: clientAddressOf(c.req.raw.headers, c.env, config.TRUST_PROXY) ?? "local",
    sink: responseSink(outgoing, { "X-Request-Id": c.get("requestId") }),
  });
  return RESPONSE_ALREADY_SENT;
}

/**
 * Several topics on one Server-Sent Events response (a match's live events and
 * its odds), each with its own sequence: ids are composite, `live:120,odds:37`
 * (see `openTopics`), and a reconnect replays what it missed of every topic.
 * One part is served exactly as `serveTopic`, with plain ids.
 */
export async function serveTopics(c: Context<ApiEnv>, parts: readonly StreamPart[]): Promise<Response> {
  const [first] = parts;
  if (!first) throw new AppError("not-found", "stream-not-found", "There is nothing to stream here.");
  if (parts.length === 1) return serveTopic(c, first.topic, first.group);
  const outgoing = (c.env as NodeBindings)?.outgoing;
  if (!outgoing) throw new AppError("unavailable", "live-unavailable", "Live streams need the Node server.");
  await openTopics(parts, {
    lastEventId: c.req.header("Last-Event-ID") ?? c.req.query("lastEventId"),
    ip: clientAddressOf(c.req.raw.headers, c.env, c.var.services.config.TRUST_PROXY) ?? "local",
    sink: responseSink(outgoing, { "X-Request-Id": c.get("requestId") }),
  });
  return RESPONSE_ALREADY_SENT;
}
