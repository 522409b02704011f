import { useActionData, useLoaderData } from "react-router";
import { NEW_MOVIE } from "../../../components/cms/movie-fields.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movie-new";
import { MovieForm } from "./movie-form.tsx";
import { cmsNewMovieAction, cmsNewMovieLoader } from "./movies.server.ts";

const m = defineMessages({
  metaTitle: { id: "cms.movie-new.meta-title", defaultMessage: "New film · CMS" },
  title: { id: "cms.movie-new.title", defaultMessage: "New film" },
  add: { id: "cms.movie-new.add", defaultMessage: "Add film" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.metaTitle);
export const loader = (args: Route.LoaderArgs) => cmsNewMovieLoader(args);
export const action = (args: Route.ActionArgs) => cmsNewMovieAction(args);

export default function CmsMovieNew() {
  const { formKey, videos, posters } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <MovieForm
      title={t(m.title)}
      result={result}
      hidden={{ name: "formKey", value: formKey }}
      submitLabel={t(m.add)}
      fields={{ movie: NEW_MOVIE, videos, posters }}
    />
  );
}
