import { defineMessages, useT } from "../../lib/i18n.tsx";
import { type CoverChoice, CoverPicker } from "./cover-picker.tsx";
import { useVideoLookup } from "./relation-lookups.ts";
import { type RelationOption, RelationPicker } from "./relation-picker.tsx";

const m = defineMessages({
  title: { id: "cms.movie-form.title", defaultMessage: "Title" },
  synopsis: { id: "cms.movie-form.synopsis", defaultMessage: "Synopsis" },
  year: { id: "cms.movie-form.year", defaultMessage: "Year" },
  runtime: { id: "cms.movie-form.runtime", defaultMessage: "Runtime (minutes)" },
  rating: { id: "cms.movie-form.rating", defaultMessage: "Rating" },
  genres: { id: "cms.movie-form.genres", defaultMessage: "Genres (one a line)" },
  cast: { id: "cms.movie-form.cast", defaultMessage: "Cast (one a line)" },
  poster: { id: "cms.movie-form.poster", defaultMessage: "Poster" },
  noPoster: { id: "cms.movie-form.no-poster", defaultMessage: "No poster" },
  feature: { id: "cms.movie-form.feature", defaultMessage: "Feature video" },
  trailer: { id: "cms.movie-form.trailer", defaultMessage: "Trailer video" },
  placeholder: { id: "cms.movie-form.placeholder", defaultMessage: "Words in its title" },
  published: { id: "cms.movie-form.published", defaultMessage: "Published" },
});

/** What the film form shows: a saved film, or the blanks of a new one. */
export type MovieFieldValues = {
  title: string;
  synopsis: string;
  year: number | null;
  runtime_minutes: number;
  rating: string | null;
  genres: string[];
  cast: string[];
  poster_media_id: number | null;
  video_id: number | null;
  trailer_video_id: number | null;
  published: boolean;
};

export const NEW_MOVIE: MovieFieldValues = {
  title: "",
  synopsis: "",
  year: null,
  runtime_minutes: 0,
  rating: null,
  genres: [],
  cast: [],
  poster_media_id: null,
  video_id: null,
  trailer_video_id: null,
  published: false,
};

const input = "mt-1 w-full rounded-lg border border-line bg-surface px-3 py-2";

function Field(props: { name: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={`movie-${props.name}`} className="block text-sm font-medium">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`movie-${props.name}-error`} className="text-sm text-red-700 dark:text-red-300">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The film's details, shared by the new-film and edit screens; genres and cast one a line. */
export function MovieFields({
  movie,
  videos,
  posters,
  errors,
}: {
  movie: MovieFieldValues;
  /** The media library's newest images (and the film's poster), to pick the poster from. */
  posters: CoverChoice[];
  /** The feature and trailer as the pickers start with them. */
  videos: { feature: RelationOption[]; trailer: RelationOption[] };
  errors: Record<string, string>;
}) {
  const videoLookup = useVideoLookup();
  const t = useT();
  const described = (name: string) => (errors[name] ? `movie-${name}-error` : undefined);
  const text = (name: keyof MovieFieldValues, label: string, type = "text") => (
    <Field name={name} label={label} error={errors[name]}>
      <input
        id={`movie-${name}`}
        name={name}
        type={type}
        defaultValue={String(movie[name] ?? "")}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
        className={input}
      />
    </Field>
  );
  const list = (name: "genres" | "cast" | "synopsis", label: string, rows: number) => (
    <Field name={name} label={label} error={errors[name]}>
      <textarea
        id={`movie-${name}`}
        name={name}
        rows={rows}
        defaultValue={Array.isArray(movie[name]) ? (movie[name] as string[]).join("\n") : String(movie[name])}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
        className={input}
      />
    </Field>
  );
  return (
    <>
      {text("title", t(m.title))}
      {list("synopsis", t(m.synopsis), 4)}
      {text("year", t(m.year), "number")}
      {text("runtime_minutes", t(m.runtime), "number")}
      {text("rating", t(m.rating))}
      {list("genres", t(m.genres), 3)}
      {list("cast", t(m.cast), 4)}
      <CoverPicker
        label={t(m.poster)}
        name="poster_media_id"
        none={t(m.noPoster)}
        choices={posters}
        defaultValue={movie.poster_media_id === null ? "" : String(movie.poster_media_id)}
        error={errors.poster_media_id ?? null}
      />
      {(
        [
          [m.feature, "video_id", "feature"],
          [m.trailer, "trailer_video_id", "trailer"],
        ] as const
      ).map(([label, name, video]) => (
        <RelationPicker
          key={name}
          label={t(label)}
          name={name}
          lookup={videoLookup}
          initial={videos[video]}
          error={errors[name]}
          placeholder={t(m.placeholder)}
        />
      ))}
      <label className="flex items-center gap-2">
        <input type="checkbox" name="published" defaultChecked={movie.published} /> {t(m.published)}
      </label>
    </>
  );
}
