import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { formLines } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, formFields, validateForm } from "../cms-form.server.ts";
import { coverChoicesOf } from "../cms-post-covers.server.ts";
import { videoOptionsOf } from "../relation-options.server.ts";
import { editorOf } from "./tv.server.ts";

const m = defineMessages({
  binned: { id: "cms.movies.binned", defaultMessage: "The film is in the bin for {days} days." },
  noSuch: { id: "cms.movies.no-such", defaultMessage: "No such film." },
  saved: { id: "cms.movies.saved", defaultMessage: "Film saved." },
});

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };
const SCOPE = "content:write";

export async function cmsMoviesLoader({ request, context }: Args) {
  await requireCmsPage(context, SCOPE);
  const { movies: library, bin } = requestScopeOf(context).services;
  const movies = await library.listCmsMovies();
  // Just moved to the bin from its page: say so, and where it can be restored.
  const binned = new URL(request.url).searchParams.get("binned") === "1";
  return {
    movies,
    notice: binned ? staffTranslator(context)(m.binned, { days: bin.BIN_DAYS }) : null,
  };
}

const idOf = (raw: unknown, t: Translator) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(t(m.noSuch), { status: 404 });
  return id;
};

export async function cmsMovieLoader({ context, params }: Args) {
  await requireCmsPage(context, SCOPE);
  const { services } = requestScopeOf(context);
  const t = staffTranslator(context);
  const movie = await services.movies.readCmsMovie(idOf(params.id, t)).catch(() => {
    throw data(t(m.noSuch), { status: 404 });
  });
  const [feature, trailer, posters] = await Promise.all([
    videoOptionsOf(services, [movie.video_id]),
    videoOptionsOf(services, [movie.trailer_video_id]),
    coverChoicesOf(services, movie.poster_media_id, staffTranslator(context)),
  ]);
  return { movie, videos: { feature, trailer }, posters, binDays: services.bin.BIN_DAYS };
}

/** The film form's fields as typed values, genres and cast split by line. */
const formValues = (form: FormData) => ({
  ...formFields(form, {
    title: "text",
    synopsis: "text",
    year: "nullable-number",
    runtime_minutes: "number",
    rating: "nullable-text",
    poster_media_id: "nullable-number",
    video_id: "nullable-number",
    trailer_video_id: "nullable-number",
    published: "boolean",
    version: "number",
  }),
  genres: formLines(form, "genres"),
  cast: formLines(form, "cast"),
});

/** Saves the film's details; a stale version comes back as the edit-conflict failure. */
export async function cmsMovieAction({ request, context, params }: Args) {
  const staff = await requireCmsPage(context, SCOPE);
  const { services } = requestScopeOf(context);
  const t = staffTranslator(context);
  const id = idOf(params.id, t);
  const form = await readForm(request);
  if (form.get("intent") === "delete") {
    try {
      await services.video.bin.trashMovie(id, editorOf(staff, context));
      return redirect("/cms/movies?binned=1");
    } catch (error) {
      return data({ failure: failureOf(error), done: null }, { status: refusalStatus(error) });
    }
  }
  const checked = validateForm(services.movies.filmForm, formValues(form), staffTranslator(context));
  if (!checked.ok) return data({ failure: checked.failure, done: null }, { status: 400 });
  const { version, ...patch } = checked.value;
  try {
    await services.movies.updateMovie(editorOf(staff, context), id, version, patch);
    return { failure: null, done: t(m.saved) };
  } catch (error) {
    const failure = failureOf(error);
    return data({ failure, done: null }, { status: refusalStatus(error) });
  }
}

export async function cmsNewMovieLoader({ context }: Args) {
  await requireCmsPage(context, SCOPE);
  return {
    formKey: randomUUID(),
    videos: { feature: [], trailer: [] },
    posters: await coverChoicesOf(requestScopeOf(context).services, null, staffTranslator(context)),
  };
}

/** Adds the film once per form, however often it is sent, then opens it for editing. */
export async function cmsNewMovieAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, SCOPE);
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  // The new film's form has no slug or poster address: they take the API's defaults.
  const checked = validateForm(services.movies.filmInput, formValues(form), staffTranslator(context));
  if (!checked.ok) return data({ failure: checked.failure }, { status: 400 });
  try {
    const { location } = await createOnce(
      context,
      { scope: "cms-movie-create", staffId: staff.auth.user.id, form, keyField: "formKey" },
      async () => {
        const movie = await services.movies.createMovie(editorOf(staff, context), checked.value);
        return { location: `/cms/movies/${movie.id}` };
      },
    );
    return redirect(location);
  } catch (error) {
    const failure = failureOf(error);
    return data({ failure }, { status: refusalStatus(error) });
  }
}
