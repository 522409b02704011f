import { and, count, desc, eq, gte, lte, type SQL } from "drizzle-orm";
import type { List } from "../../../shared/list.ts";
import type { Db } from "../../db/connect.ts";
import { bindAll } from "../bind.ts";
import { auditLog } from "./schema.ts";

export type AuditActor = { kind: "account" | "automation"; id: string; role: string };
/** Who does a staff change and from where: what every audited write takes from its caller. */
export type AuditedBy = { actor: AuditActor; ip: string | null };
export type AuditEntryInput = {
  actor: AuditActor;
  action: string;
  target: { type: string; id?: string | number | null };
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** The one place that writes the audit log. */
export async function recordAudit(db: Db, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    actorRole: entry.actor.role,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id === undefined || entry.target.id === null ? null : String(entry.target.id),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

export type AuditFilter = {
  actor?: string;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

export type AuditRow = typeof auditLog.$inferSelect;

/** Newest first, filtered by actor id, action, target ("type" or "type:id") and time range. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<List<AuditRow>> {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditLog.actorId, filter.actor));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.target) {
    const [type, id] = filter.target.split(":", 2) as [string, string | undefined];
    conditions.push(eq(auditLog.targetType, type));
    if (id !== undefined) conditions.push(eq(auditLog.targetId, id));
  }
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lte(auditLog.at, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { data: rows, total: total?.total ?? 0 };
}

const CSV_COLUMNS = [
  "at",
  "actorKind",
  "actorId",
  "actorRole",
  "action",
  "targetType",
  "targetId",
  "before",
  "after",
  "ip",
] as const;

/** RFC 4180 CSV; a leading =, +, - or @ is quoted with an apostrophe so spreadsheets never run it. */
export function auditCsv(rows: AuditRow[]): string {
  const cell = (value: unknown) => {
    let text =
      value === null || value === undefined
        ? ""
        : value instanceof Date
          ? value.toISOString()
          : typeof value === "object"
            ? JSON.stringify(value)
            : String(value);
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [
    CSV_COLUMNS.join(","),
    ...rows.map((row) => CSV_COLUMNS.map((key) => cell(row[key])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The audit log over one database, as `services.audit` hands it to pages. */
export function createAuditLog(db: Db) {
  return bindAll(db, { recordAudit, listAudit });
}

export type AuditLog = ReturnType<typeof createAuditLog>;
