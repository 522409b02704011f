import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { callerOf } from "../../http/caller.ts";
import { cursorListOf, cursorParam } from "../../http/cursor.ts";
import { dataResponse, idParam } from "../../http/openapi-parts.ts";
import { limitParam } from "../../http/pagination.ts";
import { isCalendarDate, isTimeZone } from "../../sports/service.ts";
import { streamAddressSchema } from "../playback.ts";
import { highlightCursor, highlightStream } from "./highlights.ts";

const tags = ["Highlights"];
const teamRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), shortName: z.string() });
const card = z
  .object({
    id: z.number().int(),
    title: z.string(),
    match: z.object({
      id: z.number().int(),
      kickoff_at: z.string(),
      status: z.string(),
      home: teamRef,
      away: teamRef,
      score: z.object({ home: z.number().int().nullable(), away: z.number().int().nullable() }),
      competition: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    }),
    duration_seconds: z.number().int().nullable(),
    poster_url: z
      .string()
      .nullable()
      .openapi({ description: "Valid for a few minutes, like a stream address." }),
    published_at: z.string(),
  })
  .openapi("HighlightCard");
const chapter = z.object({
  seconds: z.number().nullable(),
  label: z.string().openapi({ example: "Goal 34' Saka" }),
  type: z.string(),
  minute: z.number().int().nullable(),
  stoppage: z.number().int().nullable(),
  player: z.string().nullable(),
  side: z.enum(["home", "away"]).nullable(),
  event_id: z.number().int().nullable(),
});
const scorer = z.object({
  player: z.string().nullable(),
  minute: z.number().int(),
  stoppage: z.number().int().nullable(),
  side: z.enum(["home", "away"]).nullable(),
  penalty: z.boolean(),
  own_goal: z.boolean(),
});
const detail = card.extend({ scorers: z.array(scorer), chapters: z.array(chapter) }).openapi("Highlight");

const slugOrId = z
  .string()
  .max(100)
  .regex(/^[a-z0-9-]+$/, "Use an id or a slug");

const listRoute = createRoute({
  method: "get",
  path: "/highlights",
  operationId: "listHighlights",
  tags,
  summary: "Published match highlights, newest match first",
  description: "Pass `next_cursor` back as `cursor` for the next page; it is null on the last page.",
  request: {
    query: z.object({
      competition: slugOrId.optional().openapi({ description: "Competition id or slug." }),
      team: slugOrId.optional().openapi({ description: "Team id or slug (home or away)." }),
      match: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      date: z
        .string()
        .refine(isCalendarDate, "Enter a date like 2025-08-15")
        .optional()
        .openapi({ description: "Matches kicking off that day in `tz`.", example: "2026-11-23" }),
      tz: z.string().max(64).refine(isTimeZone, "Enter a time zone such as Europe/London").default("UTC"),
      limit: limitParam(20, 50),
      cursor: cursorParam,
    }),
  },
  responses: {
    200: {
      description: "One page of highlights.",
      content: {
        "application/json": {
          schema: cursorListOf(card),
        },
      },
    },
    400: {
      description: "`invalid-competition`, `invalid-team`, `invalid-date`, `invalid-tz`, `invalid-cursor`.",
    },
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/highlights/{id}",
  operationId: "getHighlight",
  tags,
  summary: "One highlight with its match, scorers and chapters",
  description:
    "Chapters are the clip's hand-placed ones when it has them; otherwise each goal and red card " +
    "of the match placed at `minute / 90` (120 after extra time) of the clip's length.",
  request: { params: idParam },
  responses: {
    200: dataResponse("The highlight.", detail),
    404: { description: "`highlight-not-found` (also for clips not ready yet)." },
  },
});

const streamRoute = createRoute({
  method: "get",
  path: "/highlights/{id}/stream",
  operationId: "getHighlightStream",
  tags,
  summary: "A short-lived playback address for a highlight (free to everyone)",
  request: { params: idParam },
  responses: {
    200: dataResponse("Where the player finds the clip, until `expires_at`.", streamAddressSchema),
    401: { description: "`sign-in-required` when an editor gated the clip behind a plan." },
    403: { description: "`entitlement-required`." },
    404: { description: "`highlight-not-found`." },
  },
});

/** The public highlights: list, one clip with its timeline, and its stream address. */
export function mountHighlightRoutes(api: ApiRouter): void {
  api.openapi(listRoute, async (c) => {
    const { cursor, ...query } = c.req.valid("query");
    const after = highlightCursor.read(cursor);
    c.header("Cache-Control", "no-store");
    // Through the facade, as the pages read them: teams and competitions in the reader's language.
    return c.json(await c.var.services.highlights.listHighlights({ ...query, cursor: after }), 200);
  });
  api.openapi(readRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.highlights.readHighlight(c.req.valid("param").id) }, 200);
  });
  api.openapi(streamRoute, async (c) => {
    const { services } = c.var;
    const caller = await callerOf(c.req.raw, services);
    const data = await highlightStream(services, caller, c.req.valid("param").id, c.req.raw);
    c.header("Cache-Control", "no-store");
    return c.json({ data }, 200);
  });
}
