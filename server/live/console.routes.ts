import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_RULE } from "../../shared/idempotency-key.ts";
import { baseVersionOf } from "../../shared/versioning.ts";
import type { ApiEnv, ApiRouter } from "../http/api-router.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { type ConsolePlayInput, consolePlayWith } from "./console-play.ts";
import { type ConsoleResult, eventFixInput } from "./console-scoring.ts";
import { liveEventInput } from "./input.ts";
import { EVENT_INPUT_REFUSALS, EVENT_REFUSALS } from "./refusals.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const headers = z.object({
  "idempotency-key": z
    .string()
    .regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_RULE)
    .openapi({ description: "Required; a retry with the same key answers the first result." }),
  "if-match": z.string().max(40).optional().openapi({
    description: 'The match version the edit is based on, e.g. `"7"`; or `version` in the body.',
  }),
});
const version = z
  .number()
  .int()
  .min(0)
  .max(999_999_999)
  .optional()
  .openapi({ description: "The match version the operator saw (or send If-Match)." });

const eventBody = z
  .object({ ...liveEventInput.shape, version })
  .strict()
  .openapi("ConsoleEvent");
const undoBody = z.object({ version }).strict();
const correctionBody = eventFixInput
  .unwrap()
  .extend({
    cancel: z
      .literal(true)
      .optional()
      .openapi({ description: "Take the event back and record nothing in its place." }),
    version,
  })
  .strict()
  .openapi("ConsoleCorrection", {
    description:
      "`playerName` (null: none named) and `secondaryPlayerName` (a substitution's player coming on) " +
      "replace the event's; `minute` and `stoppage` move it within its period; unset fields keep theirs.",
  });
const playBody = consolePlayWith({ version }).openapi("ConsolePlay", {
  description:
    "Tennis: `match-start` (side = first server), `point` (side = who won it). Basketball: `period-start`, " +
    "`period-end`, `score` (side, points 1–3).",
});
const playResult = z
  .object({
    data: z.object({
      seq: z.number().int(),
      replayed: z.boolean(),
      match: z.object({ id: z.number().int(), version: z.number().int() }).passthrough(),
    }),
  })
  .openapi("ConsolePlayResult");

const result = z
  .object({
    data: z.object({
      seq: z.number().int(),
      replayed: z.boolean(),
      event: z.object({ id: z.number().int(), type: z.string() }).passthrough(),
      cancelledEventId: z.number().int().nullable(),
      match: z.object({ id: z.number().int(), version: z.number().int() }).passthrough(),
    }),
  })
  .openapi("ConsoleResult");

const answers = (what: string) => ({
  200: {
    description: "A retry with the same key: the first result.",
    content: { "application/json": { schema: result } },
  },
  201: {
    description: `${what}, published on the live streams.`,
    content: { "application/json": { schema: result } },
  },
  401: { description: "`unauthenticated`, `cms-session-expired`." },
  403: { description: "`forbidden-role`, `two-step-required`." },
  404: { description: "`match-not-found`." },
  409: {
    description: [
      "`edit-conflict`: the match moved on since `version`; `details.current` is the match now, with",
      "`since`, the live entries after that version. `nothing-to-undo`: no event of yours is left to take back.",
      EVENT_REFUSALS,
    ].join(" "),
    content: {
      "application/json": {
        schema: { $ref: "#/components/schemas/Error" },
        example: {
          error: {
            code: "edit-conflict",
            message: "Someone else changed this after you opened it. Review their change, then edit again.",
          },
        },
      },
    },
  },
  422: {
    description: EVENT_INPUT_REFUSALS,
  },
});

const eventRoute = createRoute({
  method: "post",
  path: "/cms/matches/{id}/events",
  operationId: "recordConsoleEvent",
  tags,
  security,
  summary: "Live console: record a match event (operators)",
  request: {
    params,
    headers,
    body: { required: true, content: { "application/json": { schema: eventBody } } },
  },
  responses: answers("Applied"),
});

const undoRoute = createRoute({
  method: "post",
  path: "/cms/matches/{id}/undo",
  operationId: "undoConsoleEvent",
  tags,
  security,
  summary: "Live console: take back your last event on a match with a correction",
  request: {
    params,
    headers,
    body: { required: true, content: { "application/json": { schema: undoBody } } },
  },
  responses: answers("The correction, applied"),
});

const correctionRoute = createRoute({
  method: "post",
  path: "/cms/matches/{id}/events/{eventId}/correction",
  operationId: "correctConsoleEvent",
  tags,
  security,
  summary: "Live console: correct or cancel one event of the match (a wrong scorer or minute)",
  description:
    "A correction takes the event back and, unless `cancel`, the event as it should have been is " +
    "recorded in its place, both or neither: a new player is checked against the line-ups as they stood " +
    "at that event. Fans see the correction beside the original. Answers the event in its place (or the " +
    "correction, for `cancel`). 404 `event-not-found`: no event of a player with that id in the match.",
  request: {
    params: params.extend({ eventId: z.coerce.number().int().positive().max(2_147_483_647) }),
    headers,
    body: { required: true, content: { "application/json": { schema: correctionBody } } },
  },
  responses: answers("Applied"),
});

const playRoute = createRoute({
  method: "post",
  path: "/cms/matches/{id}/play",
  operationId: "recordConsolePlay",
  tags,
  security,
  summary: "Live console: a point, a basket or a period of a tennis or basketball match (operators)",
  request: {
    params,
    headers,
    body: { required: true, content: { "application/json": { schema: playBody } } },
  },
  responses: {
    200: {
      description: "A retry with the same key: the first result.",
      content: { "application/json": { schema: playResult } },
    },
    201: {
      description: "Applied, published on the live streams.",
      content: { "application/json": { schema: playResult } },
    },
    401: { description: "`unauthenticated`, `cms-session-expired`." },
    403: { description: "`forbidden-role`, `two-step-required`." },
    404: { description: "`match-not-found`." },
    409: {
      description:
        "`edit-conflict` (the match moved on since `version`), `match-started`, `match-not-live`, " +
        "`period-already-started`, `period-not-running`, `match-over`.",
    },
    422: {
      description:
        "`idempotency-key-reused`; `wrong-sport` (a football match takes events); `wrong-sport-action` " +
        "(e.g. a basket in tennis).",
    },
  },
});

function answer(c: Context<ApiEnv>, outcome: ConsoleResult) {
  const { seq, event, cancelledEventId, match } = outcome.entry;
  return c.json(
    { data: { seq, replayed: !outcome.applied, event, cancelledEventId, match } },
    outcome.applied ? 201 : 200,
  );
}

/** The operators' live console: every event goes through the feeds' ingest, version-checked and audited. */
export function mountConsoleRoutes(api: ApiRouter): void {
  api.use("/cms/matches/:id/events", requireCms("matches:write"));
  api.use("/cms/matches/:id/events/*", requireCms("matches:write"));
  api.use("/cms/matches/:id/undo", requireCms("matches:write"));
  api.use("/cms/matches/:id/play", requireCms("matches:write"));
  api.openapi(playRoute, async (c) => {
    const { version: bodyVersion, ...input } = c.req.valid("json");
    const head = c.req.valid("header");
    const outcome = await c.var.services.liveConsole.playFromConsole({
      ...(await actorOf(c)),
      matchId: c.req.valid("param").id,
      key: head["idempotency-key"],
      baseVersion: baseVersionOf(head["if-match"], bodyVersion),
      input: input as ConsolePlayInput,
    });
    c.header("Cache-Control", "no-store");
    const { seq, match } = outcome.entry;
    return c.json({ data: { seq, replayed: !outcome.applied, match } }, outcome.applied ? 201 : 200);
  });
  api.openapi(eventRoute, async (c) => {
    const { version: bodyVersion, ...event } = c.req.valid("json");
    const head = c.req.valid("header");
    const outcome = await c.var.services.liveConsole.scoreFromConsole({
      ...(await actorOf(c)),
      matchId: c.req.valid("param").id,
      key: head["idempotency-key"],
      baseVersion: baseVersionOf(head["if-match"], bodyVersion),
      event,
    });
    c.header("Cache-Control", "no-store");
    return answer(c, outcome);
  });
  api.openapi(correctionRoute, async (c) => {
    const { version: bodyVersion, cancel, ...fix } = c.req.valid("json");
    const head = c.req.valid("header");
    const { id, eventId } = c.req.valid("param");
    const outcome = await c.var.services.liveConsole.correctFromConsole({
      ...(await actorOf(c)),
      matchId: id,
      eventId,
      key: head["idempotency-key"],
      baseVersion: baseVersionOf(head["if-match"], bodyVersion),
      fix: cancel ? null : fix,
    });
    c.header("Cache-Control", "no-store");
    return answer(c, outcome);
  });
  api.openapi(undoRoute, async (c) => {
    const head = c.req.valid("header");
    const outcome = await c.var.services.liveConsole.undoFromConsole({
      ...(await actorOf(c)),
      matchId: c.req.valid("param").id,
      key: head["idempotency-key"],
      baseVersion: baseVersionOf(head["if-match"], c.req.valid("json").version),
    });
    c.header("Cache-Control", "no-store");
    return answer(c, outcome);
  });
}
