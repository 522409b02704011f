import { data, type RouterContextProvider } from "react-router";
import { defineMessage } from "../../../lib/i18n.tsx";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";

const tooLong = defineMessage({
  id: "cms.post-preview.too-long",
  defaultMessage: "That body is too long to preview.",
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The editor's live preview: the blog's own renderer, so what staff see is what readers get. */
export async function postPreviewAction({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const form = await readForm(request);
  const markdown = String(form.get("body_markdown") ?? "");
  if (markdown.length > 200_000) throw data(staffTranslator(context)(tooLong), { status: 413 });
  return { html: requestScopeOf(context).services.posts.renderMarkdown(markdown).html };
}
