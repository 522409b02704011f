import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { idempotent } from "../../http/idempotency.ts";
import { cmsDenied, dataResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { filmFactsShape } from "./api-shapes.ts";
import { filmInput, filmPatch } from "./input.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];

/** A film as the admin API shows it. */
export const cmsMovie = z
  .object({
    ...filmFactsShape,
    rating: z.string().nullable(),
    genres: z.array(z.string()),
    cast: z.array(z.string()),
    poster_url: z.string().nullable(),
    poster_media_id: z.number().int().nullable(),
    video_id: z.number().int().nullable(),
    trailer_video_id: z.number().int().nullable(),
    published: z.boolean(),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .openapi("CmsMovie");

const ifMatch = z.object({ "if-match": z.string().optional().openapi({ example: '"3"' }) });

const listRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/cms/movies",
  operationId: "listCmsMovies",
  summary: "Every film, published or not, last edited first (editors)",
  responses: { 200: dataResponse("The films.", z.array(cmsMovie)), ...cmsDenied },
});
const createRoute_ = createRoute({
  tags,
  security,
  method: "post",
  path: "/cms/movies",
  operationId: "createMovie",
  summary: "Add a film (editors); audited as `movie.create`",
  request: { body: jsonBody(filmInput) },
  responses: {
    201: dataResponse("The new film.", cmsMovie),
    400: {
      description:
        "`invalid-<field>`, `invalid-video-id`, `invalid-trailer-video-id`, `invalid-poster-media-id`.",
    },
    ...cmsDenied,
    409: { description: "`movie-slug-taken`, `idempotency-key-in-progress`." },
    422: { description: "`idempotency-key-reused`." },
  },
});
const readRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/cms/movies/{id}",
  operationId: "getCmsMovie",
  summary: "One film, with its version as ETag (editors)",
  request: { params: idParam },
  responses: {
    200: dataResponse("The film.", cmsMovie),
    ...cmsDenied,
    404: { description: "`movie-not-found`." },
  },
});
const changeRoute = createRoute({
  tags,
  security,
  method: "patch",
  path: "/cms/movies/{id}",
  operationId: "changeMovie",
  summary: "Edit a film (editors); audited as `movie.update`",
  description: 'Send the version you read as `If-Match: "3"` or the body\'s `version`.',
  request: { params: idParam, headers: ifMatch, body: jsonBody(filmPatch) },
  responses: {
    200: dataResponse("The film after the change.", cmsMovie),
    400: {
      description: "`version-required`, `invalid-<field>`, `invalid-video-id`, `invalid-poster-media-id`.",
    },
    ...cmsDenied,
    404: { description: "`movie-not-found`." },
    409: { description: "`edit-conflict` with `details.current`, `movie-slug-taken`." },
  },
});

/** The admin area's film library, for editors. */
export function mountMovieCmsRoutes(api: ApiRouter): void {
  const once = idempotent("cms-movies");
  api.use("/cms/movies", requireCms("content:write"), (c, next) =>
    c.req.method === "POST" ? once(c, next) : next(),
  );
  api.use("/cms/movies/*", requireCms("content:write"));
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.movies.listCmsMovies() }, 200);
  });
  api.openapi(createRoute_, async (c) => {
    const movie = await c.var.services.movies.createMovie(await actorOf(c), c.req.valid("json"));
    c.header("ETag", versionTag(movie.version));
    return c.json({ data: movie }, 201);
  });
  api.openapi(readRoute, async (c) => {
    const movie = await c.var.services.movies.readCmsMovie(c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(movie.version));
    return c.json({ data: movie }, 200);
  });
  api.openapi(changeRoute, async (c) => {
    const { version, ...patch } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const movie = await c.var.services.movies.updateMovie(
      await actorOf(c),
      c.req.valid("param").id,
      base,
      patch,
    );
    c.header("ETag", versionTag(movie.version));
    return c.json({ data: movie }, 200);
  });
}
