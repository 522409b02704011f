import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { cmsDenied, dataResponse } from "../http/openapi-parts.ts";
import { listOf } from "../http/pagination.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { BIN_DAYS } from "./bin.ts";
import { cmsMovie } from "./movies/cms.routes.ts";
import { viewOf } from "./service.ts";
import { videoSchema } from "./videos.routes.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const binType = z.enum(["video", "movie"]);
const kept = `Kept in the bin for ${BIN_DAYS} days, then purged with its files.`;

const binEntry = z
  .object({
    type: binType,
    id: z.number().int(),
    title: z.string(),
    deleted_at: z.string(),
    deleted_by: z
      .object({ id: z.string(), name: z.string().nullable(), account: z.boolean() })
      .nullable()
      .openapi({ description: "Who deleted it: an account (with its display name) or an automation." }),
    purge_at: z.string(),
    days_left: z.number().int(),
  })
  .openapi("BinEntry");

const trashVideoRoute = createRoute({
  method: "delete",
  path: "/cms/videos/{id}",
  operationId: "deleteVideo",
  tags,
  security,
  summary: "Move a video to the bin (audited as `video.delete`)",
  description: `${kept} A second DELETE answers the same.`,
  request: { params: idParam },
  responses: {
    204: { description: "In the bin." },
    ...cmsDenied,
    404: { description: "`video-not-found`." },
  },
});
const restoreVideoRoute = createRoute({
  method: "post",
  path: "/cms/videos/{id}/restore",
  operationId: "restoreVideo",
  tags,
  security,
  summary: "Bring a video back from the bin as it was (audited as `video.restore`)",
  request: { params: idParam },
  responses: {
    200: dataResponse("The video, back everywhere it was.", videoSchema),
    ...cmsDenied,
    404: { description: "`video-not-found`." },
  },
});
const trashMovieRoute = createRoute({
  method: "delete",
  path: "/cms/movies/{id}",
  operationId: "deleteMovie",
  tags,
  security,
  summary: "Move a film to the bin (audited as `movie.delete`)",
  description: `${kept} A second DELETE answers the same.`,
  request: { params: idParam },
  responses: {
    204: { description: "In the bin." },
    ...cmsDenied,
    404: { description: "`movie-not-found`." },
  },
});
const restoreMovieRoute = createRoute({
  method: "post",
  path: "/cms/movies/{id}/restore",
  operationId: "restoreMovie",
  tags,
  security,
  summary: "Bring a film back from the bin as it was (audited as `movie.restore`)",
  request: { params: idParam },
  responses: {
    200: dataResponse("The film, back where it was.", cmsMovie),
    ...cmsDenied,
    404: { description: "`movie-not-found`." },
  },
});
const listRoute = createRoute({
  method: "get",
  path: "/cms/bin",
  operationId: "listBin",
  tags,
  security,
  summary: "Deleted videos and films, most recently deleted first, with the days each has left",
  responses: {
    200: {
      description: "The bin, whole.",
      content: { "application/json": { schema: listOf(binEntry) } },
    },
    ...cmsDenied,
  },
});
const purgeRoute = createRoute({
  method: "delete",
  path: "/cms/bin/{type}/{id}",
  operationId: "purgeBinEntry",
  tags,
  security,
  summary: "Delete a binned video or film for good, now (audited as `video.purge` / `movie.purge`)",
  request: { params: idParam.extend({ type: binType }) },
  responses: {
    204: { description: "Gone for good, a video with its files." },
    ...cmsDenied,
    404: { description: "`video-not-found`, `movie-not-found`." },
    409: { description: "`video-not-in-bin`, `movie-not-in-bin`: move it to the bin first." },
  },
});

/** The bin of the video area: the same editors' guard and audit as the video and film routes. */
export function mountVideoBinRoutes(api: ApiRouter): void {
  // /cms/videos/* and /cms/movies/* carry their guards from their own mounts.
  api.use("/cms/bin", requireCms("content:write"));
  api.use("/cms/bin/*", requireCms("content:write"));

  api.openapi(trashVideoRoute, async (c) => {
    await c.var.services.video.bin.trashVideo(c.req.valid("param").id, await actorOf(c));
    return c.body(null, 204);
  });
  api.openapi(restoreVideoRoute, async (c) => {
    const row = await c.var.services.video.bin.restoreVideo(c.req.valid("param").id, await actorOf(c));
    return c.json({ data: viewOf(row) }, 200);
  });
  api.openapi(trashMovieRoute, async (c) => {
    await c.var.services.video.bin.trashMovie(c.req.valid("param").id, await actorOf(c));
    return c.body(null, 204);
  });
  api.openapi(restoreMovieRoute, async (c) => {
    const movie = await c.var.services.video.bin.restoreMovie(c.req.valid("param").id, await actorOf(c));
    return c.json({ data: movie }, 200);
  });
  api.openapi(listRoute, async (c) => {
    const data = await c.var.services.video.namedBinEntries();
    c.header("Cache-Control", "no-store");
    return c.json({ data, total: data.length }, 200);
  });
  api.openapi(purgeRoute, async (c) => {
    const { type, id } = c.req.valid("param");
    await c.var.services.video.bin.purgeNow(type, id, await actorOf(c));
    return c.body(null, 204);
  });
}
