import { Form, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "../../../components/form/submit-button.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../../lib/meta.ts";
import type { Route } from "./+types/movie";
import { MovieForm } from "./movie-form.tsx";
import { cmsMovieAction, cmsMovieLoader } from "./movies.server.ts";

const m = defineMessages({
  metaTitle: { id: "cms.movie.meta-title", defaultMessage: "{title} · CMS" },
  film: { id: "cms.movie.film", defaultMessage: "Film" },
  save: { id: "cms.movie.save", defaultMessage: "Save film" },
  deleteTitle: { id: "cms.movie.delete-title", defaultMessage: "Delete “{title}”?" },
  deleteText: {
    id: "cms.movie.delete-text",
    defaultMessage:
      'Move to the bin? It can be restored for {days} days. Until then it leaves the catalogue, its page and everyone\'s "Continue watching".',
  },
  toBin: { id: "cms.movie.to-bin", defaultMessage: "Move to the bin" },
  delete: { id: "cms.movie.delete", defaultMessage: "Delete film" },
});

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const t = translatorOfPage(matches);
  return pageMeta(matches, t(m.metaTitle, { title: data?.movie.title ?? t(m.film) }));
};
export const loader = (args: Route.LoaderArgs) => cmsMovieLoader(args);
export const action = (args: Route.ActionArgs) => cmsMovieAction(args);

export default function CmsMovie() {
  const { movie, videos, posters, binDays } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <MovieForm
      title={movie.title}
      result={result}
      hidden={{ name: "version", value: movie.version }}
      formKey={movie.version}
      submitLabel={t(m.save)}
      fields={{ movie, videos, posters }}
    >
      <Form method="post" className="border-t border-line pt-4">
        <SubmitButton
          name="intent"
          value="delete"
          tone="danger"
          confirm={{
            title: t(m.deleteTitle, { title: movie.title }),
            message: t(m.deleteText, { days: binDays }),
            action: t(m.toBin),
          }}
        >
          {t(m.delete)}
        </SubmitButton>
      </Form>
    </MovieForm>
  );
}
