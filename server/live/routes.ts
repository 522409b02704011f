import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter, Services } from "../http/api-router.ts";
import { requireScope } from "../http/caller.ts";
import { serveTopics } from "../http/event-stream.ts";
import { idParam, jsonBody } from "../http/openapi-parts.ts";
import { actorOf } from "../http/staff-actor.ts";
import { idempotencyRefusal, requestHashOf } from "../platform/idempotency.ts";
import { mountConsoleRoutes } from "./console.routes.ts";
import { auditedEntry, reused } from "./console-scoring.ts";
import { groupOf } from "./hub.ts";
import { liveEventInput, MANUAL_SOURCE } from "./input.ts";
import { EVENT_INPUT_REFUSALS, EVENT_REFUSALS } from "./refusals.ts";

const streamQuery = z.object({
  lastEventId: z.string().max(64).optional().openapi({ description: "Same as the Last-Event-ID header." }),
});
const sseIds = [
  "With odds shown on the site (and for the match's competition), the stream also carries the odds topic,",
  "which keeps its own sequence: every `id:` is then composite, `live:<seq>,odds:<seq>` (the live log's",
  "sequence and the odds topic's), and a reconnect sending it back as Last-Event-ID replays what it missed",
  "of both. Without odds, `id:` is the live log sequence alone; a bare number is always read as the live",
  "sequence. The odds topic's own `ready` and `reset` arrive as `odds-ready` and `odds-reset`.",
].join(" ");
const streamResponse = {
  200: {
    description: `Server-Sent Events. ${sseIds}`,
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
  description:
    "`ready` (every live match), then `score` after each event and each status change (postponed, cancelled, abandoned); with odds shown, `price` (a live row's two-way prices: `{ match_id, status, home, away }`, decimal) after each repricing, and `odds-ready` with every live match's prices.",
  request: { query: streamQuery },
  responses: streamResponse,
});

const oneMatchRoute = createRoute({
  method: "get",
  path: "/live/matches/{id}",
  operationId: "streamMatchEvents",
  summary: "Full events of one match (SSE)",
  description:
    "`ready`, then `match-event`, `stats`, `play` (sports scored point by point) and `status` (an operator's status change: the match as it now stands); with odds shown for the match, `odds` (the match's full odds, as `/matches/{id}/odds/stream` sends them) after each repricing, and `odds-ready` with the current odds.",
  request: {
    params: idParam,
    query: streamQuery.extend({
      with: z
        .enum(["chat"])
        .optional()
        .openapi({
          description: [
            "`chat`: the match's chat room rides along on its own topic and sequence (`chat:<seq>` in the",
            "composite id), with the events `/matches/{id}/chat/stream` sends (`message`, `message-deleted`,",
            "`reactions`, `room`, `cleared`) under the same rules; its `ready` and `reset` arrive as",
            "`chat-ready` and `chat-reset`. The match page follows its events, odds and chat on this one stream.",
          ].join(" "),
        }),
    }),
  },
  responses: streamResponse,
});

/** When scoring under /admin was deprecated (RFC 9745 `Deprecation: @<seconds>`). */
const SCORING_DEPRECATED_AT = "@1795824000";

const deprecationHeaders = {
  Deprecation: { description: "When this path was deprecated.", schema: { type: "string" as const } },
  Link: { description: 'The successor, `rel="successor-version"`.', schema: { type: "string" as const } },
};

const scoreRoute = createRoute({
  method: "post",
  path: "/admin/matches/{id}/events",
  operationId: "scoreMatchEvent",
  summary: "Score a match by hand (operators; deprecated: use the live console)",
  description: [
    "Deprecated (docs/decisions/038-one-door-for-staff-work.md): new clients use",
    "`POST /cms/matches/{id}/events`, which checks the match version and takes the match over from",
    "the feeds. This path keeps its contract for existing automation: no version, the feeds play on.",
    "It sits behind the same staff guard and is audited as `match.event`; every answer carries",
    '`Deprecation` and `Link: <…/cms/matches/{id}/events>; rel="successor-version"`.',
  ].join(" "),
  deprecated: true,
  security: [{ bearer: [] }],
  request: {
    params: idParam,
    headers: z.object({ "idempotency-key": z.string().min(8).max(200) }),
    body: jsonBody(liveEventInput),
  },
  responses: {
    200: { description: "A retry with the same key: the original result.", headers: deprecationHeaders },
    201: { description: "Applied and published.", headers: deprecationHeaders },
    422: {
      description: EVENT_INPUT_REFUSALS,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    },
    409: {
      description: EVENT_REFUSALS,
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
  // Odds ride along on their own topic and sequence, where the operator shows them.
  const withOdds = async (matchId: number | null) => {
    const odds = await services.odds.streamPart(matchId);
    return [{ topic: live.hub.topic, group: groupOf(matchId) }, ...(odds ? [odds] : [])];
  };
  api.openapi(allMatchesRoute, async (c) => serveTopics(c, await withOdds(null)));
  api.openapi(oneMatchRoute, async (c) => {
    const { id } = c.req.valid("param");
    // The room is read on the same terms as its own stream (`chat.streamPart`).
    const chat = c.req.valid("query").with === "chat" ? [await services.chat.streamPart(id)] : [];
    return serveTopics(c, [...(await withOdds(id)), ...chat]);
  });

  mountConsoleRoutes(api);
  // Every answer says so, refusals included, hence before the guard.
  api.use("/admin/matches/:id/events", async (c, next) => {
    await next();
    c.header("Deprecation", SCORING_DEPRECATED_AT);
    // Encoded again: the decoded id may hold anything a client sent, and a header carries ASCII only.
    const id = encodeURIComponent(c.req.param("id") ?? "");
    const successor = `${c.var.services.config.SITE_API_PATH}/cms/matches/${id}/events`;
    c.header("Link", `<${successor}>; rel="successor-version"`);
  });
  api.use("/admin/matches/:id/events", requireScope("matches:write", "score matches"));
  api.openapi(scoreRoute, async (c) => {
    const { id } = c.req.valid("param");
    const key = c.req.valid("header")["idempotency-key"];
    const event = c.req.valid("json");
    const staff = await actorOf(c);
    // Through the store every keyed request uses; the live log's source id stays beneath, the event's identity.
    const outcome = await c.var.services.idempotency.once(
      { scope: "admin-scoring", caller: `${staff.actor.kind}:${staff.actor.id}`, key },
      requestHashOf([id, event]),
      async () => {
        const result = await live.ingest({ source: MANUAL_SOURCE, sourceEventId: key, matchId: id, event });
        if (!result.sameInput || result.entry.matchId !== id) throw reused();
        if (result.applied) {
          await c.var.services.audit.recordAudit({
            ...staff,
            action: "match.event",
            target: { type: "match", id },
            after: auditedEntry(result.entry),
          });
        }
        const { seq, event: recorded, match } = result.entry;
        return { seq, event: recorded, match, applied: result.applied };
      },
    );
    if (outcome.kind !== "done") throw idempotencyRefusal(outcome, "event");
    const { applied, ...answer } = outcome.value;
    const replayed = outcome.replayed || !applied;
    return c.json({ ...answer, replayed }, replayed ? 200 : 201);
  });
}
