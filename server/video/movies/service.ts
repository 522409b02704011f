import type { Db } from "../../db/connect.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { VideoService } from "../service.ts";
import { movieDemoJob, seedDemoMoviesIfEmpty } from "./demo.ts";

/** The film library's long-lived part: the demo films' media job. Reads and writes are plain functions. */
export function createMovieService(deps: { db: Db; jobs: Jobs; video: VideoService }) {
  const job = movieDemoJob({ db: deps.db, video: deps.video });
  return {
    job,
    /** Demo films for an empty library in a site running the simulator; null when none were added. */
    seedDemo: () => seedDemoMoviesIfEmpty(deps.db, deps.jobs, job),
  };
}

export type MovieService = ReturnType<typeof createMovieService>;
