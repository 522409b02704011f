import { Link } from "react-router";
import type { MediaImage } from "../../../server/content/media/types.ts";
import type { MessageDescriptor, MessageValues } from "../../../shared/i18n/messages.ts";
import { defineMessages, translatorFor, useT } from "../../lib/i18n.tsx";
import { loadableImage } from "../../lib/loadable-image.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { ResponsiveImage } from "../content/responsive-image.tsx";
import { clock } from "./movie-player.tsx";

const m = defineMessages({
  minutes: {
    id: "video.film.minutes",
    defaultMessage: "{minutes} min",
    description: "A film's length in minutes, short",
  },
  seconds: {
    id: "video.film.seconds",
    defaultMessage: "{seconds} s",
    description: "A short clip's length in seconds, short",
  },
  stoppedAt: {
    id: "video.film.stopped-at",
    defaultMessage: "Stopped at {time}",
    description: "Where the fan stopped watching a film; time like 1:02:45",
  },
});

type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

export type MovieCardFilm = {
  id: number;
  title: string;
  year: number | null;
  rating: string | null;
  length_seconds: number | null;
  genres: string[];
  /** The poster picked from the media library, drawn with its own alt text. */
  poster?: MediaImage | null;
  poster_url: string | null;
  position_seconds?: number | null;
};

/** A film's length as its media says, "96 min" or "20 s" for a short cut; null when not known yet. */
export function filmLength(seconds: number | null, t: Translate = translatorFor("en")): string | null {
  if (seconds === null || !(seconds > 0)) return null;
  return seconds < 60
    ? t(m.seconds, { seconds: Math.round(seconds) })
    : t(m.minutes, { minutes: Math.round(seconds / 60) });
}

/** What the catalogue says of a film in one line: year, rating and length. */
export const filmFacts = (film: MovieCardFilm, t: Translate = translatorFor("en")) =>
  [film.year, film.rating, filmLength(film.length_seconds, t)].filter(Boolean).join(" · ");

/** A film's poster: the image when there is one, else its title set on a plain card. */
export function MoviePoster({
  film,
  className = "",
  sizes = "(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw",
  loading,
}: {
  film: MovieCardFilm;
  className?: string;
  /** The rendered width, for the library poster's `sizes`. */
  sizes?: string;
  loading?: "lazy" | "eager";
}) {
  const { imageHost } = usePublicConfig();
  if (film.poster)
    return (
      <ResponsiveImage
        image={film.poster}
        sizes={sizes}
        loading={loading}
        className={`aspect-video h-auto w-full rounded-xl bg-black object-cover ${className}`}
      />
    );
  const typedIn = loadableImage(film.poster_url, imageHost);
  return typedIn ? (
    <img
      src={typedIn}
      alt=""
      className={`aspect-video w-full rounded-xl bg-black object-cover ${className}`}
    />
  ) : (
    <div
      aria-hidden="true"
      className={`flex aspect-video w-full items-center justify-center rounded-xl bg-gradient-to-br from-slate-800 to-slate-950 p-3 text-center font-semibold text-white ${className}`}
    >
      {film.title}
    </div>
  );
}

export function MovieCard({ film }: { film: MovieCardFilm }) {
  const t = useT();
  return (
    <li className="rounded-2xl border border-line bg-surface p-3">
      <Link to={`/movies/${film.id}`} className="block space-y-2">
        <MoviePoster film={film} />
        <span className="block font-semibold">{film.title}</span>
      </Link>
      <p className="text-sm text-muted">{filmFacts(film, t)}</p>
      {film.position_seconds ? (
        <p className="text-sm">{t(m.stoppedAt, { time: clock(film.position_seconds) })}</p>
      ) : (
        <p className="text-sm text-muted">{film.genres.join(", ")}</p>
      )}
    </li>
  );
}
