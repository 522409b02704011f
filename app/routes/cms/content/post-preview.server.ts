import { data, type RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage } from "../cms-access.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The editor's live preview: the blog's own renderer, so what staff see is what readers get. */
export async function postPreviewAction({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const form = await readForm(request);
  const markdown = String(form.get("body_markdown") ?? "");
  if (markdown.length > 200_000) throw data("That body is too long to preview.", { status: 413 });
  return { html: requestScopeOf(context).services.posts.renderMarkdown(markdown).html };
}
