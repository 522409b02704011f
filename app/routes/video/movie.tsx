import { useState } from "react";
import { Link, useLoaderData } from "react-router";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { filmFacts, MoviePoster } from "../../components/video/movie-card.tsx";
import { clock, MoviePlayer } from "../../components/video/movie-player.tsx";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { DESCRIPTION, pageMeta, pictureMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/movie";
import { movieData } from "./movies.server.ts";

const m = defineMessages({
  allFilms: {
    id: "video.movie.all-films",
    defaultMessage: "All films",
    description: "Link back to the film list",
  },
  trailerTitle: {
    id: "video.movie.trailer-title",
    defaultMessage: "{title}: trailer",
    description: "Names the trailer's player; title is the film's",
  },
  resume: {
    id: "video.movie.resume",
    defaultMessage: "Resume from {time}",
    description: "Button; time is where the fan stopped, like 1:02:45",
  },
  play: { id: "video.movie.play", defaultMessage: "Play", description: "Button: play the film" },
  signIn: { id: "video.movie.sign-in", defaultMessage: "Sign in to watch" },
  plans: {
    id: "video.movie.plans",
    defaultMessage: "Included in plans with Movies",
    description: "Link to the plans, for a fan whose plan does not include films",
  },
  trailer: { id: "video.movie.trailer", defaultMessage: "Watch the trailer" },
  genres: { id: "video.movie.genres", defaultMessage: "Genres" },
  cast: { id: "video.movie.cast", defaultMessage: "Cast", description: "The film's actors" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  if (!data) return pageMeta(matches, navMessages.movies);
  const { movie } = data;
  // The library poster is the film's card where shared; without one the site's own picture stands in.
  return pageMeta(
    matches,
    movie.title,
    movie.synopsis || DESCRIPTION,
    movie.poster ? pictureMeta(matches, movie.poster) : [],
  );
};

export const handle = { colorMode: "dark" };

export const loader = (args: Route.LoaderArgs) => movieData(args);

const button = "rounded-lg px-4 py-2 text-sm font-semibold";

export default function MoviePage() {
  const t = useT();
  const { movie, watch } = useLoaderData<typeof loader>();
  const [playing, setPlaying] = useState<"feature" | "trailer" | null>(null);
  // Under the API path: the player calls it through the API client.
  const base = `/movies/${movie.id}`;
  const resume = movie.position_seconds ?? 0;
  return (
    <article className="space-y-4">
      <p className="text-sm">
        <Link to="/movies" className="underline">
          {t(m.allFilms)}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{movie.title}</h1>
      <p className="text-sm text-muted">{filmFacts(movie, t)}</p>
      {playing === "feature" ? (
        <MoviePlayer
          key="feature"
          title={movie.title}
          streamPath={`${base}/stream`}
          progressPath={`${base}/progress`}
          startAt={resume}
          poster={movie.poster_url}
        />
      ) : playing === "trailer" ? (
        <MoviePlayer
          key="trailer"
          title={t(m.trailerTitle, { title: movie.title })}
          streamPath={`${base}/trailer/stream`}
        />
      ) : (
        <MoviePoster
          film={movie}
          className="max-w-3xl"
          sizes="(min-width: 768px) 768px, 100vw"
          loading="eager"
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {/* While a part plays, its own button gives way to the player's controls. */}
        {!movie.has_feature || playing === "feature" ? null : watch === "entitled" ? (
          <button
            type="button"
            className={`${button} bg-accent text-accent-fg`}
            onClick={() => setPlaying("feature")}
          >
            {resume > 0 ? t(m.resume, { time: clock(resume) }) : t(m.play)}
          </button>
        ) : watch === "guest" ? (
          <Link
            to={`/login?redirectTo=${encodeURIComponent(`/movies/${movie.id}`)}`}
            className={`${button} bg-accent text-accent-fg`}
          >
            {t(m.signIn)}
          </Link>
        ) : (
          <Link to="/pricing" className={`${button} bg-accent text-accent-fg`}>
            {t(m.plans)}
          </Link>
        )}
        {movie.has_trailer && playing !== "trailer" ? (
          <button
            type="button"
            className={`${button} border border-line`}
            onClick={() => setPlaying("trailer")}
          >
            {t(m.trailer)}
          </button>
        ) : null}
      </div>
      <p className="max-w-prose">{movie.synopsis}</p>
      <dl className="grid max-w-prose grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {movie.genres.length > 0 ? (
          <>
            <dt className="font-semibold">{t(m.genres)}</dt>
            <dd>{movie.genres.join(", ")}</dd>
          </>
        ) : null}
        {movie.cast.length > 0 ? (
          <>
            <dt className="font-semibold">{t(m.cast)}</dt>
            <dd>{movie.cast.join(", ")}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}
