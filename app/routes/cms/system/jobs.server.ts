import { data, type RouterContextProvider } from "react-router";
import { isAppError } from "../../../../shared/errors.ts";
import { defineMessage } from "../../../lib/i18n.tsx";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { unknownChange } from "../cms-form.server.ts";

const queued = defineMessage({
  id: "cms.jobs.queued-again",
  defaultMessage: "The {kind} job is queued again.",
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const PAGE = 50;

/** Background jobs of one state (all by default), latest first, with each state's count. */
export async function jobsLoader({ request, context }: Args) {
  await requireCmsPage(context, "feeds:manage");
  const url = new URL(request.url);
  const offset = Math.min(
    1_000_000,
    Math.max(0, Number.parseInt(url.searchParams.get("offset") ?? "0", 10) || 0),
  );
  const { jobs } = requestScopeOf(context).services;
  const state = jobs.JOB_STATES.find((s) => s === url.searchParams.get("state"));
  const page = await jobs.list({ state, limit: PAGE, offset });
  return {
    jobs: page.data,
    total: page.total,
    counts: page.counts,
    state: state ?? null,
    offset,
    limit: PAGE,
  };
}

/** Queues one failed job again; audited as the API's retry is. */
export async function jobsAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "feeds:manage");
  const form = await readForm(request);
  const jobId = form.get("jobId");
  if (form.get("intent") !== "retry" || typeof jobId !== "string" || jobId.length > 40) {
    throw data(unknownChange(context), { status: 400 });
  }
  const { services, clientIp } = requestScopeOf(context);
  try {
    const job = await services.jobs.retry(jobId);
    await services.audit.recordAudit({
      actor: { kind: "account", id: String(staff.auth.user.id), role: staff.auth.user.role },
      action: "job.retry",
      target: { type: "job", id: job.id },
      before: { state: "failed", error: job.error },
      after: { state: "queued" },
      ip: clientIp,
    });
    return { done: staffTranslator(context)(queued, { kind: job.kind }) };
  } catch (error) {
    if (isAppError(error)) return data({ error: error.message }, { status: 409 });
    throw error;
  }
}
