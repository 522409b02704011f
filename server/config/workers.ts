import { availableParallelism } from "node:os";
import { z } from "zod";

/** Several processes serving one site: workers on this machine, and the bus between all of them (docs/deploy.md). */
export const workerSettings = {
  /** HTTP server processes sharing the port (node:cluster). Unset: every core with PostgreSQL and Redis, else 1. */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Pub/sub channel of the stream bus; sites sharing one Redis server each need their own. */
  REDIS_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:._-]{1,100}$/, "must be letters, digits and : . _ - (at most 100)")
    .default("goalline:streams"),
};

/**
 * The embedded database has one writer in one process and the in-process bus reaches no other
 * process, so several workers need PostgreSQL and Redis; with both, a site uses every core.
 */
export function workerCount(raw: { WORKERS?: number; DATABASE_URL?: string; REDIS_URL?: string }): number {
  if (raw.WORKERS !== undefined) return raw.WORKERS;
  return raw.DATABASE_URL && raw.REDIS_URL ? availableParallelism() : 1;
}

export function workerSettingsIssues(raw: {
  WORKERS?: number;
  DATABASE_URL?: string;
  REDIS_URL?: string;
}): string[] {
  if ((raw.WORKERS ?? 1) <= 1 || (raw.DATABASE_URL && raw.REDIS_URL)) return [];
  const missing = [raw.DATABASE_URL ? null : "DATABASE_URL", raw.REDIS_URL ? null : "REDIS_URL"].filter(
    Boolean,
  );
  return [
    `WORKERS: more than 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL; set ${missing.join(" and ")}, or WORKERS=1 (the embedded database and the in-process live bus serve one process only)`,
  ];
}
