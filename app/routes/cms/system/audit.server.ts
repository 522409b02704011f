import type { RouterContextProvider } from "react-router";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isIsoDate, timeZoneFromCookie } from "../../../lib/time.ts";
import { requireCmsPage } from "../cms-access.server.ts";
import { userLabelOf } from "../relation-labels.ts";

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
  const { services } = requestScopeOf(context);
  const page = await services.audit.listAudit({
    actor: filters.actor,
    action: filters.action,
    target: filters.target,
    from: range.from ? new Date(range.from) : undefined,
    to: range.to ? new Date(range.to) : undefined,
    limit: AUDIT_PAGE_SIZE,
    offset,
  });
  const accountIds = page.data.filter((row) => row.actorKind === "account").map((row) => Number(row.actorId));
  const actorFilter = Number(filters.actor ?? "");
  const people = await services.auth.peopleOf([...accountIds, actorFilter]);
  const chosen = people.get(actorFilter);
  const exportQuery = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...range }))
    if (value) exportQuery.set(name, value);
  return {
    filters,
    offset,
    limit: AUDIT_PAGE_SIZE,
    total: page.total,
    timeZone: timeZoneFromCookie(request.headers.get("Cookie")),
    // Automations are not accounts, so the picker starts empty for them.
    actorChoice: /^\d+$/.test(filters.actor ?? "")
      ? [{ id: actorFilter, label: chosen ? userLabelOf(chosen) : String(actorFilter) }]
      : [],
    exportHref: `${services.config.SITE_API_PATH}/cms/audit.csv${exportQuery.size > 0 ? `?${exportQuery}` : ""}`,
    entries: page.data.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: {
        id: row.actorId,
        account: row.actorKind === "account" && /^\d+$/.test(row.actorId),
        name: people.get(Number(row.actorId))?.name ?? null,
      },
      actorRole: row.actorRole,
      action: row.action,
      target: row.targetId ? `${row.targetType}:${row.targetId}` : row.targetType,
      before: row.before === null ? null : JSON.stringify(row.before),
      after: row.after === null ? null : JSON.stringify(row.after),
      ip: row.ip,
    })),
  };
}
