import { asc, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { List } from "../../http/pagination.ts";
import { defineJob, type Jobs } from "../../platform/jobs.ts";
import { addCounts, noCounts } from "./counts.ts";
import { importDocuments } from "./import-files.ts";
import { parseOpenfootball } from "./parse.ts";
import { type FileReport, type ImportRunState, importFiles, importRuns } from "./uploads-schema.ts";

const KiB = 1024;
/** One openfootball file is a few hundred KiB; a season's biggest is under 1 MiB. */
export const MAX_FILE_BYTES = 5 * 1024 * KiB;
export const MAX_FILES = 20;

/** An uploaded file as read from the request: its text, or null when it was over the size limit. */
export type UploadedFile = { name: string; bytes: number; text: string | null };

export type ImportRun = {
  id: number;
  jobId: string | null;
  state: ImportRunState;
  startedBy: { id: string; role: string };
  files: FileReport[];
  progress: { done: number; total: number };
  totals: Omit<FileReport, "name" | "bytes" | "status" | "errors"> & { errors: number };
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

const refused = (file: UploadedFile, reason: string): FileReport => ({
  name: file.name,
  bytes: file.bytes,
  status: "failed",
  ...noCounts(),
  errors: [reason],
});

/** Checks each file before it is queued: too big, not JSON, or not an openfootball match file is refused. */
export function checkFile(file: UploadedFile): FileReport {
  if (file.text === null || file.bytes > MAX_FILE_BYTES) {
    return refused(file, `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB`);
  }
  let document: unknown;
  try {
    document = JSON.parse(file.text);
  } catch {
    return refused(file, "not valid JSON");
  }
  const outcome = parseOpenfootball(file.name, document);
  if ("problem" in outcome) return refused(file, outcome.problem.reason);
  if ("skipped" in outcome) return refused(file, `not a match file: ${outcome.skipped}`);
  return { name: file.name, bytes: file.bytes, status: "waiting", ...noCounts(), errors: [] };
}

function viewOf(row: typeof importRuns.$inferSelect): ImportRun {
  const finished = row.files.filter((file) => file.status !== "waiting").length;
  const totals = { ...noCounts(), errors: 0 };
  for (const file of row.files) {
    addCounts(totals, file);
    totals.errors += file.errors.length;
  }
  return {
    id: row.id,
    jobId: row.jobId,
    state: row.state,
    startedBy: { id: row.actorId, role: row.actorRole },
    files: row.files,
    progress: { done: finished, total: row.files.length },
    totals,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The background job behind an upload: imports the waiting files one by one, reporting after each. */
export const importRunJob = (db: Db) =>
  defineJob({
    name: "openfootball-import",
    payload: z.object({ runId: z.number().int().positive() }),
    retries: 2,
    async handle(job) {
      const { runId } = job.payload;
      const [run] = await db.select().from(importRuns).where(eq(importRuns.id, runId));
      if (!run) return;
      await db.update(importRuns).set({ state: "running" }).where(eq(importRuns.id, runId));
      const texts = await db
        .select()
        .from(importFiles)
        .where(eq(importFiles.runId, runId))
        .orderBy(asc(importFiles.position));
      const files = [...run.files];
      const total = files.length;
      const done = () => files.filter((file) => file.status !== "waiting").length;
      await job.progress({ done: done(), total, message: "starting" });
      try {
        for (const stored of texts) {
          const file = files[stored.position]!;
          if (file.status !== "waiting") continue;
          const summary = await importDocuments(db, [{ file: file.name, text: stored.text }]);
          const { errors, files: _files, filesSkipped, ...fileCounts } = summary;
          files[stored.position] = {
            ...file,
            ...fileCounts,
            status:
              filesSkipped > 0
                ? "skipped"
                : errors.some((e) => e.match === undefined)
                  ? "failed"
                  : "imported",
            errors: errors.map((e) => (e.match === undefined ? e.reason : `match #${e.match}: ${e.reason}`)),
          };
          await db.update(importRuns).set({ files }).where(eq(importRuns.id, runId));
          await job.progress({ done: done(), total, message: file.name });
        }
        await db.delete(importFiles).where(eq(importFiles.runId, runId));
        await db
          .update(importRuns)
          .set({ state: "completed", finishedAt: new Date() })
          .where(eq(importRuns.id, runId));
      } catch (error) {
        if (job.lastAttempt) {
          await db
            .update(importRuns)
            .set({ state: "failed", error: (error as Error).message, finishedAt: new Date() })
            .where(eq(importRuns.id, runId));
        }
        throw error;
      }
    },
  });

export type ImportRunJob = ReturnType<typeof importRunJob>;

/**
 * Records an upload and queues its import. Refused files are reported at once
 * and never queued; a run of refused files only is complete as soon as it starts.
 */
export async function startImportRun(
  deps: { db: Db; jobs: Jobs; job: ImportRunJob },
  input: { actor: { id: string; role: string }; files: UploadedFile[] },
): Promise<ImportRun> {
  const { db } = deps;
  if (input.files.length === 0)
    throw new AppError("bad-request", "invalid-files", "Choose at least one file.");
  if (input.files.length > MAX_FILES) {
    throw new AppError("bad-request", "invalid-files", `Upload at most ${MAX_FILES} files at a time.`);
  }
  const reports = input.files.map(checkFile);
  const waiting = reports.some((report) => report.status === "waiting");
  const [row] = await db
    .insert(importRuns)
    .values({
      actorId: input.actor.id,
      actorRole: input.actor.role,
      files: reports,
      state: waiting ? "queued" : "completed",
      finishedAt: waiting ? null : new Date(),
    })
    .returning();
  const accepted = input.files.flatMap((file, position) =>
    reports[position]!.status === "waiting" ? [{ runId: row!.id, position, text: file.text! }] : [],
  );
  if (accepted.length === 0) return viewOf(row!);
  await db.insert(importFiles).values(accepted);
  const { id: jobId } = await deps.jobs.send(
    deps.job,
    { runId: row!.id },
    { singletonKey: `import-run:${row!.id}` },
  );
  const [queued] = await db.update(importRuns).set({ jobId }).where(eq(importRuns.id, row!.id)).returning();
  return viewOf(queued!);
}

export async function listImportRuns(
  db: Db,
  page: { limit: number; offset: number },
): Promise<List<ImportRun>> {
  const [rows, [total]] = await Promise.all([
    db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(importRuns),
  ]);
  return { data: rows.map(viewOf), total: total?.total ?? 0 };
}

export async function findImportRun(db: Db, id: number): Promise<ImportRun> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id));
  if (!row) throw new AppError("not-found", "import-not-found", `There is no import ${id}.`);
  return viewOf(row);
}

/** Openfootball uploads from the admin area: start a run, list runs, show one. */
export function createImportUploads(deps: { db: Db; jobs: Jobs }) {
  const job = importRunJob(deps.db);
  return {
    job,
    start: (input: Parameters<typeof startImportRun>[1]) => startImportRun({ ...deps, job }, input),
    list: (page: { limit: number; offset: number }) => listImportRuns(deps.db, page),
    find: (id: number) => findImportRun(deps.db, id),
    /** Imports documents at once, in this request (the loopback import API), not as a background run. */
    importNow: (documents: Parameters<typeof importDocuments>[1]) => importDocuments(deps.db, documents),
    MAX_FILE_BYTES,
    MAX_FILES,
  };
}

export type ImportUploads = ReturnType<typeof createImportUploads>;
