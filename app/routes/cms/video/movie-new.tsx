import { useActionData, useLoaderData } from "react-router";
import { NEW_MOVIE } from "../../../components/cms/movie-fields.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movie-new";
import { MovieForm } from "./movie-form.tsx";
import { cmsNewMovieAction, cmsNewMovieLoader } from "./movies.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "New film · CMS");
export const loader = (args: Route.LoaderArgs) => cmsNewMovieLoader(args);
export const action = (args: Route.ActionArgs) => cmsNewMovieAction(args);

export default function CmsMovieNew() {
  const { formKey, videos, posters } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MovieForm
      title="New film"
      result={result}
      hidden={{ name: "formKey", value: formKey }}
      submitLabel="Add film"
      fields={{ movie: NEW_MOVIE, videos, posters }}
    />
  );
}
