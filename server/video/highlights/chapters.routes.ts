import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { cmsDenied, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { actorOf } from "../../http/staff-actor.ts";
import type { VideoService } from "../service.ts";
import { MAX_CHAPTER_LABEL, MAX_CHAPTERS } from "./chapters.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];

const chapter = z.object({
  seconds: z.number().min(0).max(86_400),
  label: z.string().max(200),
  event_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});

const chapters = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    /** False when the timeline is derived from the match; true when an editor placed it. */
    placed: z.boolean(),
    chapters: z.array(
      z.object({ seconds: z.number(), label: z.string(), event_id: z.number().int().nullable().optional() }),
    ),
    events: z.array(z.object({ id: z.number().int(), label: z.string() })),
  })
  .openapi("VideoChapters");
const one = { "application/json": { schema: z.object({ data: chapters }) } };
const denied = {
  ...cmsDenied,
  404: { description: "`video-not-found`." },
};

const showRoute = createRoute({
  method: "get",
  path: "/cms/videos/{id}/chapters",
  operationId: "getVideoChapters",
  tags,
  security,
  summary: "A highlight's chapters: hand-placed, or derived from its match (ETag: the video's version)",
  request: { params: idParam },
  responses: {
    200: { description: "The chapters and the match events they may name.", content: one },
    ...denied,
  },
});

const putRoute = createRoute({
  method: "put",
  path: "/cms/videos/{id}/chapters",
  operationId: "putVideoChapters",
  tags,
  security,
  summary: "Place a highlight's chapters by hand, or clear them (`null`) to use the match's goals",
  description: `At most ${MAX_CHAPTERS} chapters; labels of 1 to ${MAX_CHAPTER_LABEL} characters; \`seconds\` within the clip; \`event_id\` a goal or red card of the clip's match. The public timeline lists them in time order.`,
  request: {
    params: idParam,
    headers: z.object({ "if-match": z.string().max(20).optional() }),
    body: jsonBody(
      z.object({
        version: z.number().int().positive().optional(),
        chapters: z.array(chapter).max(500).nullable(),
      }),
    ),
  },
  responses: {
    200: { description: "The chapters as saved.", content: one },
    400: {
      description:
        "`invalid-chapters` (details.field names the row: `chapters.2.seconds`), `version-required`, `invalid-if-match`.",
    },
    ...denied,
    409: { description: "`edit-conflict` (details.current), `not-a-highlight`." },
  },
});

async function viewOf({ video }: { video: VideoService }, id: number) {
  const row = await video.find(id);
  const placed = (row.chapters?.length ?? 0) > 0;
  return {
    id: row.id,
    version: row.version,
    placed,
    chapters: placed ? row.chapters! : await video.derivedChapters(row),
    events: await video.chapterEventsOf(row),
  };
}

/** Editing a highlight's timeline; `/cms/videos/*` is already guarded by `content:write`. */
export function mountChapterRoutes(api: ApiRouter): void {
  api.openapi(showRoute, async (c) => {
    const view = await viewOf(c.var.services, c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(view.version));
    return c.json({ data: view }, 200);
  });
  api.openapi(putRoute, async (c) => {
    const { version, chapters: placed } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const { actor, ip } = await actorOf(c);
    const id = c.req.valid("param").id;
    const { before, after } = await c.var.services.video.saveChapters(id, base, placed);
    await c.var.services.audit.recordAudit({
      actor,
      action: "video.chapters",
      target: { type: "video", id },
      before: { chapters: before.chapters },
      after: { chapters: after.chapters },
      ip,
    });
    c.header("ETag", versionTag(after.version));
    return c.json({ data: await viewOf(c.var.services, id) }, 200);
  });
}
