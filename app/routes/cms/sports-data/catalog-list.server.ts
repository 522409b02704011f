import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { requireCmsPage } from "../cms-access.server.ts";
import { listQueryOf } from "../cms-form.server.ts";
import { type Context, choicesFor, kindOf } from "./catalog.server.ts";

type Args = { request: Request; params: { kind?: string }; context: Context };

/** One kind's list: search, filters, sort and page all from the address, answered by the API's list. */
export async function catalogListLoader({ request, params, context }: Args) {
  const staff = await requireCmsPage(context, "cms");
  const { plural, editor } = kindOf(context, params.kind);
  const { query, shown } = listQueryOf(editor.schemas.query, new URL(request.url));
  const [page, choices] = await Promise.all([
    requestScopeOf(context).services.sports.listCatalogRecords(plural, query),
    choicesFor(context, plural),
  ]);
  return {
    plural,
    canEdit: staff.scopes.includes("matches:write"),
    rows: page.data,
    total: page.total,
    query: shown,
    sort: String(query.sort),
    order: query.order === "desc" ? ("desc" as const) : ("asc" as const),
    limit: Number(query.limit),
    offset: Number(query.offset),
    choices,
  };
}
