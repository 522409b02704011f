import { listQueryOf } from "../cms-form.server.ts";
import { billingPage, type Context } from "./billing.server.ts";

/** Every plan, on sale or not: search, on-sale filter, sort and page from the address. */
export async function billingPlansLoader({ request, context }: { request: Request; context: Context }) {
  const { admin, schemas } = await billingPage(context);
  const { query, shown } = listQueryOf(schemas.planQuery, new URL(request.url));
  const parsed = schemas.planQuery.parse(query);
  const page = await admin.plans(parsed);
  return {
    plans: page.data,
    total: page.total,
    query: shown,
    sort: parsed.sort,
    order: parsed.order,
    limit: parsed.limit,
    offset: parsed.offset,
  };
}
