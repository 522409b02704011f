import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import type { List } from "../http/pagination.ts";
import { type AuditActor, recordAudit } from "../platform/audit/audit.ts";
import { createRateLimiter, type Limit } from "../platform/rate-limit.ts";
import { type MatchLabel, matchLabels } from "../sports/service.ts";
import { type ReportState, reports } from "./schema.ts";

/** What a fan may say is wrong with a match. */
export const MATCH_REPORT_KINDS = ["wrong-score", "wrong-scorer", "wrong-time", "other"] as const;
export type MatchReportKind = (typeof MATCH_REPORT_KINDS)[number];
export const REPORT_NOTE_MAX = 500;
/** A fan's report budget: generous for honest use, useless for flooding the queue. */
export const REPORT_LIMIT: Limit = { max: 10, windowSeconds: 3600 };

export type ReportView = {
  id: number;
  target_type: string;
  target_id: string;
  /** The match reported on, or null once it no longer exists. */
  match: MatchLabel | null;
  kind: string;
  note: string;
  state: ReportState;
  outcome: string | null;
  reporter_id: number | null;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
};

type ReportRow = typeof reports.$inferSelect;

async function viewsOf(db: Db, rows: ReportRow[]): Promise<ReportView[]> {
  const labels = await matchLabels(
    db,
    rows.filter((row) => row.targetType === "match").map((row) => Number(row.targetId)),
  );
  return rows.map((row) => ({
    id: row.id,
    target_type: row.targetType,
    target_id: row.targetId,
    match: row.targetType === "match" ? (labels.get(Number(row.targetId)) ?? null) : null,
    kind: row.kind,
    note: row.note,
    state: row.state,
    outcome: row.outcome,
    reporter_id: row.reporterId,
    resolved_by: row.resolvedBy,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

/**
 * A fan reports wrong data on a match. Counted against the fan's budget (429 past it);
 * while their earlier report on this match is open, the new one collapses into it and
 * `created` is false.
 */
export async function reportMatch(
  db: Db,
  input: { reporterId: number; matchId: number; kind: MatchReportKind; note: string },
): Promise<{ report: ReportView; created: boolean }> {
  const note = input.note.trim();
  if (note.length > REPORT_NOTE_MAX) {
    throw new AppError("bad-request", "invalid-note", `Keep the note to ${REPORT_NOTE_MAX} characters.`, {
      field: "note",
    });
  }
  await createRateLimiter(db).hit(`reports:${input.reporterId}`, REPORT_LIMIT);
  if (!(await matchLabels(db, [input.matchId])).has(input.matchId)) {
    throw new AppError("not-found", "match-not-found", `There is no match ${input.matchId}.`, {
      field: "match_id",
    });
  }
  const target = { targetType: "match" as const, targetId: String(input.matchId) };
  const [inserted] = await db
    .insert(reports)
    .values({ ...target, kind: input.kind, note, reporterId: input.reporterId })
    .onConflictDoNothing({
      target: [reports.targetType, reports.targetId, reports.reporterId],
      where: sql`state = 'open'`,
    })
    .returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(reports)
        .where(
          and(
            eq(reports.targetType, target.targetType),
            eq(reports.targetId, target.targetId),
            eq(reports.reporterId, input.reporterId),
            eq(reports.state, "open"),
          ),
        )
    )[0];
  // The open report was resolved between the insert and the read: a fresh one is due.
  if (!row) return reportMatch(db, input);
  const [report] = await viewsOf(db, [row]);
  return { report: report!, created: inserted !== undefined };
}

export type ReportFilter = {
  state?: ReportState;
  kind?: string;
  match?: number;
  limit: number;
  offset: number;
};

/** The staff queue: open reports oldest first (first come, first looked at), resolved newest first. */
export async function listReports(db: Db, filter: ReportFilter): Promise<List<ReportView>> {
  const conditions: SQL[] = [];
  if (filter.state) conditions.push(eq(reports.state, filter.state));
  if (filter.kind) conditions.push(eq(reports.kind, filter.kind));
  if (filter.match !== undefined) {
    conditions.push(eq(reports.targetType, "match"), eq(reports.targetId, String(filter.match)));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = filter.state === "open" ? asc(reports.createdAt) : desc(reports.createdAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(order, asc(reports.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return { data: await viewsOf(db, rows), total: total?.total ?? 0 };
}

/**
 * Closes a report with what was done about it; audited as `report.resolve`. Resolving it
 * again with the same outcome changes nothing (a retry); with another outcome it is 409
 * `report-already-resolved`, so one operator's answer is not silently replaced.
 */
export async function resolveReport(
  db: Db,
  by: { actor: AuditActor; ip: string | null },
  reportId: number,
  outcome: string,
): Promise<ReportView> {
  const text = outcome.trim();
  if (!text || text.length > REPORT_NOTE_MAX) {
    throw new AppError(
      "bad-request",
      "invalid-outcome",
      `Say what was done, in up to ${REPORT_NOTE_MAX} characters.`,
      {
        field: "outcome",
      },
    );
  }
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(reports).where(eq(reports.id, reportId)).for("update");
    if (!current) throw new AppError("not-found", "report-not-found", `There is no report ${reportId}.`);
    if (current.state === "resolved") {
      if (current.outcome === text) return current;
      const [view] = await viewsOf(tx, [current]);
      throw new AppError("conflict", "report-already-resolved", "Someone already resolved this report.", {
        current: view,
      });
    }
    const [resolved] = await tx
      .update(reports)
      .set({ state: "resolved", outcome: text, resolvedBy: by.actor.id, resolvedAt: new Date() })
      .where(eq(reports.id, reportId))
      .returning();
    await recordAudit(tx, {
      actor: by.actor,
      action: "report.resolve",
      target: { type: "report", id: reportId },
      before: { state: "open" },
      after: { state: "resolved", outcome: text },
      ip: by.ip,
    });
    return resolved ?? current;
  });
  const [view] = await viewsOf(db, [row]);
  return view!;
}
