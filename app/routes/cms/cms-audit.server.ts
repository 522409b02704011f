import type { RouterContextProvider } from "react-router";
import { listAudit } from "../../../server/cms/audit.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { isIsoDate, timeZoneFromCookie } from "../../lib/time.ts";
import { requireCmsPage } from "./cms-access.server.ts";

export const AUDIT_PAGE_SIZE = 50;

const text = (params: URLSearchParams, name: string, max: number) => {
  const value = params.get(name)?.trim() ?? "";
  return value && value.length <= max ? value : undefined;
};
const day = (params: URLSearchParams, name: string) => {
  const value = params.get(name) ?? "";
  return isIsoDate(value) ? value : undefined;
};

/** The audit log, newest first; filters and the page live in the address so a view can be shared. */
export async function auditLoader({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  await requireCmsPage(context, "audit:read");
  const params = new URL(request.url).searchParams;
  const filters = {
    actor: text(params, "actor", 100),
    action: text(params, "action", 100),
    target: text(params, "target", 120),
    from: day(params, "from"),
    to: day(params, "to"),
  };
  const offset = Math.max(0, Math.min(Number.parseInt(params.get("offset") ?? "0", 10) || 0, 1_000_000));
  // Days are whole UTC days, the same instants the CSV export is given.
  const range = {
    from: filters.from ? `${filters.from}T00:00:00.000Z` : undefined,
    to: filters.to ? `${filters.to}T23:59:59.999Z` : undefined,
  };
  const page = await listAudit(requestScopeOf(context).services.database.db, {
    actor: filters.actor,
    action: filters.action,
    target: filters.target,
    from: range.from ? new Date(range.from) : undefined,
    to: range.to ? new Date(range.to) : undefined,
    limit: AUDIT_PAGE_SIZE,
    offset,
  });
  const exportQuery = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...range }))
    if (value) exportQuery.set(name, value);
  return {
    filters,
    offset,
    limit: AUDIT_PAGE_SIZE,
    total: page.total,
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    exportHref: `/api/cms/audit.csv${exportQuery.size > 0 ? `?${exportQuery}` : ""}`,
    entries: page.data.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: `${row.actorId}`,
      actorRole: row.actorRole,
      action: row.action,
      target: row.targetId ? `${row.targetType}:${row.targetId}` : row.targetType,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
      ip: row.ip,
    })),
  };
}
