import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../shared/versioning.ts";
import type { ApiRouter } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { serveTopic } from "../http/event-stream.ts";
import { idempotent } from "../http/idempotency.ts";
import { cmsDenied, dataResponse, idParam, jsonBody } from "../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../http/pagination.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { jobGroupOf } from "../platform/job-progress.ts";
import { streamAddressSchema } from "./playback.ts";
import { issueStream, viewOf } from "./service.ts";
import { mountVideoUploadRoutes, videoKind } from "./uploads/uploads.routes.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
const missing = { 404: { description: "`video-not-found`." } };

/** A video as the admin API shows it. */
export const videoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    kind: videoKind,
    source: z.enum(["upload", "youtube", "vimeo", "hls"]),
    externalRef: z.string().nullable(),
    status: z.enum(["uploading", "queued", "transcoding", "ready", "failed"]),
    error: z.string().nullable(),
    jobId: z.string().nullable(),
    durationSeconds: z.number().int().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    renditions: z.array(
      z.object({
        name: z.string(),
        width: z.number(),
        height: z.number(),
        bandwidth: z.number(),
        playlist: z.string(),
      }),
    ),
    hasCaptions: z.boolean(),
    captionsLabel: z.string().nullable(),
    captionsLang: z.string().nullable(),
    entitlement: z.enum(["tv", "movies"]).nullable(),
    matchId: z.number().int().nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Video");
const one = { "application/json": { schema: z.object({ data: videoSchema }) } };

/** A YouTube id, a Vimeo id, or an https address of an HLS playlist. */
const externalRef = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{1,12}$/,
  hls: /^https:\/\/[^\s]{1,2000}\.m3u8(\?[^\s]*)?$/,
} as const;

const listRoute = createRoute({
  method: "get",
  path: "/cms/videos",
  operationId: "listVideos",
  tags,
  security,
  summary: "Videos, newest first (editors)",
  request: {
    query: z.object({
      kind: videoKind.optional(),
      q: z.string().trim().min(1).max(100).optional().openapi({ description: "Words in the title." }),
      limit: limitParam(50, 200),
      offset: offsetParam,
    }),
  },
  responses: {
    ...listResponse("A page of videos and how many there are.", videoSchema),
    ...cmsDenied,
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/cms/videos",
  operationId: "addExternalVideo",
  tags,
  security,
  summary: "Add an external video: a YouTube or Vimeo id, or an HLS address",
  request: {
    body: jsonBody(
      z.object({
        title: z.string().trim().min(1).max(200),
        kind: videoKind.default("highlight"),
        source: z.enum(["youtube", "vimeo", "hls"]),
        ref: z.string().trim().min(1).max(2000),
      }),
    ),
  },
  responses: {
    201: { description: "The video, ready to play.", content: one },
    400: { description: "`invalid-<field>`, `invalid-ref`." },
    ...cmsDenied,
  },
});

const showRoute = createRoute({
  method: "get",
  path: "/cms/videos/{id}",
  operationId: "getVideo",
  tags,
  security,
  summary: "One video (ETag: its version)",
  request: { params: idParam },
  responses: { 200: { description: "The video.", content: one }, ...cmsDenied, ...missing },
});

const editRoute = createRoute({
  method: "patch",
  path: "/cms/videos/{id}",
  operationId: "updateVideo",
  tags,
  security,
  summary: "Edit a video's title, kind, match, entitlement or captions label",
  request: {
    params: idParam,
    headers: z.object({ "if-match": z.string().max(20).optional() }),
    body: jsonBody(
      z.object({
        version: z.number().int().positive().optional(),
        title: z.string().trim().min(1).max(200).optional(),
        kind: videoKind.optional(),
        entitlement: z.enum(["tv", "movies"]).nullable().optional(),
        matchId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
        captionsLabel: z.string().trim().min(1).max(60).nullable().optional(),
        captionsLang: z
          .string()
          .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/)
          .nullable()
          .optional(),
      }),
    ),
  },
  responses: {
    200: { description: "The video after the edit.", content: one },
    400: { description: "`version-required`, `invalid-<field>`." },
    ...cmsDenied,
    ...missing,
    409: { description: "`edit-conflict`, with the video as it is now." },
    422: { description: "`match-not-found` (details.field `matchId`)." },
  },
});

const captionsRoute = createRoute({
  method: "put",
  path: "/cms/videos/{id}/captions",
  operationId: "putVideoCaptions",
  tags,
  security,
  summary: "Set an uploaded video's WebVTT captions",
  request: {
    params: idParam,
    body: jsonBody(z.object({ vtt: z.string().min(6).max(900_000) })),
  },
  responses: {
    200: { description: "The video with captions.", content: one },
    400: { description: "`invalid-captions`." },
    ...cmsDenied,
    ...missing,
    409: { description: "`captions-external`." },
  },
});

const retryRoute = createRoute({
  method: "post",
  path: "/cms/videos/{id}/retry",
  operationId: "retryVideo",
  tags,
  security,
  summary: "Queue a failed video's transcoding again",
  request: { params: idParam },
  responses: {
    200: { description: "The video, queued.", content: one },
    ...cmsDenied,
    ...missing,
    409: { description: "`video-not-failed`." },
  },
});

const previewRoute = createRoute({
  method: "get",
  path: "/cms/videos/{id}/preview",
  operationId: "previewVideo",
  tags,
  security,
  summary: "A stream address for the admin preview player (no entitlement needed)",
  request: { params: idParam },
  responses: {
    200: dataResponse("Where the player finds the video.", streamAddressSchema),
    ...cmsDenied,
    ...missing,
    409: { description: "`video-not-ready`." },
  },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/cms/videos/{id}/events",
  operationId: "videoJobEvents",
  tags,
  security,
  summary: "The video's transcoding progress as Server-Sent Events (`progress` frames)",
  request: { params: idParam },
  responses: {
    200: { description: "An event stream.", content: { "text/event-stream": { schema: z.string() } } },
    ...cmsDenied,
    404: { description: "`video-not-found`, `video-no-job`." },
  },
});

/** The admin area's video API: every route needs `content:write` (editors and above); changes are audited. */
export function mountVideoRoutes(api: ApiRouter): void {
  mountVideoUploadRoutes(api);
  api.use("/cms/videos", requireCms("content:write"));
  api.use("/cms/videos/*", requireCms("content:write"));
  api.post("/cms/videos", idempotent("cms-videos"));

  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.video.list(c.req.valid("query")), 200);
  });
  api.openapi(addRoute, async (c) => {
    const body = c.req.valid("json");
    if (!externalRef[body.source].test(body.ref)) {
      throw new AppError(
        "bad-request",
        "invalid-ref",
        `That is not a ${body.source === "hls" ? "https .m3u8 address" : `${body.source} video id`}.`,
        { field: "ref" },
      );
    }
    const { actor, ip } = await actorOf(c);
    const created = await c.var.services.video.addExternal({ ...body, createdBy: actor.id });
    await c.var.services.audit.recordAudit({
      actor,
      action: "video.create",
      target: { type: "video", id: created.id },
      after: body,
      ip,
    });
    c.header("Location", `/cms/videos/${created.id}`);
    c.header("ETag", versionTag(created.version));
    return c.json({ data: viewOf(created) }, 201);
  });
  api.openapi(showRoute, async (c) => {
    const row = await c.var.services.video.find(c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(row.version));
    return c.json({ data: viewOf(row) }, 200);
  });
  api.openapi(editRoute, async (c) => {
    const { version, ...edit } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const { actor, ip } = await actorOf(c);
    const { before, after } = await c.var.services.video.update(c.req.valid("param").id, base, edit);
    await c.var.services.audit.recordAudit({
      actor,
      action: "video.update",
      target: { type: "video", id: after.id },
      before: viewOf(before),
      after: viewOf(after),
      ip,
    });
    c.header("ETag", versionTag(after.version));
    return c.json({ data: viewOf(after) }, 200);
  });
  api.openapi(captionsRoute, async (c) => {
    const { actor, ip } = await actorOf(c);
    const after = await c.var.services.video.setCaptions(c.req.valid("param").id, c.req.valid("json").vtt);
    await c.var.services.audit.recordAudit({
      actor,
      action: "video.captions",
      target: { type: "video", id: after.id },
      ip,
    });
    return c.json({ data: viewOf(after) }, 200);
  });
  api.openapi(retryRoute, async (c) => {
    const { actor, ip } = await actorOf(c);
    const after = await c.var.services.video.retry(c.req.valid("param").id);
    await c.var.services.audit.recordAudit({
      actor,
      action: "video.retry",
      target: { type: "video", id: after.id },
      ip,
    });
    return c.json({ data: viewOf(after) }, 200);
  });
  api.openapi(previewRoute, async (c) => {
    const { services } = c.var;
    const row = await services.video.find(c.req.valid("param").id);
    const caller = await callerOf(c.req.raw, services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await issueStream(services, caller, row, { preview: true }) }, 200);
  });
  api.openapi(eventsRoute, async (c) => {
    const row = await c.var.services.video.find(c.req.valid("param").id);
    if (!row.jobId) throw new AppError("not-found", "video-no-job", "This video has no transcoding job.");
    return serveTopic(c, c.var.services.jobs.topic, jobGroupOf(row.jobId));
  });
}
