import { data, type RouterContextProvider } from "react-router";
import { defineMessage } from "../../../lib/i18n.tsx";
import { refusalStatus } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { failureOf, unknownChange } from "../cms-form.server.ts";
import { matchOptionsOf } from "../relation-options.server.ts";

const resolved = defineMessage({ id: "cms.reports.resolved-notice", defaultMessage: "Report resolved." });

const PAGE = 50;
type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The reports queue: state (open unless asked), kind and match filters and the page, all from the address. */
export async function reportsLoader({ request, context }: Args) {
  await requireCmsPage(context, "matches:write");
  const url = new URL(request.url);
  const stateParam = url.searchParams.get("state");
  const state = stateParam === "resolved" || stateParam === "all" ? stateParam : "open";
  const { services } = requestScopeOf(context);
  const { MATCH_REPORT_KINDS } = services.reports;
  const kind = MATCH_REPORT_KINDS.find((k) => k === url.searchParams.get("kind"));
  const matchParam = url.searchParams.get("match") ?? "";
  const match = /^\d{1,9}$/.test(matchParam) && Number(matchParam) > 0 ? Number(matchParam) : undefined;
  const offset = Math.min(
    1_000_000,
    Math.max(0, Number.parseInt(url.searchParams.get("offset") ?? "0", 10) || 0),
  );
  const page = await services.reports.listReports({
    state: state === "all" ? undefined : state,
    kind,
    match,
    limit: PAGE,
    offset,
  });
  return {
    filters: {
      state: state === "open" ? "" : state,
      kind: kind ?? "",
      match: match === undefined ? "" : String(match),
    },
    matchChoice: await matchOptionsOf(services, [match ?? null], staffTranslator(context)),
    kinds: MATCH_REPORT_KINDS,
    reports: page.data,
    total: page.total,
    offset,
    limit: PAGE,
    timeZone: visitorTimeZone(request),
  };
}

/** Resolve one report with what was done; the reports service audits it. */
export async function reportsAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "matches:write");
  const form = await readForm(request);
  const reportId = Number(form.get("reportId"));
  if (form.get("intent") !== "resolve" || !Number.isSafeInteger(reportId) || reportId < 1) {
    throw data(unknownChange(context), { status: 400 });
  }
  const { services, clientIp } = requestScopeOf(context);
  try {
    await services.reports.resolveReport(
      {
        actor: { kind: "account", id: String(staff.auth.user.id), role: staff.auth.user.role },
        ip: clientIp ?? null,
      },
      reportId,
      String(form.get("outcome") ?? ""),
    );
  } catch (error) {
    const failure = failureOf(error);
    return data({ reportId, error: failure.error.message }, { status: refusalStatus(error) });
  }
  return { reportId, done: staffTranslator(context)(resolved) };
}
