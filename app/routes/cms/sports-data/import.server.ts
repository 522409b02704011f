import { randomUUID } from "node:crypto";
import { data, type RouterContextProvider, redirect } from "react-router";
import { isAppError } from "../../../../shared/errors.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffTranslator } from "../cms-access.server.ts";
import { createOnce } from "../cms-form.server.ts";

const m = defineMessages({
  chooseFiles: {
    id: "cms.import.choose-files",
    defaultMessage: "Choose at least one openfootball JSON file.",
  },
  tooMany: { id: "cms.import.too-many", defaultMessage: "Upload at most {max} files at a time." },
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };
const PAGE = 20;

/** The upload form (with a fresh submission key) and the latest runs. */
export async function importLoader({ request, context }: Args) {
  await requireCmsPage(context, "feeds:manage");
  const offset = Math.min(
    1_000_000,
    Math.max(0, Number.parseInt(new URL(request.url).searchParams.get("offset") ?? "0", 10) || 0),
  );
  const { imports } = requestScopeOf(context).services;
  const runs = await imports.list({ limit: PAGE, offset });
  return {
    submission: randomUUID(),
    maxFiles: imports.MAX_FILES,
    maxFileMiB: imports.MAX_FILE_BYTES / 1024 / 1024,
    offset,
    limit: PAGE,
    total: runs.total,
    runs: runs.data.map((run) => ({
      id: run.id,
      state: run.state,
      createdAt: run.createdAt,
      files: run.files.map((file) => file.name),
      progress: run.progress,
      errors: run.totals.errors,
    })),
  };
}

/** Starts an import from the form's files (once per submission key), audited as the API does, then shows the run. */
export async function importAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "feeds:manage");
  const form = await readForm(request);
  const { services, clientIp } = requestScopeOf(context);
  const { MAX_FILES, MAX_FILE_BYTES } = services.imports;
  const files = form
    .getAll("files")
    .filter((value): value is File => typeof value !== "string" && value.size > 0);
  const t = staffTranslator(context);
  if (files.length === 0) return data({ error: t(m.chooseFiles) }, { status: 400 });
  if (files.length > MAX_FILES) {
    return data({ error: t(m.tooMany, { max: MAX_FILES }) }, { status: 400 });
  }
  const actor = { kind: "account" as const, id: String(staff.auth.user.id), role: staff.auth.user.role };
  try {
    const { location } = await createOnce(
      context,
      { scope: "cms-imports", staffId: staff.auth.user.id, form, keyField: "submission" },
      async () => {
        const uploaded = await Promise.all(
          files.map(async (file) => ({
            name: (file.name.split(/[\\/]/).at(-1) ?? file.name).slice(0, 200) || "upload.json",
            bytes: file.size,
            text: file.size > MAX_FILE_BYTES ? null : await file.text(),
          })),
        );
        const run = await services.imports.start({
          actor: { id: actor.id, role: actor.role },
          files: uploaded,
        });
        await services.audit.recordAudit({
          actor,
          action: "import.start",
          target: { type: "import", id: run.id },
          after: {
            files: run.files.map((file) => ({ name: file.name, bytes: file.bytes, status: file.status })),
          },
          ip: clientIp,
        });
        return { location: `/cms/import/${run.id}` };
      },
    );
    return redirect(location);
  } catch (error) {
    if (isAppError(error)) return data({ error: error.message }, { status: 400 });
    throw error;
  }
}
