import type { Db } from "../../db/connect.ts";
import { type AuditActor, recordAudit } from "../../platform/audit/audit.ts";
import type { Tx } from "../../platform/transactions.ts";

/** Who is acting in the admin area, as the audit log records them. */
export type StaffAction = { actor: AuditActor; ip: string | null };

type Outcome<T> = {
  target: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
  result: T;
  /** False when the action found nothing to change (a repeat): nothing is logged. */
  changed?: boolean;
};

/**
 * Runs one staff action in a transaction and writes its audit entry in that same transaction:
 * money never moves without its record, and a refused action leaves neither.
 */
export async function audited<T>(
  db: Db,
  who: StaffAction,
  action: string,
  work: (tx: Tx) => Promise<Outcome<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const outcome = await work(tx);
    if (outcome.changed !== false) {
      await recordAudit(tx, {
        ...who,
        action,
        target: outcome.target,
        before: outcome.before,
        after: outcome.after,
      });
    }
    return outcome.result;
  });
}

/** A search term for ILIKE with the wildcards of the term taken literally. */
export const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
