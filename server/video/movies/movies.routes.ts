import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { callerOf } from "../../http/caller.ts";
import { AppError } from "../../http/errors.ts";
import { dataResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { renewQuery, streamAddressSchema } from "../playback.ts";
import { filmFactsShape } from "./api-shapes.ts";
import { mountMovieCmsRoutes } from "./cms.routes.ts";
import { listMovies, movieStream, readMovie, saveProgress } from "./movies.ts";

const tags = ["Movies"];
const movie = z
  .object({
    ...filmFactsShape,
    length_seconds: z.number().nullable().openapi({
      description:
        "How long the feature plays, measured from its media (an external feature: the runtime given); null until known.",
    }),
    rating: z.string().nullable(),
    genres: z.array(z.string()),
    cast: z.array(z.string()),
    poster: z
      .object({
        id: z.number().int(),
        alt: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        variants: z.array(
          z.object({ format: z.enum(["avif", "webp", "jpeg"]), width: z.number().int(), url: z.string() }),
        ),
      })
      .nullable()
      .openapi({
        description: "The poster picked from the media library, with its alt text and every size.",
      }),
    poster_url: z.string().nullable().openapi({
      description: "The poster's largest JPEG, else an address given, else the trailer's poster frame.",
    }),
    has_feature: z.boolean(),
    has_trailer: z.boolean(),
  })
  .openapi("Movie");
const stream = streamAddressSchema.openapi("MovieStream");
const missing = { 404: { description: "`movie-not-found`, `movie-video-missing`." } };

const listRoute = createRoute({
  method: "get",
  path: "/movies",
  operationId: "listMovies",
  tags,
  summary: "The published films, newest first",
  request: {
    query: z.object({
      q: z
        .string()
        .trim()
        .max(200)
        .optional()
        .openapi({ description: "Words in the title, synopsis or cast." }),
      genre: z.string().trim().max(60).optional().openapi({ example: "Documentary" }),
    }),
  },
  responses: {
    200: dataResponse("The films; browsing is free, watching the feature needs `movies`.", z.array(movie)),
    400: { description: "`invalid-q`, `invalid-genre`." },
  },
});
const readRoute = createRoute({
  method: "get",
  path: "/movies/{id}",
  operationId: "getMovie",
  tags,
  summary: "One film, with where the signed-in caller stopped",
  request: { params: idParam },
  responses: {
    200: dataResponse(
      "The film; `position_seconds` is null for guests and films not begun.",
      movie.extend({ position_seconds: z.number().int().nullable() }),
    ),
    404: { description: "`movie-not-found`." },
  },
});
const streamResponses = {
  200: dataResponse(
    "The address to play, valid until `expires_at`; ask again before then to keep watching.",
    stream,
  ),
  ...missing,
  409: { description: "`video-not-ready`." },
};
const featureRoute = createRoute({
  method: "get",
  path: "/movies/{id}/stream",
  operationId: "getMovieStream",
  tags,
  summary: "Play the film (accounts with `movies`)",
  description:
    "The address works for five minutes (`expires_at`); ask again before then with `renew` set to the token " +
    "in the current address, which keeps the same stream instead of taking another of the account's two.",
  request: {
    params: idParam,
    query: renewQuery,
  },
  responses: {
    ...streamResponses,
    401: { description: "`sign-in-required`." },
    403: { description: "`entitlement-required` with `details.pricing`." },
  },
});
const trailerRoute = createRoute({
  method: "get",
  path: "/movies/{id}/trailer/stream",
  operationId: "getMovieTrailerStream",
  tags,
  summary: "Play the film's trailer (everyone)",
  request: { params: idParam },
  responses: streamResponses,
});
const progressInput = z.object({
  position_seconds: z.number().min(0).max(1_000_000).openapi({ example: 754 }),
  at: z.string().datetime({ offset: true }).optional().openapi({
    description: "When the player read the position; an older write than the stored one is ignored.",
  }),
});
const progressRoute = createRoute({
  method: "put",
  path: "/movies/{id}/progress",
  operationId: "saveMovieProgress",
  tags,
  summary: "Save where the caller stopped (accounts); the same body twice changes nothing",
  request: {
    params: idParam,
    body: jsonBody(progressInput),
  },
  responses: {
    200: dataResponse(
      "The stored position, clamped to the film's length.",
      z.object({ position_seconds: z.number().int(), updated_at: z.string() }),
    ),
    400: { description: "`invalid-position-seconds`, `invalid-at`." },
    401: { description: "`sign-in-required`." },
    404: { description: "`movie-not-found`." },
  },
});

/** The public film library, its playback and each account's place in it. */
export function mountMovieRoutes(api: ApiRouter): void {
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await listMovies(c.var.services, c.req.valid("query")) }, 200);
  });
  api.openapi(readRoute, async (c) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    const userId = caller.kind === "account" ? Number(caller.id) : null;
    c.header("Cache-Control", "no-store");
    return c.json({ data: await readMovie(c.var.services, c.req.valid("param").id, userId) }, 200);
  });
  api.openapi(featureRoute, async (c) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    const data = await movieStream(c.var.services, caller, c.req.valid("param").id, "feature", {
      request: c.req.raw,
      renew: c.req.valid("query").renew,
    });
    return c.json({ data }, 200);
  });
  api.openapi(trailerRoute, async (c) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json(
      { data: await movieStream(c.var.services, caller, c.req.valid("param").id, "trailer") },
      200,
    );
  });
  api.openapi(progressRoute, async (c) => {
    const caller = await callerOf(c.req.raw, c.var.services);
    if (caller.kind !== "account") {
      throw new AppError("unauthenticated", "sign-in-required", "Sign in to keep your place in a film.");
    }
    const data = await saveProgress(
      c.var.services,
      Number(caller.id),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json({ data }, 200);
  });
  mountMovieCmsRoutes(api);
}
