import { data, type RouterContextProvider, redirect } from "react-router";
import type { CmsPost } from "../../../../server/content/posts/posts.ts";
import { pageNotFound } from "../../../lib/middleware.ts";
import { forPage } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { failureOf, unknownChange, validateForm } from "../cms-form.server.ts";
import { coverChoicesOf } from "../cms-post-covers.server.ts";
import {
  formNamed,
  formValuesOf,
  linkChoicesOf,
  postFailureStatus,
  postValuesOf,
} from "./post-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider>; params: { id?: string } };

function postIdOf(params: { id?: string }): number {
  const id = /^[1-9]\d{0,9}$/.test(params.id ?? "") ? Number(params.id) : Number.NaN;
  if (!(id <= 2_147_483_647)) throw pageNotFound();
  return id;
}

/** What the conflict notice shows of the other person's save. */
const conflictView = (post: CmsPost) => ({
  version: post.version,
  title: post.title,
  slug: post.slug,
  status: post.status,
  updated_at: post.updated_at,
});
export type PostConflictView = ReturnType<typeof conflictView>;

export async function editPostLoader({ request, context, params }: Args) {
  await requireCmsPage(context, "content:write");
  const id = postIdOf(params);
  const { services } = requestScopeOf(context);
  const post = await forPage(services.posts.getCmsPost(id));
  const revisions = await services.posts.listPostRevisions(id);
  const timeZone = visitorTimeZone(request);
  const search = new URL(request.url).searchParams;
  return {
    timeZone,
    post: {
      id: post.id,
      version: post.version,
      title: post.title,
      slug: post.slug,
      language: post.language,
      status: post.status,
      publish_at: post.publish_at,
      published_at: post.published_at,
    },
    values: formValuesOf(services, post, timeZone),
    links: await linkChoicesOf(services, post.links, staffTranslator(context)),
    revisions: revisions.map((r) => ({
      version: r.version,
      created_at: r.created_at,
      title: r.snapshot.title,
      status: r.snapshot.status,
    })),
    covers: await coverChoicesOf(services, post.cover_image_id, staffTranslator(context)),
    confirmDelete: search.get("confirm") === "delete",
    binDays: requestScopeOf(context).services.bin.BIN_DAYS,
    notice: search.get("done"),
  };
}

/** Save, delete, restore a revision or make a preview link; refusals come back to the form. */
export async function editPostAction({ request, context, params }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const id = postIdOf(params);
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const { services } = requestScopeOf(context);
  const { posts } = services;
  const act = staffAct(context, staff);
  const path = `/cms/posts/${id}`;
  try {
    if (intent === "save") {
      const checked = validateForm(posts.updatePostInput, postValuesOf(form), staffTranslator(context));
      if (!checked.ok)
        return data({ ...formNamed(checked.failure, staffTranslator(context)), intent }, { status: 400 });
      const { version, ...patch } = checked.value;
      const saved = await posts.updatePost(id, patch, version ?? -1, act);
      await services.postPublishing.afterSave(saved.post);
      return redirect(`${path}?done=${saved.action ?? "nothing"}`);
    }
    if (intent === "restore") {
      const revision = Number(form.get("revision"));
      const version = Number(form.get("version"));
      const restored = await posts.restorePostRevision(id, revision, version, act);
      await services.postPublishing.afterSave(restored.post);
      return redirect(`${path}?done=post.restore`);
    }
    if (intent === "delete") {
      await posts.deletePost(id, act);
      return redirect("/cms/posts?deleted=1");
    }
    if (intent === "preview-link") {
      const post = await forPage(posts.getCmsPost(id));
      const { config } = services;
      const url = posts.previewLink(
        { siteUrl: config.SITE_URL, previewUrl: config.PREVIEW_URL, secret: config.secrets.sessionSecret },
        post,
      );
      return { intent, previewUrl: url };
    }
  } catch (error) {
    if ((error as { code?: string } | null)?.code === "post-not-found") {
      throw pageNotFound();
    }
    const { details, ...refusal } = failureOf(error);
    const failure = formNamed(refusal, staffTranslator(context));
    const current = details?.current as CmsPost | undefined;
    return data(
      { ...failure, intent, current: current ? conflictView(current) : null },
      { status: postFailureStatus(failure) },
    );
  }
  throw data(unknownChange(context), { status: 400 });
}
