import { Form, Link, useActionData, useLoaderData } from "react-router";
import { MovieFields, NEW_MOVIE } from "../../../components/cms/movie-fields.tsx";
import { UnsavedChangesDialog, useUnsavedChanges } from "../../../components/cms/unsaved-changes.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movie-new";
import { cmsNewMovieAction, cmsNewMovieLoader } from "./movies.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New film · CMS");
export const loader = (args: Route.LoaderArgs) => cmsNewMovieLoader(args);
export const action = (args: Route.ActionArgs) => cmsNewMovieAction(args);

export default function CmsMovieNew() {
  const { formKey, videos, posters } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const guard = useUnsavedChanges();
  return (
    <section className="max-w-2xl space-y-4">
      <p className="text-sm">
        <Link to="/cms/movies" className="underline">
          Movies
        </Link>
      </p>
      <h1 className="text-2xl font-bold">New film</h1>
      {result?.failure ? (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {result.failure.error.message}
        </p>
      ) : null}
      <Form method="post" className="space-y-3" {...guard.formProps}>
        <input type="hidden" name="formKey" value={formKey} />
        <MovieFields
          movie={NEW_MOVIE}
          videos={videos}
          posters={posters}
          errors={result?.failure?.fields ?? {}}
        />
        <button type="submit" className="rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg">
          Add film
        </button>
      </Form>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </section>
  );
}
