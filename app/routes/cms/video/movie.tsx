import { Form, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/movie";
import { MovieForm } from "./movie-form.tsx";
import { cmsMovieAction, cmsMovieLoader } from "./movies.server.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) =>
  pageMeta(matches, `${data?.movie.title ?? "Film"} · CMS`);
export const loader = (args: Route.LoaderArgs) => cmsMovieLoader(args);
export const action = (args: Route.ActionArgs) => cmsMovieAction(args);

export default function CmsMovie() {
  const { movie, videos, posters, binDays } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <MovieForm
      title={movie.title}
      result={result}
      hidden={{ name: "version", value: movie.version }}
      formKey={movie.version}
      submitLabel="Save film"
      fields={{ movie, videos, posters }}
    >
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
    </MovieForm>
  );
}
