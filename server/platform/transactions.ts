import type { Db } from "../db/connect.ts";

/** A transaction handle, as `db.transaction` passes it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Slices rows so one statement stays well under PostgreSQL's 65,535 bind parameters. */
export const chunk = <T>(rows: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, i * size + size));
