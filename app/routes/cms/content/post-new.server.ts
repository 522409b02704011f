import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { isLocale } from "../../../../shared/i18n/locales.ts";
import { pageNotFound } from "../../../lib/middleware.ts";
import { forPage } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, validateForm } from "../cms-form.server.ts";
import { coverChoicesOf } from "../cms-post-covers.server.ts";
import {
  EMPTY_POST,
  formNamed,
  formValuesOf,
  linkChoicesOf,
  postFailureStatus,
  postValuesOf,
} from "./post-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The new-post form: empty, or with `?translate=<id>&language=<code>` a draft translating that post,
 * prefilled with the original's text, cover and links for the translator to replace, and saved
 * linked to it by the same action (and so the same checks, audit and once-only save) as any post.
 */
export async function newPostLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const timeZone = visitorTimeZone(request);
  const { services } = requestScopeOf(context);
  const asked = new URL(request.url).searchParams;
  const translate = asked.get("translate");
  const source = translate === null ? null : await forPage(services.posts.getCmsPost(idOf(translate)));
  const original =
    source?.translation_of == null ? source : await forPage(services.posts.getCmsPost(source.translation_of));
  const language = asked.get("language");
  const values = original
    ? {
        ...EMPTY_POST,
        title: original.title,
        excerpt: original.excerpt,
        body_markdown: original.body_markdown,
        tags: original.tags,
        cover_image_id: original.cover_image_id,
        links: original.links,
        language: isLocale(language) ? language : EMPTY_POST.language,
      }
    : EMPTY_POST;
  const covers = await coverChoicesOf(services, values.cover_image_id, staffTranslator(context));
  return {
    timeZone,
    values: formValuesOf(
      services,
      values,
      timeZone,
      original ? { id: original.id, title: original.title } : null,
    ),
    links: await linkChoicesOf(services, values.links, staffTranslator(context)),
    formKey: randomUUID(),
    covers,
  };
}

/** A post id from the address; anything else is a page that does not exist. */
function idOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw pageNotFound();
  return Number(raw);
}

/** Creates the post once per form, however often it is submitted, then opens it in the editor. */
export async function newPostAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const form = await readForm(request);
  const { version: _, ...values } = postValuesOf(form);
  const { services } = requestScopeOf(context);
  const checked = validateForm(services.posts.createPostInput, values, staffTranslator(context));
  if (!checked.ok) return data(formNamed(checked.failure, staffTranslator(context)), { status: 400 });
  try {
    const { location } = await createOnce(
      context,
      { scope: "cms-post-create", staffId: staff.auth.user.id, form, keyField: "formKey" },
      async () => {
        const post = await services.posts.createPost(checked.value, staffAct(context, staff));
        await services.postPublishing.afterSave(post);
        return { location: `/cms/posts/${post.id}` };
      },
    );
    return redirect(`${location}?done=created`);
  } catch (error) {
    const { details: _details, ...refusal } = failureOf(error);
    const failure = formNamed(refusal, staffTranslator(context));
    return data(failure, { status: postFailureStatus(failure) });
  }
}
