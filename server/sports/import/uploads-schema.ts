import { integer, jsonb, pgTable, primaryKey, serial, text, uuid } from "drizzle-orm/pg-core";
import { belongsTo, instant } from "../../db/columns.ts";
import type { FileCounts } from "./counts.ts";

/** What became of one uploaded file: refused at upload, waiting, or imported with its counts. */
export type FileReport = {
  name: string;
  bytes: number;
  status: "waiting" | "imported" | "skipped" | "failed";
} & FileCounts & { errors: string[] };

export type ImportRunState = "queued" | "running" | "completed" | "failed";

/** One upload of openfootball files by a staff member, imported by a background job. */
export const importRuns = pgTable("import_runs", {
  id: serial("id").primaryKey(),
  jobId: uuid("job_id"),
  state: text("state").$type<ImportRunState>().notNull().default("queued"),
  actorId: text("actor_id").notNull(),
  actorRole: text("actor_role").notNull(),
  files: jsonb("files").$type<FileReport[]>().notNull(),
  error: text("error"),
  createdAt: instant("created_at").notNull().defaultNow(),
  finishedAt: instant("finished_at"),
});

/** The accepted files' text, kept until the run has imported them. */
export const importFiles = pgTable(
  "import_files",
  {
    runId: belongsTo("run_id", () => importRuns.id),
    position: integer("position").notNull(),
    text: text("text").notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.position] })],
);
