import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiEnv, ApiRouter } from "../http/api-router.ts";
import { callerOf, hasScope } from "../http/caller.ts";
import { cursorListOf, cursorParam } from "../http/cursor.ts";
import { AppError } from "../http/errors.ts";
import { serveTopics } from "../http/event-stream.ts";
import { dataResponse, idParam, jsonBody } from "../http/openapi-parts.ts";
import { messageCursor, type Writer } from "./messages.ts";
import { mountChatModerationRoutes } from "./moderation.routes.ts";
import { chatMessage, chatStanding, messageIdParam, roomState, sendInput } from "./schemas.ts";
import { mountChatSettingsRoutes } from "./settings.routes.ts";

const tags = ["chat"];
const security = [{ bearer: [] }];

const historyRoute = createRoute({
  tags,
  method: "get",
  path: "/matches/{id}/chat/messages",
  operationId: "listChatMessages",
  summary: "A match's chat: the last 200 messages, older ones with `before`",
  request: {
    params: idParam,
    query: z.object({
      before: cursorParam.openapi({
        description: "The `next_cursor` of the page before: messages older than it.",
      }),
      limit: z.coerce.number().int().min(1).max(200).default(200),
    }),
  },
  responses: {
    200: {
      description: "Oldest first. Open the stream with `lastEventId` = `seq` to miss nothing in between.",
      content: {
        "application/json": {
          schema: cursorListOf(chatMessage).extend({
            seq: z.number().int(),
            room: roomState,
            you: chatStanding,
          }),
        },
      },
    },
  },
});

const sendRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/matches/{id}/chat/messages",
  operationId: "sendChatMessage",
  summary: "Write in a match's chat; a retry with the same `client_id` answers the same message",
  request: { params: idParam, body: jsonBody(sendInput) },
  responses: {
    201: dataResponse("The message (again, for a retry: `Idempotent-Replayed: true`).", chatMessage),
    400: {
      description: "`message-too-long`, `message-empty`, `invalid-<field>`.",
    },
    403: {
      description:
        "`guest-account`, `email-not-verified`, `chat-closed`, `chat-premium-only`; `chat-timeout` and `chat-banned` with `details.until` and `details.reason`.",
    },
    404: { description: "`match-not-found`, `reply-not-found`." },
    409: { description: "`chat-duplicate`: the same text again within 30 s; `client-id-reused`." },
    429: {
      description: "`chat-rate-limited` (1 message per 2 s, burst 5), `chat-slow-mode`; see `Retry-After`.",
    },
  },
});

const streamRoute = createRoute({
  tags,
  method: "get",
  path: "/matches/{id}/chat/stream",
  operationId: "streamChat",
  summary: "A match's chat as Server-Sent Events",
  description:
    "Events: `message`, `message-deleted`, `reactions`, `room` (settings and pin), `cleared`, then `ready`. Each `id:` is the chat sequence; resume with `Last-Event-ID`. A match's own stream carries the same room with `with=chat` (`/live/matches/{id}`).",
  request: {
    params: idParam,
    query: z.object({ lastEventId: z.string().max(32).optional() }),
  },
  responses: {
    200: { description: "The event stream.", content: { "text/event-stream": { schema: z.string() } } },
    429: { description: "`too-many-live-connections` from this address." },
    503: { description: "`live-unavailable`: the hub is restarting." },
  },
});

const reactRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/chat/messages/{id}/reactions",
  operationId: "toggleChatReaction",
  summary: "Add the caller's reaction to a message, or take it back",
  request: { params: messageIdParam, body: jsonBody(z.object({ emoji: z.string().max(16) })) },
  responses: {
    200: dataResponse(
      "The message's reaction counts and whether the caller now reacts with this emoji.",
      z.object({
        id: z.number().int(),
        reactions: z.record(z.string(), z.number().int()),
        reacted: z.boolean(),
      }),
    ),
    400: { description: "`invalid-emoji`." },
    404: { description: "`message-not-found`." },
  },
});

const reportRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/chat/messages/{id}/report",
  operationId: "reportChatMessage",
  summary: "Flag a message for the moderators",
  request: {
    params: messageIdParam,
    body: jsonBody(z.object({ reason: z.string().trim().max(500).default("") })),
  },
  responses: {
    201: dataResponse(
      "The report, queued for the moderators.",
      z.object({ id: z.number().int(), message_id: z.number().int(), status: z.string() }),
    ),
    404: { description: "`message-not-found`." },
  },
});

/** The signed-in account behind a request as a chat writer; null for a visitor. */
async function readerOf(c: Context<ApiEnv>): Promise<Writer | null> {
  const caller = await callerOf(c.req.raw, c.var.services);
  if (caller.kind !== "account") return null;
  const { user } = caller.auth;
  return {
    id: user.id,
    name: user.displayName,
    guest: user.anonymous,
    emailVerified: user.emailVerified,
    moderator: hasScope(caller, "chat:moderate"),
  };
}

/** The signed-in account behind a request, as a chat writer. */
export async function writerOf(c: Context<ApiEnv>): Promise<Writer> {
  const writer = await readerOf(c);
  if (!writer) throw new AppError("unauthenticated", "auth-required", "Sign in to take part in the chat.");
  return writer;
}

export function mountChatRoutes(api: ApiRouter): void {
  api.openapi(historyRoute, async (c) => {
    const { chat } = c.var.services;
    const id = c.req.valid("param").id;
    const { before, limit } = c.req.valid("query");
    const start = messageCursor.read(before, "before");
    // The sequence is read first: anything after it is replayed by the stream, and pages drop repeats by id.
    const seq = chat.topic.lastSeq;
    const room = await chat.room(id);
    const page = await chat.history(id, start ?? undefined, limit);
    const you = await chat.standing(await readerOf(c));
    c.header("Cache-Control", "no-store");
    return c.json({ ...page, seq, room, you }, 200);
  });
  api.openapi(streamRoute, async (c) => {
    return serveTopics(c, [await c.var.services.chat.streamPart(c.req.valid("param").id)]);
  });
  api.openapi(sendRoute, async (c) => {
    const writer = await writerOf(c);
    const sent = await c.var.services.chat.send(c.req.valid("param").id, writer, c.req.valid("json"));
    if (sent.replayed) c.header("Idempotent-Replayed", "true");
    return c.json({ data: sent.message }, 201);
  });
  api.openapi(reactRoute, async (c) => {
    const writer = await writerOf(c);
    const result = await c.var.services.chat.react(
      c.req.valid("param").id,
      writer.id,
      c.req.valid("json").emoji,
    );
    return c.json({ data: result }, 200);
  });
  api.openapi(reportRoute, async (c) => {
    const writer = await writerOf(c);
    const report = await c.var.services.chat.report(
      writer.id,
      c.req.valid("param").id,
      c.req.valid("json").reason,
    );
    return c.json({ data: report }, 201);
  });
  mountChatModerationRoutes(api);
  mountChatSettingsRoutes(api);
}
