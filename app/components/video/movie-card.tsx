import { Link } from "react-router";
import type { MediaImage } from "../../../server/content/media/types.ts";
import { loadableImage } from "../../lib/loadable-image.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { ResponsiveImage } from "../content/responsive-image.tsx";
import { clock } from "./movie-player.tsx";

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
export function filmLength(seconds: number | null): string | null {
  if (seconds === null || !(seconds > 0)) return null;
  return seconds < 60 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`;
}

/** What the catalogue says of a film in one line: year, rating and length. */
export const filmFacts = (film: MovieCardFilm) =>
  [film.year, film.rating, filmLength(film.length_seconds)].filter(Boolean).join(" · ");

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
  return (
    <li className="rounded-2xl border border-line bg-surface p-3">
      <Link to={`/movies/${film.id}`} className="block space-y-2">
        <MoviePoster film={film} />
        <span className="block font-semibold">{film.title}</span>
      </Link>
      <p className="text-sm text-muted">{filmFacts(film)}</p>
      {film.position_seconds ? (
        <p className="text-sm">Stopped at {clock(film.position_seconds)}</p>
      ) : (
        <p className="text-sm text-muted">{film.genres.join(", ")}</p>
      )}
    </li>
  );
}
