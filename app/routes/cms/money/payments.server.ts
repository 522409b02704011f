import { listQueryOf } from "../cms-form.server.ts";
import { billingPage, type Context } from "./billing.server.ts";

/** Payments found by e-mail, reference, status, method and days, all from the address. */
export async function billingPaymentsLoader({ request, context }: { request: Request; context: Context }) {
  const { admin, schemas } = await billingPage(context);
  const { query, shown } = listQueryOf(schemas.paymentQuery, new URL(request.url));
  const parsed = schemas.paymentQuery.parse(query);
  const page = await admin.payments(parsed);
  return { payments: page.data, total: page.total, query: shown, limit: parsed.limit, offset: parsed.offset };
}
