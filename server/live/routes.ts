import { createRoute, z } from "@hono/zod-openapi";
import { AppError } from "../errors.ts";
import type { ApiRouter } from "../http/api-router.ts";
import { requireScope } from "../http/caller.ts";
import { serveTopic } from "../http/event-stream.ts";
import type { Services } from "../services.ts";
import { lawCodes } from "../sports/laws.ts";
import { mountConsoleRoutes } from "./console-routes.ts";
import { groupOf } from "./hub.ts";
import { liveEventInput } from "./input.ts";

const streamQuery = z.object({
  lastEventId: z.string().max(32).optional().openapi({ description: "Same as the Last-Event-ID header." }),
});
const streamResponse = {
  200: {
    description: "Server-Sent Events; each `id:` is the live log sequence.",
    content: { "text/event-stream": { schema: z.string() } },
  },
  429: { description: "`too-many-live-connections` from this address; `Retry-After` says when to retry." },
  503: { description: "`live-unavailable`: the server is restarting its live hub; retry shortly." },
};

const allMatchesRoute = createRoute({
  method: "get",
  path: "/live",
  operationId: "streamLiveScores",
  summary: "Score deltas of every live match (SSE)",
  request: { query: streamQuery },
  responses: streamResponse,
});

const oneMatchRoute = createRoute({
  method: "get",
  path: "/live/matches/{id}",
  operationId: "streamMatchEvents",
  summary: "Full events of one match (SSE)",
  request: { params: z.object({ id: z.coerce.number().int().positive() }), query: streamQuery },
  responses: streamResponse,
});

const scoreRoute = createRoute({
  method: "post",
  path: "/admin/matches/{id}/events",
  operationId: "scoreMatchEvent",
  summary: "Score a match by hand (operator or admin)",
  security: [{ bearer: [] }],
  request: {
    params: z.object({ id: z.coerce.number().int().positive() }),
    headers: z.object({ "idempotency-key": z.string().min(8).max(200) }),
    body: { required: true, content: { "application/json": { schema: liveEventInput } } },
  },
  responses: {
    200: { description: "A retry with the same key: the original result." },
    201: { description: "Applied and published." },
    409: {
      description: [
        "The event cannot happen now. The match: `match-not-started`, `match-not-live`,",
        "`period-already-started`, `period-not-running`, `score-backwards`, `event-already-cancelled`,",
        "`idempotency-key-reused`. A law of the game (player checks apply when the event names a",
        "player; corrections are always allowed):",
        `${lawCodes.map((code) => `\`${code}\``).join(", ")}.`,
      ].join(" "),
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Error" },
          example: { error: { code: "player-sent-off", message: "Ada Stone has been sent off." } },
        },
      },
    },
  },
});

export function mountLiveRoutes(api: ApiRouter, services: Services): void {
  const { live } = services;
  api.openapi(allMatchesRoute, (c) => serveTopic(c, live.hub.topic, groupOf(null)));
  api.openapi(oneMatchRoute, (c) => serveTopic(c, live.hub.topic, groupOf(c.req.valid("param").id)));

  mountConsoleRoutes(api);
  api.use("/admin/matches/:id/events", requireScope("matches:write", "score matches"));
  api.openapi(scoreRoute, async (c) => {
    const { id } = c.req.valid("param");
    const key = c.req.valid("header")["idempotency-key"];
    const result = await live.ingest({
      source: "manual",
      sourceEventId: key,
      matchId: id,
      event: c.req.valid("json"),
    });
    if (!result.sameInput || result.entry.matchId !== id) {
      throw new AppError(
        "conflict",
        "idempotency-key-reused",
        "This Idempotency-Key was used for a different event.",
      );
    }
    const { seq, event, match } = result.entry;
    return c.json({ seq, event, match, replayed: !result.applied }, result.applied ? 201 : 200);
  });
}
