import { data, type RouterContextProvider, redirect } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { timeZoneFromCookie } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct } from "../cms-access.server.ts";
import { failureOf } from "../cms-form.server.ts";

const PAGE = 25;
const STATUSES = ["draft", "scheduled", "published"] as const;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

type Posts = ReturnType<typeof requestScopeOf>["services"]["posts"];
/** The bulk action asked for, if it is one the posts domain knows. */
const bulkActionOf = (posts: Posts, value: unknown) => posts.bulkActions.find((action) => action === value);
/** Post ids from a form or an address: whole numbers only, each once, at most the domain's limit. */
const idsOf = (posts: Posts, values: unknown[]) =>
  [
    ...new Set(
      values
        .map(String)
        .filter((value) => /^[1-9]\d{0,9}$/.test(value))
        .map(Number),
    ),
  ]
    .filter((id) => id <= 2_147_483_647)
    .slice(0, posts.bulkLimit);

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
  const { posts } = requestScopeOf(context).services;
  const page = await posts.listCmsPosts({ q, tag, status, limit: PAGE, offset });
  const bulk = bulkActionOf(posts, params.get("bulk"));
  const chosen = bulk ? idsOf(posts, params.getAll("id")) : [];
  // The confirmation names the posts as they are now; one deleted meanwhile is simply not listed.
  const named = await Promise.all(
    chosen.map((id) =>
      posts.getCmsPost(id).then(
        (post) => ({ id, title: post.title }),
        () => null,
      ),
    ),
  );
  const confirm = bulk && chosen.length > 0 ? { action: bulk, posts: named.filter((p) => p !== null) } : null;
  const done = bulkActionOf(posts, params.get("done"));
  return {
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    statuses: STATUSES,
    filters: { q: q ?? "", tag: tag ?? "", status: status ?? "" },
    deleted: params.get("deleted") === "1",
    bulkActions: posts.bulkActions,
    confirm: confirm && confirm.posts.length > 0 ? confirm : null,
    nothingChosen: bulk !== undefined && chosen.length === 0,
    done: done
      ? {
          action: done,
          changed: Math.max(0, Number(params.get("changed")) || 0),
          unchanged: Math.max(0, Number(params.get("unchanged")) || 0),
        }
      : null,
    posts: page.data,
    total: page.total,
    offset,
    limit: PAGE,
  };
}

/** The confirmed bulk action: all or none, each post audited; back to the list with what changed. */
export async function postsAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "content:write");
  const form = await readForm(request);
  const { services } = requestScopeOf(context);
  const action = bulkActionOf(services.posts, form.get("action"));
  const ids = idsOf(services.posts, form.getAll("id"));
  if (!action || ids.length === 0) throw data("That change is not one this screen makes.", { status: 400 });
  try {
    const { changed, unchanged } = await services.posts.bulkPosts(action, ids, staffAct(context, staff));
    // Back to the list as it was filtered, with what was done.
    const was = new URL(request.url).searchParams;
    const back = new URLSearchParams();
    for (const name of ["q", "status", "tag", "offset"]) {
      const value = was.get(name);
      if (value) back.set(name, value);
    }
    back.set("done", action);
    back.set("changed", String(changed.length));
    back.set("unchanged", String(unchanged.length));
    return redirect(`/cms/posts?${back}`);
  } catch (error) {
    const failure = failureOf(context, error);
    return data(failure, { status: 422 });
  }
}
