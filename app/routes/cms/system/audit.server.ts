import type { RouterContextProvider } from "react-router";
import { deviceName } from "../../../components/auth/device-name.ts";
import { userLabelOf } from "../../../lib/cms/relation-labels.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { isIsoDate, visitorTimeZone } from "../../../lib/time.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { type FieldChange, fieldChanges, refKey, targetsInWords } from "./audit-words.server.ts";

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
  const targets = await targetsInWords(
    services,
    page.data.map((row) => ({ type: row.targetType, id: row.targetId })),
    staffTranslator(context),
  );
  const exportQuery = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...range }))
    if (value) exportQuery.set(name, value);
  return {
    filters,
    offset,
    limit: AUDIT_PAGE_SIZE,
    total: page.total,
    timeZone: visitorTimeZone(request),
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
      target: targets.get(refKey({ type: row.targetType, id: row.targetId }))!,
      changes: fieldChanges(row.before, row.after).map(readable),
      ip: row.ip,
    })),
  };
}

// A browser's full User-Agent says little at a glance: the audit shows "Chrome on Linux".
const readable = (change: FieldChange): FieldChange =>
  change.field === "device" || change.field === "user_agent"
    ? {
        ...change,
        before: change.before === null ? null : deviceName(change.before),
        after: change.after === null ? null : deviceName(change.after),
      }
    : change;
