import { Form, Link, useActionData, useLoaderData } from "react-router";
import { MovieFields } from "../../../components/cms/movie-fields.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movie";
import { cmsMovieAction, cmsMovieLoader } from "./movies.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, `${data?.movie.title ?? "Film"} · CMS`);
export const loader = (args: Route.LoaderArgs) => cmsMovieLoader(args);
export const action = (args: Route.ActionArgs) => cmsMovieAction(args);

export default function CmsMovie() {
  const { movie, videos, posters, binDays } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const guard = useUnsavedChanges();
  return (
    <section className="max-w-2xl space-y-4">
      <p className="text-sm">
        <Link to="/cms/movies" className="underline">
          Movies
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{movie.title}</h1>
      {result?.done ? <p role="status">{result.done}</p> : null}
      {result?.failure ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {result.failure.error.message}
        </p>
      ) : null}
      <Form method="post" key={movie.version} className="space-y-3" {...guard.formProps}>
        <input type="hidden" name="version" value={movie.version} />
        <MovieFields movie={movie} videos={videos} posters={posters} errors={result?.failure?.fields ?? {}} />
        <button type="submit" className="rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg">
          Save film
        </button>
      </Form>
      <Form method="post" className="border-t border-line pt-4">
        <SubmitButton
          name="intent"
          value="delete"
          tone="danger"
          confirm={{
            title: `Delete “${movie.title}”?`,
            message: `Move to the bin? It can be restored for ${binDays} days. Until then it leaves the catalogue, its page and everyone's "Continue watching".`,
            action: "Move to the bin",
          }}
        >
          Delete film
        </SubmitButton>
      </Form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </section>
  );
}
