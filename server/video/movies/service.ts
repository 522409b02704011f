import type { Db } from "../../db/connect.ts";
import { bindAll } from "../../platform/bind.ts";
import type { Jobs } from "../../platform/jobs.ts";
import type { VideoService } from "../service.ts";
import { createMovie, listCmsMovies, readCmsMovie, updateMovie } from "./cms.ts";
import { movieDemoJob, seedDemoMoviesIfEmpty } from "./demo.ts";
import { filmForm, filmInput } from "./input.ts";
import { continueWatching, listMovies, movieGenres, readMovie } from "./movies.ts";

/** The film library's long-lived part (the demo films' media job), and its reads and edits as pages reach them. */
export function createMovieService(deps: {
  db: Db;
  jobs: Jobs;
  video: VideoService;
  /** What the fans' reads need beyond the database: stream addresses for trailer frames, library posters. */
  playback: Parameters<typeof listMovies>[0];
}) {
  const job = movieDemoJob({ db: deps.db, video: deps.video });
  return {
    job,
    /** Demo films for an empty library in a site running the simulator; null when none were added. */
    seedDemo: () => seedDemoMoviesIfEmpty(deps.db, deps.jobs, job),
    ...bindAll(deps.playback, { listMovies, readMovie, continueWatching }),
    ...bindAll(deps.db, { movieGenres, listCmsMovies, readCmsMovie, createMovie, updateMovie }),
    // The admin area's film forms validate with the API's own schemas.
    filmInput,
    filmForm,
  };
}

export type MovieService = ReturnType<typeof createMovieService>;
