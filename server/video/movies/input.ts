import { z } from "@hono/zod-openapi";
import { textField } from "../../http/text-field.ts";

// What the API and the admin area's film pages take, defined once: a page validates its form with the
// very schema the API uses (`formFields` reads a form into this shape).

const videoId = z.number().int().positive().max(2_147_483_647).nullable();
const names = z.array(z.string().trim().min(1).max(120)).max(50);

export const filmFields = {
  title: textField(200, "film title"),
  slug: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]*$/, "Use lowercase letters, digits and hyphens")
    .optional(),
  synopsis: z.string().trim().max(5000),
  year: z.number().int().min(1888).max(2100).nullable(),
  runtime_minutes: z.number().int().min(0).max(1000),
  rating: z.string().trim().max(10).nullable(),
  genres: names,
  cast: names,
  poster_url: z
    .string()
    .trim()
    .max(1000)
    .regex(/^(https:\/\/|\/)/, "Enter an https:// address or a path on this site")
    .nullable(),
  poster_media_id: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .openapi({ description: "An image of the media library (GET /cms/media) as the film's poster." }),
  video_id: videoId,
  trailer_video_id: videoId,
  published: z.boolean(),
};

/** A new film: `POST /api/cms/movies`, and the "New film" page. */
export const filmInput = z.object({
  ...filmFields,
  synopsis: filmFields.synopsis.default(""),
  year: filmFields.year.default(null),
  runtime_minutes: filmFields.runtime_minutes.default(0),
  rating: filmFields.rating.default(null),
  genres: filmFields.genres.default([]),
  cast: filmFields.cast.default([]),
  poster_url: filmFields.poster_url.default(null),
  poster_media_id: filmFields.poster_media_id.default(null),
  video_id: videoId.default(null),
  trailer_video_id: videoId.default(null),
  published: filmFields.published.default(false),
});

/** Changed details: `PATCH /api/cms/movies/{id}`. */
export const filmPatch = z
  .object(filmFields)
  .partial()
  .extend({ version: z.number().int().min(0).optional() });

/**
 * The film page's form: every field it shows, each sent (an emptied synopsis arrives as no value),
 * and the version it was read at. The slug and a poster address are the API's alone.
 */
export const filmForm = z.object({
  title: filmFields.title,
  synopsis: filmFields.synopsis.default(""),
  year: filmFields.year,
  runtime_minutes: filmFields.runtime_minutes,
  rating: filmFields.rating,
  genres: filmFields.genres,
  cast: filmFields.cast,
  poster_media_id: filmFields.poster_media_id,
  video_id: filmFields.video_id,
  trailer_video_id: filmFields.trailer_video_id,
  published: filmFields.published,
  version: z.number().int().min(0),
});
