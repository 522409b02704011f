import { data, type RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { bulkAskOf, bulkConfirmOf, bulkDone, bulkFormOf } from "../bulk.server.ts";
import { requireCmsPage, staffAct } from "../cms-access.server.ts";
import { failureOf } from "../cms-form.server.ts";

const PAGE = 25;
const STATUSES = ["draft", "scheduled", "published"] as const;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The Posts screen: status, tag, search and page all come from the address. Ticked posts and a bulk
 * action (`?bulk=publish&id=4&id=9`) open the confirmation step, which names each post before anything
 * changes; `?done=…` reports what the last bulk action did.
 */
export async function postsLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  const tag = params.get("tag")?.trim().slice(0, 40) || undefined;
  const status = STATUSES.find((s) => s === params.get("status"));
  const offset = Math.min(1_000_000, Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0));
  const { posts, bin } = requestScopeOf(context).services;
  const page = await posts.listCmsPosts({ q, tag, status, limit: PAGE, offset });
  const ask = bulkAskOf(params, posts.bulkActions);
  const confirm = await bulkConfirmOf(ask, (id) =>
    posts.getCmsPost(id).then(
      (post) => post.title,
      () => null,
    ),
  );
  return {
    timeZone: visitorTimeZone(request),
    statuses: STATUSES,
    filters: { q: q ?? "", tag: tag ?? "", status: status ?? "" },
    deleted: params.get("deleted") === "1",
    bulkActions: posts.bulkActions,
    binDays: bin.BIN_DAYS,
    confirm,
    nothingChosen: ask.nothingChosen,
    done: ask.done,
    posts: page.data,
    total: page.total,
    offset,
    limit: PAGE,
  };
}

/** The confirmed bulk action: all or none, each post audited; back to the list with what changed. */
export async function postsAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const { services } = requestScopeOf(context);
  const { action, ids } = bulkFormOf(await readForm(request), services.posts.bulkActions);
  try {
    const outcome = await services.posts.bulkPosts(action, ids, staffAct(context, staff));
    return bulkDone(request, "/cms/posts", ["q", "status", "tag", "offset"], action, outcome);
  } catch (error) {
    const failure = failureOf(error);
    return data(failure, { status: 422 });
  }
}
