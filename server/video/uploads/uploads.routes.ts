import { createRoute, z } from "@hono/zod-openapi";
import { tooLargeMessage } from "../../../shared/bytes.ts";
import { type ApiRouter, allowBodyUpTo } from "../../http/api-router.ts";
import { AppError } from "../../http/errors.ts";
import { cmsDenied, jsonBody } from "../../http/openapi-parts.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { MAX_CHUNK_BYTES, MAX_VIDEO_BYTES, parseChecksum } from "./uploads.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
export const CHUNK_PATH = "/cms/video-upload-chunks";

const uploadState = z
  .object({
    id: z.string(),
    videoId: z.number().int(),
    filename: z.string(),
    size: z.number().int(),
    offset: z.number().int(),
    complete: z.boolean(),
  })
  .openapi("VideoUpload");
const stateBody = { "application/json": { schema: z.object({ data: uploadState }) } };
export const videoKind = z.enum(["highlight", "movie", "trailer", "channel"]);

const startRoute = createRoute({
  method: "post",
  path: "/cms/video-uploads",
  operationId: "startVideoUpload",
  tags,
  security,
  summary: "Open a resumable upload of an MP4, MOV or WebM video (up to 4 GB)",
  description: `Then send the bytes in order with \`PUT ${CHUNK_PATH}\`, each chunk up to 8 MiB with its SHA-256.`,
  request: {
    body: jsonBody(
      z.object({
        title: z.string().trim().min(1).max(200),
        kind: videoKind.default("highlight"),
        filename: z.string().trim().min(1).max(200),
        size: z
          .number()
          .int()
          .positive()
          .max(MAX_VIDEO_BYTES, {
            error: (issue) => tooLargeMessage("video", Number(issue.input), MAX_VIDEO_BYTES),
          }),
      }),
    ),
  },
  responses: {
    201: { description: "The upload, at offset 0.", content: stateBody },
    400: { description: "`invalid-<field>`; `invalid-size` for a file over 4 GiB." },
    ...cmsDenied,
  },
});

const uploadId = z.object({ id: z.uuid() });

const showRoute = createRoute({
  method: "get",
  path: "/cms/video-uploads/{id}",
  operationId: "getVideoUpload",
  tags,
  security,
  summary: "Where an upload stands: resume from `offset` (also sent as Upload-Offset)",
  request: { params: uploadId },
  responses: {
    200: { description: "The upload.", content: stateBody },
    ...cmsDenied,
    404: { description: "`upload-not-found`." },
  },
});

const chunkRoute = createRoute({
  method: "put",
  path: CHUNK_PATH,
  operationId: "putVideoUploadChunk",
  tags,
  security,
  summary: "Append one chunk of an upload at `offset`",
  description:
    "The body is the chunk's bytes (`application/octet-stream`, at most 8 MiB); `Upload-Checksum: sha256 <base64>` " +
    "carries their SHA-256. The last chunk queues the transcoding.",
  request: {
    query: z.object({ upload: z.uuid(), offset: z.coerce.number().int().min(0).max(MAX_VIDEO_BYTES) }),
    headers: z.object({
      "upload-checksum": z
        .string()
        .max(100)
        .optional()
        .openapi({ example: "sha256 47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=" }),
    }),
    body: {
      required: true,
      content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } },
    },
  },
  responses: {
    200: { description: "The upload after the chunk.", content: stateBody },
    400: { description: "`checksum-required`, `checksum-mismatch`, `invalid-chunk`." },
    ...cmsDenied,
    404: { description: "`upload-not-found`." },
    409: { description: "`offset-mismatch`: `details.offset` is where to resume." },
    413: { description: "`payload-too-large`: a chunk over 8 MiB." },
    415: { description: "`unsupported-video`: the first bytes are not MP4, MOV or WebM." },
  },
});

/** The resumable upload protocol: open, append checked chunks in order, resume from the stored offset. */
export function mountVideoUploadRoutes(api: ApiRouter): void {
  allowBodyUpTo(api, CHUNK_PATH, MAX_CHUNK_BYTES);
  api.use("/cms/video-uploads", requireCms("content:write"));
  api.use("/cms/video-uploads/*", requireCms("content:write"));
  api.use(CHUNK_PATH, requireCms("content:write"));

  api.openapi(startRoute, async (c) => {
    const body = c.req.valid("json");
    const { actor, ip } = await actorOf(c);
    const upload = await c.var.services.video.uploads.start({ ...body, createdBy: actor.id });
    await c.var.services.audit.recordAudit({
      actor,
      action: "video.upload",
      target: { type: "video", id: upload.videoId },
      after: { title: body.title, filename: body.filename, size: body.size },
      ip,
    });
    c.header("Upload-Offset", "0");
    return c.json({ data: upload }, 201);
  });
  api.openapi(showRoute, async (c) => {
    const upload = await c.var.services.video.uploads.find(c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    c.header("Upload-Offset", String(upload.offset));
    return c.json({ data: upload }, 200);
  });
  api.openapi(chunkRoute, async (c) => {
    const { upload, offset } = c.req.valid("query");
    const checksum = parseChecksum(c.req.header("Upload-Checksum"));
    const type = c.req.header("Content-Type") ?? "";
    if (!/^application\/octet-stream\s*(;|$)/i.test(type)) {
      throw new AppError(
        "unsupported-media-type",
        "unsupported-media-type",
        "Send the chunk as application/octet-stream.",
      );
    }
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const state = await c.var.services.video.uploads.append(upload, offset, bytes, checksum);
    c.header("Upload-Offset", String(state.offset));
    return c.json({ data: state }, 200);
  });
}
