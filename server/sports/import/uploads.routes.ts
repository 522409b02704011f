import { createRoute, z } from "@hono/zod-openapi";
import { type ApiRouter, allowBodyUpTo, allowPageBodyUpTo } from "../../http/api-router.ts";
import { MiB } from "../../http/edge.ts";
import { AppError } from "../../http/errors.ts";
import { serveTopic } from "../../http/event-stream.ts";
import { idempotent } from "../../http/idempotency.ts";
import { cmsDenied, dataResponse, idParam } from "../../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../../http/pagination.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { jobGroupOf } from "../../platform/job-progress.ts";
import { countsShape } from "./counts.ts";
import { MAX_FILE_BYTES, MAX_FILES, type UploadedFile } from "./uploads.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
/** Twenty files at the per-file limit, JSON-escaped or in multipart, fit. */
export const UPLOAD_BODY_LIMIT = 120 * MiB;

const fileReport = z
  .object({
    name: z.string(),
    bytes: z.number().int(),
    status: z.enum(["waiting", "imported", "skipped", "failed"]),
    ...countsShape,
    errors: z.array(z.string()),
  })
  .openapi("ImportFileReport");
const importRun = z
  .object({
    id: z.number().int(),
    jobId: z.string().nullable(),
    state: z.enum(["queued", "running", "completed", "failed"]),
    startedBy: z.object({ id: z.string(), role: z.string() }),
    files: z.array(fileReport),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    totals: z.object({ ...countsShape, errors: z.number().int() }),
    error: z.string().nullable(),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .openapi("ImportRun");

const uploadedFile = z
  .custom<File>((value) => value instanceof File, { message: "Choose a file" })
  .openapi({ type: "string", format: "binary" });

const startRoute = createRoute({
  method: "post",
  path: "/cms/imports",
  operationId: "startImport",
  tags,
  security,
  summary: "Upload openfootball JSON files and queue their import (operators, admins)",
  description: `Up to ${MAX_FILES} files of at most ${MAX_FILE_BYTES / MiB} MiB each, as multipart \`files\` fields or JSON. Files that are too big, not JSON or not an openfootball match file are reported per file and not imported. Send an \`Idempotency-Key\` to retry safely.`,
  request: {
    body: {
      required: false,
      content: {
        "application/json": {
          schema: z.object({
            files: z
              .array(z.object({ name: z.string().trim().min(1).max(200), text: z.string() }))
              .min(1)
              .max(MAX_FILES),
          }),
        },
        "multipart/form-data": {
          schema: z.object({ files: z.union([uploadedFile, z.array(uploadedFile)]) }),
        },
      },
    },
  },
  responses: {
    202: dataResponse("The run, queued (or complete at once when every file was refused).", importRun),
    ...cmsDenied,
    409: { description: "`idempotency-key-in-progress`." },
    422: { description: "`idempotency-key-reused`." },
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/cms/imports",
  operationId: "listImports",
  tags,
  security,
  summary: "Import runs, newest first",
  request: { query: z.object({ limit: limitParam(20, 100), offset: offsetParam }) },
  responses: {
    ...listResponse("A page of runs and how many there are.", importRun),
    ...cmsDenied,
  },
});

const showRoute = createRoute({
  method: "get",
  path: "/cms/imports/{id}",
  operationId: "getImport",
  tags,
  security,
  summary: "One import run with its per-file report",
  request: { params: idParam },
  responses: {
    200: dataResponse("The run.", importRun),
    ...cmsDenied,
    404: { description: "`import-not-found`." },
  },
});

const eventsRoute = createRoute({
  method: "get",
  path: "/cms/imports/{id}/events",
  operationId: "followImport",
  tags,
  security,
  summary: "The run's progress as Server-Sent Events (`progress` frames of its job)",
  request: {
    params: idParam,
    query: z.object({ lastEventId: z.string().max(20).optional() }),
  },
  responses: {
    200: { description: "An event stream.", content: { "text/event-stream": { schema: z.string() } } },
    ...cmsDenied,
    404: { description: "`import-not-found`, `import-not-queued` (every file was refused)." },
  },
});

const baseName = (name: string) => (name.split(/[\\/]/).at(-1) ?? name).trim().slice(0, 200) || "upload.json";

async function readFiles(form: { files?: File | File[] }): Promise<UploadedFile[]> {
  const files = form.files === undefined ? [] : Array.isArray(form.files) ? form.files : [form.files];
  if (files.length > MAX_FILES) {
    throw new AppError("bad-request", "invalid-files", `Upload at most ${MAX_FILES} files at a time.`);
  }
  return Promise.all(
    files.map(async (file) => ({
      name: baseName(file.name),
      bytes: file.size,
      text: file.size > MAX_FILE_BYTES ? null : await file.text(),
    })),
  );
}

/** Openfootball uploads in the admin area: operators and admins (`feeds:manage`); starting one is audited. */
export function mountImportUploadRoutes(api: ApiRouter): void {
  allowBodyUpTo(api, "/cms/imports", UPLOAD_BODY_LIMIT);
  // The admin page's own upload form, which posts the same files to its action.
  allowPageBodyUpTo("/cms/import", UPLOAD_BODY_LIMIT);
  api.use("/cms/imports", requireCms("feeds:manage"));
  api.use("/cms/imports/*", requireCms("feeds:manage"));
  api.post("/cms/imports", idempotent("cms-imports"));
  api.openapi(startRoute, async (c) => {
    const json = c.req.valid("json") as { files?: Array<{ name: string; text: string }> };
    const form = c.req.valid("form") as { files?: File | File[] };
    const files = json.files
      ? json.files.map((file) => ({
          name: baseName(file.name),
          bytes: Buffer.byteLength(file.text),
          text: file.text,
        }))
      : await readFiles(form);
    const { services } = c.var;
    const { actor, ip } = await actorOf(c);
    const run = await services.imports.start({ actor: { id: actor.id, role: actor.role }, files });
    await services.audit.recordAudit({
      actor,
      action: "import.start",
      target: { type: "import", id: run.id },
      after: {
        files: run.files.map((file) => ({ name: file.name, bytes: file.bytes, status: file.status })),
      },
      ip,
    });
    return c.json({ data: run }, 202);
  });
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.imports.list(c.req.valid("query")), 200);
  });
  api.openapi(showRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.imports.find(c.req.valid("param").id) }, 200);
  });
  api.openapi(eventsRoute, async (c) => {
    const run = await c.var.services.imports.find(c.req.valid("param").id);
    if (!run.jobId) {
      throw new AppError(
        "not-found",
        "import-not-queued",
        "Every file of this import was refused; nothing runs.",
      );
    }
    return serveTopic(c, c.var.services.jobs.topic, jobGroupOf(run.jobId));
  });
}
