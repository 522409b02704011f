import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Database, Db } from "./connect.ts";

export type Statement = { sql: string; params: unknown[] };

/** One node of EXPLAIN (FORMAT JSON) output, with the fields the checks read. */
export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
};

/**
 * A second handle on the same database that writes down every statement the product's
 * queries send, and runs EXPLAIN on them with a planner setting applied first (one
 * connection, so the setting holds).
 */
export async function statementRecorder(database: Database) {
  const statements: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ sql: query, params }) };
  let db: Db;
  let run: (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;
  let close = async () => {};
  if (database.driver.kind === "pglite") {
    const client = database.driver.client;
    db = drizzlePglite(client, { logger }) as unknown as Db;
    run = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
  } else {
    const pool = new pg.Pool({ connectionString: database.driver.url, max: 1 });
    // `end()` resolves before its connection has closed, so dropping the test database can end that
    // connection from the server side; the pool drops an idle connection that fails and opens another.
    pool.on("error", () => {});
    db = drizzleNodePg(pool, { logger }) as unknown as Db;
    run = async (text, params) => (await pool.query(text, params)).rows;
    close = () => pool.end();
  }
  return {
    db,
    statements,
    /** Plans of `statement` after `settings` (e.g. "set enable_seqscan = off"), settings reset after. */
    async explain(statement: Statement, settings: string[] = []): Promise<PlanNode> {
      for (const setting of settings) await run(setting);
      try {
        const [row] = await run(`explain (format json) ${statement.sql}`, statement.params);
        const raw = Object.values(row!)[0];
        const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
        return plan[0]!.Plan;
      } finally {
        await run("reset all");
      }
    },
    close,
  };
}

/** Every node of a plan, depth first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
