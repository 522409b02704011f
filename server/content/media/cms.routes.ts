import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import { type ApiRouter, allowBodyUpTo, allowPageBodyUpTo } from "../../http/api-router.ts";
import { bulkBody, bulkResponses } from "../../http/bulk.ts";
import { AppError } from "../../http/errors.ts";
import { idempotent } from "../../http/idempotency.ts";
import { cmsDenied, dataResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../../http/pagination.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { MAX_ALT_LENGTH, MEDIA_BULK_ACTIONS, type MediaUpload } from "./media.ts";
import { MAX_IMAGE_BYTES, tooLarge } from "./process.ts";
import { mediaItemSchema } from "./schemas.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
/** The image and the multipart framing around it (the alt text, boundaries, headers). */
export const MEDIA_BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

const imageFile = z
  .custom<File>((value) => value instanceof File, { message: "Choose an image file" })
  .openapi({ type: "string", format: "binary" });
const alt = z
  .string()
  .trim()
  .max(MAX_ALT_LENGTH)
  // Control characters spelt as ranges (U+0000–U+001F, U+007F–U+009F, exactly Unicode's Cc): the
  // document publishes the pattern, and clients read it without the `u` flag `\P{Cc}` would need.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  .regex(/^[^\x00-\x1F\x7F-\x9F]*$/, "Use one line of text")
  .openapi({ description: "Alternative text for screen readers." });
const one = (description: string) => dataResponse(description, mediaItemSchema);
const refusedImage = {
  413: { description: "`image-too-large` (over 10 MiB), `payload-too-large`." },
  415: {
    description: "`unsupported-image-type`: not JPEG, PNG, WebP, AVIF or GIF by its bytes (SVG included).",
  },
  422: { description: "`image-too-many-pixels` (over 40 megapixels declared), `image-unreadable`." },
};
const versionNote =
  "Send the version read as `If-Match` or as `version`; a stale one is 409 `edit-conflict`.";

const uploadRoute = createRoute({
  method: "post",
  path: "/cms/media",
  operationId: "uploadMedia",
  tags,
  security,
  summary: "Upload an image to the media library (editors)",
  description:
    "Multipart `file` (JPEG, PNG, WebP, AVIF or GIF, recognised by its bytes; at most 10 MiB and 40 megapixels) and optional `alt`. The image is turned upright, stripped of metadata (EXIF, GPS) and stored as AVIF, WebP and JPEG at 320, 640, 1280 and 1920 pixels wide, up to its own width; an animated GIF keeps its first frame. Send an `Idempotency-Key` to retry safely.",
  request: {
    body: {
      required: true,
      content: { "multipart/form-data": { schema: z.object({ file: imageFile, alt: alt.optional() }) } },
    },
  },
  responses: {
    201: one("The stored image with its variants."),
    ...cmsDenied,
    409: { description: "`idempotency-key-in-progress`." },
    ...refusedImage,
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/cms/media",
  operationId: "listMedia",
  tags,
  security,
  summary: "The media library, newest first",
  request: {
    query: z.object({
      q: z.string().max(100).optional().openapi({ description: "Words in the file name or alt text." }),
      limit: limitParam(24, 100),
      offset: offsetParam,
    }),
  },
  responses: {
    ...listResponse("A page of images and how many match.", mediaItemSchema),
    ...cmsDenied,
  },
});

const showRoute = createRoute({
  method: "get",
  path: "/cms/media/{id}",
  operationId: "getMedia",
  tags,
  security,
  summary: "One image, with its version as ETag",
  request: { params: idParam },
  responses: { 200: one("The image."), ...cmsDenied, 404: { description: "`media-not-found`." } },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/cms/media/{id}",
  operationId: "updateMedia",
  tags,
  security,
  summary: "Change an image's alt text",
  description: versionNote,
  request: {
    params: idParam,
    headers: z.object({ "if-match": z.string().max(40).optional() }),
    body: jsonBody(z.object({ alt, version: z.number().int().positive().max(2_147_483_647).optional() })),
  },
  responses: {
    200: one("The image as saved."),
    ...cmsDenied,
    404: { description: "`media-not-found`." },
    409: { description: "`edit-conflict`, with the image as it is now in `details.current`." },
  },
});

const replaceRoute = createRoute({
  method: "put",
  path: "/cms/media/{id}/file",
  operationId: "replaceMediaFile",
  tags,
  security,
  summary: "Replace an image's file, keeping its id",
  description: `The new file gets a new key and variants; the old files are removed once saved, and their addresses redirect to the new ones, so posts keep their images. ${versionNote}`,
  request: {
    params: idParam,
    headers: z.object({ "if-match": z.string().max(40).optional() }),
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: imageFile,
            version: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: one("The image with its new variants."),
    ...cmsDenied,
    404: { description: "`media-not-found`." },
    409: { description: "`edit-conflict`." },
    ...refusedImage,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/cms/media/{id}",
  operationId: "deleteMedia",
  tags,
  security,
  summary: "Move an image to the bin (30 days, then purged with its files), unless a post uses it",
  request: { params: idParam },
  responses: {
    204: { description: "In the bin; again is a no-op." },
    ...cmsDenied,
    404: { description: "`media-not-found`." },
    409: { description: "`media-in-use`: `details.posts` lists the posts showing it (cover or body)." },
  },
});

const bulkRoute = createRoute({
  method: "post",
  path: "/cms/media/bulk",
  operationId: "bulkMedia",
  tags,
  security,
  summary: "Delete many images and their files at once, all or none, unless a post uses one",
  description:
    "Each image deleted is audited as one deleted alone. One already deleted is counted in `unchanged`, so a retry is safe.",
  request: { body: bulkBody(MEDIA_BULK_ACTIONS) },
  responses: bulkResponses("images", "media-not-found", {
    409: {
      description: "`media-in-use`: `details.images` names each image posts still show, with the posts.",
    },
  }),
});

/** The file part of a multipart body, size checked before it is read into memory. */
async function uploadOf(file: File): Promise<MediaUpload> {
  if (file.size > MAX_IMAGE_BYTES) throw tooLarge(file.size);
  if (file.size === 0) throw new AppError("bad-request", "invalid-file", "file: the image is empty.");
  return { name: file.name, data: Buffer.from(await file.arrayBuffer()) };
}

/** The media library's API (scope `content:write`); every change is audited. */
export function mountMediaRoutes(api: ApiRouter): void {
  allowBodyUpTo(api, "/cms/media", MEDIA_BODY_LIMIT);
  allowBodyUpTo(api, "/cms/media/{id}/file", MEDIA_BODY_LIMIT);
  // The admin pages' own forms post the same files to their actions, so they work without scripts.
  allowPageBodyUpTo("/cms/media", MEDIA_BODY_LIMIT);
  allowPageBodyUpTo("/cms/media/:id", MEDIA_BODY_LIMIT);
  api.use("/cms/media", requireCms("content:write"));
  api.use("/cms/media/*", requireCms("content:write"));
  api.post("/cms/media", idempotent("cms-media"));

  api.openapi(bulkRoute, async (c) => {
    const { ids } = c.req.valid("json");
    return c.json({ data: await c.var.services.media.removeMany(await actorOf(c), ids) }, 200);
  });
  api.openapi(uploadRoute, async (c) => {
    const form = c.req.valid("form");
    const who = await actorOf(c);
    const item = await c.var.services.media.upload(who, {
      file: await uploadOf(form.file),
      alt: form.alt ?? "",
    });
    c.header("Location", `${c.var.services.config.SITE_API_PATH}/cms/media/${item.id}`);
    c.header("ETag", versionTag(item.version));
    return c.json({ data: item }, 201);
  });
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.media.list(c.req.valid("query")), 200);
  });
  api.openapi(showRoute, async (c) => {
    const item = await c.var.services.media.get(c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(item.version));
    return c.json({ data: item }, 200);
  });
  api.openapi(patchRoute, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], body.version);
    const item = await c.var.services.media.updateAlt(await actorOf(c), { id, base, alt: body.alt });
    c.header("ETag", versionTag(item.version));
    return c.json({ data: item }, 200);
  });
  api.openapi(replaceRoute, async (c) => {
    const { id } = c.req.valid("param");
    const form = c.req.valid("form");
    const base = baseVersionOf(c.req.valid("header")["if-match"], form.version);
    const file = await uploadOf(form.file);
    const item = await c.var.services.media.replace(await actorOf(c), { id, base, file });
    c.header("ETag", versionTag(item.version));
    return c.json({ data: item }, 200);
  });
  api.openapi(deleteRoute, async (c) => {
    await c.var.services.media.remove(await actorOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
}
