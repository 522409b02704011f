import type { RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { timeZoneFromCookie } from "../../../lib/time.ts";
import { requireCmsPage } from "../cms-access.server.ts";

const PAGE = 25;
const STATUSES = ["draft", "scheduled", "published"] as const;

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The Posts screen: status, tag, search and page all come from the address. */
export async function postsLoader({ request, context }: Args) {
  await requireCmsPage(context, "content:write");
  const params = new URL(request.url).searchParams;
  const q = params.get("q")?.trim().slice(0, 100) || undefined;
  const tag = params.get("tag")?.trim().slice(0, 40) || undefined;
  const status = STATUSES.find((s) => s === params.get("status"));
  const offset = Math.min(1_000_000, Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0));
  const { posts } = requestScopeOf(context).services;
  const page = await posts.listCmsPosts({ q, tag, status, limit: PAGE, offset });
  return {
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    statuses: STATUSES,
    filters: { q: q ?? "", tag: tag ?? "", status: status ?? "" },
    deleted: params.get("deleted") === "1",
    posts: page.data,
    total: page.total,
    offset,
    limit: PAGE,
  };
}
