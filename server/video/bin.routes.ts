import { createRoute } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { cmsDenied, dataResponse, idParam } from "../http/openapi-parts.ts";
import { actorOf } from "../http/staff-actor.ts";
import { BIN_DAYS } from "../platform/bin.ts";
import { cmsMovie } from "./movies/cms.routes.ts";
import { viewOf } from "./service.ts";
import { videoSchema } from "./videos.routes.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
const kept = `Kept in the bin for ${BIN_DAYS} days, then purged with its files.`;

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
/** Videos and films to the bin and back: the same editors' guard and audit as the video and film routes. */
export function mountVideoBinRoutes(api: ApiRouter): void {
  // /cms/videos/* and /cms/movies/* carry their guards from their own mounts.

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
}
