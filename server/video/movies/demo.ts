import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { defineJob, type Jobs } from "../../platform/jobs.ts";
import { renderDemoClip } from "../demo-media.ts";
import { videos } from "../schema.ts";
import type { VideoService } from "../service.ts";
import { movies } from "./schema.ts";

/**
 * Short clips keep seeding quick. The films claim no runtime of their own: the catalogue shows
 * the length their media has, so a demo film reads "20 s", never a feature's "96 min".
 */
const FEATURE_SECONDS = 20;
const TRAILER_SECONDS = 6;
const CREATED_BY = "demo-movies";

const clip = { source: "upload", status: "uploading", createdBy: CREATED_BY } as const;

const DEMO_MOVIES = [
  {
    title: "The Long Season",
    synopsis: "A year inside a promoted club, from the first training session to the last day's escape.",
    year: 2024,
    rating: "12A",
    genres: ["Documentary", "Sport"],
    cast: ["Mara Ellis", "Tomás Reyes", "Jon Okafor"],
  },
  {
    title: "Offside Hearts",
    synopsis: "Two rival fans share a flat for a derby weekend, and neither will give an inch.",
    year: 2023,
    rating: "15",
    genres: ["Comedy", "Drama"],
    cast: ["Priya Nair", "Sam Holt"],
  },
  {
    title: "Keepers",
    synopsis: "The loneliest position in the game, told by five goalkeepers across three generations.",
    year: 2022,
    rating: "PG",
    genres: ["Documentary"],
    cast: ["Elena Brandt", "Kwame Mensah", "Luca Ferri"],
  },
  {
    title: "Sunday League",
    synopsis: "An under-11s team with no pitch, no kit and one very determined coach.",
    year: 2021,
    rating: "U",
    genres: ["Family", "Comedy"],
    cast: ["Grace Adeyemi", "Owen Price"],
  },
];

/** Renders and queues the demo films' clips left waiting; the transcoding job does the rest. */
export const movieDemoJob = (deps: { db: Db; video: VideoService }) =>
  defineJob({
    name: "movie-demo-media",
    payload: z.object({}),
    retries: 1,
    async handle(job) {
      const { db, video } = deps;
      const waiting = await db
        .select({ id: videos.id, title: videos.title, kind: videos.kind })
        .from(videos)
        .where(and(eq(videos.createdBy, CREATED_BY), eq(videos.status, "uploading")));
      await video.store.ensure();
      for (const [index, clip] of waiting.entries()) {
        const seconds = clip.kind === "trailer" ? TRAILER_SECONDS : FEATURE_SECONDS;
        await renderDemoClip(video.store.source(clip.id), { kind: "caption", caption: clip.title }, seconds);
        await video.queue(clip.id);
        await job.progress({ done: index + 1, total: waiting.length, message: clip.title });
      }
    },
  });

/**
 * Writes the demo films with their feature and trailer rows into an empty library, then queues
 * the clips, so the catalogue is there at once and playable a little later.
 */
export async function seedDemoMoviesIfEmpty(db: Db, jobs: Jobs, kind: ReturnType<typeof movieDemoJob>) {
  const [existing] = await db.select({ n: count() }).from(movies);
  if ((existing?.n ?? 0) > 0) return null;
  const seeded = await db.transaction(async (tx) => {
    for (const film of DEMO_MOVIES) {
      const [feature, trailer] = await tx
        .insert(videos)
        .values([
          { ...clip, title: film.title, kind: "movie", entitlement: "movies" },
          { ...clip, title: `${film.title}: trailer`, kind: "trailer", entitlement: null },
        ])
        .returning({ id: videos.id });
      const slug = film.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      await tx
        .insert(movies)
        .values({ ...film, slug, videoId: feature!.id, trailerVideoId: trailer!.id, published: true });
    }
    return DEMO_MOVIES.length;
  });
  await jobs.send(kind, {}, { singletonKey: "movie-demo-media" });
  return seeded;
}
