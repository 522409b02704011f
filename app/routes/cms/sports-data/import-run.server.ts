import type { RouterContextProvider } from "react-router";
import { pageNotFound } from "../../../lib/middleware.ts";
import { forPage } from "../../../lib/page-errors.server.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { requireCmsPage } from "../cms-access.server.ts";

type Args = { params: { id?: string }; context: Readonly<RouterContextProvider> };

/** One import run with its per-file report, and where its job's progress stream stands. */
export async function importRunLoader({ params, context }: Args) {
  await requireCmsPage(context, "feeds:manage");
  const id = Number(params.id);
  if (!/^\d{1,9}$/.test(params.id ?? "") || id < 1) throw pageNotFound();
  const { services } = requestScopeOf(context);
  const run = await forPage(services.imports.find(id));
  // The page follows the stream from here, so a report sent while it loads is not missed.
  const latest = run.jobId ? await services.jobs.latestProgress(run.jobId) : null;
  return { run, followFrom: latest?.seq ?? 0 };
}
