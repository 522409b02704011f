import type { Db } from "../db/connect.ts";
import { bindAll } from "../platform/bind.ts";
import { listReports, MATCH_REPORT_KINDS, REPORT_NOTE_MAX, reportMatch, resolveReport } from "./service.ts";

/** Fans' reports of wrong match data, as pages reach them through `services.reports`. */
export function createReportsFacade(db: Db) {
  return {
    ...bindAll(db, { reportMatch, listReports, resolveReport }),
    MATCH_REPORT_KINDS,
    REPORT_NOTE_MAX,
  };
}

export type ReportsFacade = ReturnType<typeof createReportsFacade>;
