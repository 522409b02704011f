import { Children } from "react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/import";
import { importAction, importLoader } from "./import.server.ts";
import { RunState } from "./import-run-state.tsx";

const m = defineMessages({
  title: { id: "cms.import.title", defaultMessage: "Import" },
  subtitle: {
    id: "cms.import.subtitle",
    defaultMessage:
      "Upload openfootball JSON files; each is imported in the background with a report per file.",
  },
  files: { id: "cms.import.files", defaultMessage: "Openfootball files" },
  filesHint: {
    id: "cms.import.files-hint",
    defaultMessage:
      "Up to {max} files of at most {mib} MiB each, such as <code>en.1.json</code> from football.json.",
  },
  uploading: { id: "cms.import.uploading", defaultMessage: "Uploading…" },
  upload: { id: "cms.import.upload", defaultMessage: "Upload and import" },
  recent: { id: "cms.import.recent", defaultMessage: "Recent imports" },
  pages: { id: "cms.import.pages", defaultMessage: "Import pages" },
  none: { id: "cms.import.none", defaultMessage: "No imports yet" },
  noneText: { id: "cms.import.none-text", defaultMessage: "Uploaded files and their reports appear here." },
  import: { id: "cms.import.import", defaultMessage: "Import" },
  started: { id: "cms.import.started", defaultMessage: "Started" },
  filesCol: { id: "cms.import.files-col", defaultMessage: "Files" },
  progress: { id: "cms.import.progress", defaultMessage: "Progress" },
  errors: { id: "cms.import.errors", defaultMessage: "Errors" },
  state: { id: "cms.import.state", defaultMessage: "State" },
  utc: { id: "cms.import.utc", defaultMessage: "{time} UTC" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => importLoader(args);
export const action = (args: Route.ActionArgs) => importAction(args);

export default function CmsImportPage() {
  const { submission, maxFiles, maxFileMiB, runs, offset, limit, total } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="mb-6 grid gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <input type="hidden" name="submission" value={submission} />
        <label className="grid gap-1 text-sm font-medium">
          {t(m.files)}
          <input
            type="file"
            name="files"
            accept=".json,application/json"
            multiple
            required
            aria-describedby="import-files-hint"
            className="text-sm"
          />
        </label>
        <p id="import-files-hint" className="text-sm text-muted">
          {Children.toArray(
            t.rich(m.filesHint, { max: maxFiles, mib: maxFileMiB, code: (chunks) => <code>{chunks}</code> }),
          )}
        </p>
        {refused ? (
          <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
            {refused.error}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            disabled={sending}
            className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg disabled:opacity-60"
          >
            {t(sending ? m.uploading : m.upload)}
          </button>
        </div>
      </Form>
      <h2 className="mb-2 text-base font-semibold">{t(m.recent)}</h2>
      <PagedList
        label={t(m.pages)}
        filters={{}}
        page={{ offset, limit, total }}
        count={runs.length}
        empty={<EmptyState title={t(m.none)}>{t(m.noneText)}</EmptyState>}
      >
        <StaffTable
          label={t(m.recent)}
          labels={[t(m.import), t(m.started), t(m.filesCol), t(m.progress), t(m.errors), t(m.state)]}
        >
          {runs.map((run) => (
            <tr key={run.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2">
                <Link to={`/cms/import/${run.id}`} className="font-semibold underline">
                  #{run.id}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {t(m.utc, { time: run.createdAt.slice(0, 16).replace("T", " ") })}
              </td>
              <td className="px-3 py-2 break-all">{run.files.join(", ")}</td>
              <td className="px-3 py-2 tabular-nums">
                {run.progress.done}/{run.progress.total}
              </td>
              <td className="px-3 py-2 tabular-nums">{run.errors}</td>
              <td className="px-3 py-2">
                <RunState state={run.state} />
              </td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
