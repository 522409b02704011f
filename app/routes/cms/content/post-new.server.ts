import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { createOnce, failureOf, validateForm } from "../cms-form.server.ts";
import { coverChoicesOf } from "../cms-post-covers.server.ts";
import { EMPTY_POST, formNamed, formValuesOf, postFailureStatus, postValuesOf } from "./post-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export async function newPostLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const timeZone = visitorTimeZone(request);
  const { services } = requestScopeOf(context);
  const covers = await coverChoicesOf(services, null, staffTranslator(context));
  const links = { competitions: [], teams: [], matches: [] };
  return {
    timeZone,
    values: formValuesOf(services, EMPTY_POST, timeZone),
    links,
    formKey: randomUUID(),
    covers,
  };
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
