import { useEffect, useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { createEventStream } from "../../../lib/event-stream.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta, translatorOfPage } from "../../../lib/meta.ts";
import { usePublicConfig } from "../../../lib/public-config.tsx";
import type { Route } from "./+types/import-run";
import { importRunLoader } from "./import-run.server.ts";
import { RunState } from "./import-run-state.tsx";

const m = defineMessages({
  title: { id: "cms.import-run.title", defaultMessage: "Import #{id}" },
  started: { id: "cms.import-run.started", defaultMessage: "Started {time} UTC" },
  progress: { id: "cms.import-run.progress", defaultMessage: "Progress" },
  filesImported: { id: "cms.import-run.files-imported", defaultMessage: "Files imported" },
  importProgress: { id: "cms.import-run.import-progress", defaultMessage: "Import progress" },
  done: { id: "cms.import-run.done", defaultMessage: "{done} of {total} files · {percent}%" },
  stopped: { id: "cms.import-run.stopped", defaultMessage: "The import stopped: {error}" },
  refresh: { id: "cms.import-run.refresh", defaultMessage: "Refresh the status" },
  report: { id: "cms.import-run.report", defaultMessage: "Report per file" },
  file: { id: "cms.import-run.file", defaultMessage: "File" },
  result: { id: "cms.import-run.result", defaultMessage: "Result" },
  competitions: { id: "cms.import-run.competitions", defaultMessage: "Competitions" },
  teams: { id: "cms.import-run.teams", defaultMessage: "Teams" },
  matches: { id: "cms.import-run.matches", defaultMessage: "Matches" },
  goals: { id: "cms.import-run.goals", defaultMessage: "Goals" },
  errors: { id: "cms.import-run.errors", defaultMessage: "Errors" },
  createdUpdated: {
    id: "cms.import-run.created-updated",
    defaultMessage: "{created} created, {updated} updated",
  },
  created: { id: "cms.import-run.created", defaultMessage: "{created} created" },
  none: { id: "cms.import-run.none", defaultMessage: "None" },
  more: { id: "cms.import-run.more", defaultMessage: "… and {count} more" },
  back: { id: "cms.import-run.back", defaultMessage: "Back to imports" },
});

/** A file's outcome, by the status the import writes. */
const FILE_STATUS: Record<string, MessageDescriptor> = defineMessages({
  waiting: { id: "cms.import-run.status.waiting", defaultMessage: "waiting" },
  imported: { id: "cms.import-run.status.imported", defaultMessage: "imported" },
  skipped: { id: "cms.import-run.status.skipped", defaultMessage: "skipped" },
  failed: { id: "cms.import-run.status.failed", defaultMessage: "failed" },
});

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta(matches, translatorOfPage(matches)(m.title, { id: params.id ?? "" }));

export const loader = (args: Route.LoaderArgs) => importRunLoader(args);

type Progress = { done: number; total: number; message?: string };

/**
 * Follows the run's job on its event stream while it runs and reloads the
 * report after each file; without JavaScript the page is refreshed by hand.
 */
function useFollowRun(id: number, running: boolean, followFrom: number): Progress | null {
  const { apiPath } = usePublicConfig();
  const { revalidate } = useRevalidator();
  const [latest, setLatest] = useState<Progress | null>(null);
  useEffect(() => {
    if (!running) return;
    const stream = createEventStream(`${apiPath}/cms/imports/${id}/events`, {
      lastEventId: String(followFrom),
    });
    stream.on<Progress & { state: string }>("progress", (entry) => {
      setLatest(entry);
      void revalidate();
      if (entry.state === "completed" || entry.state === "failed") stream.close();
    });
    stream.open();
    return () => stream.close();
  }, [apiPath, id, running, followFrom, revalidate]);
  return latest;
}

export default function CmsImportRunPage() {
  const { run, followFrom } = useLoaderData<typeof loader>();
  const running = run.state === "queued" || run.state === "running";
  const live = useFollowRun(run.id, running, followFrom);
  const done = Math.max(run.progress.done, running ? (live?.done ?? 0) : 0);
  const total = run.progress.total;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const t = useT();
  return (
    <>
      <PageHeader
        title={t(m.title, { id: run.id })}
        subtitle={t(m.started, { time: run.createdAt.slice(0, 19).replace("T", " ") })}
      />
      <section
        aria-labelledby="import-progress"
        className="mb-6 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="import-progress" className="flex items-center gap-2 text-base font-semibold">
          {t(m.progress)} <RunState state={run.state} />
        </h2>
        <progress className="mt-3 h-3 w-full" max={total} value={done} aria-label={t(m.filesImported)}>
          {percent}%
        </progress>
        <p
          role="status"
          aria-live="polite"
          aria-label={t(m.importProgress)}
          className="mt-2 text-sm tabular-nums"
        >
          {t(m.done, { done, total, percent })}
          {running && live?.message ? ` · ${live.message}` : ""}
        </p>
        {run.error ? (
          <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t(m.stopped, { error: run.error })}</p>
        ) : null}
        {running ? (
          <p className="mt-2 text-sm">
            <Link to="." reloadDocument className="underline">
              {t(m.refresh)}
            </Link>
          </p>
        ) : null}
      </section>
      <h2 className="mb-2 text-base font-semibold">{t(m.report)}</h2>
      <StaffTable
        label={t(m.report)}
        labels={[
          t(m.file),
          t(m.result),
          t(m.competitions),
          t(m.teams),
          t(m.matches),
          t(m.goals),
          t(m.errors),
        ]}
      >
        {run.files.map((file, index) => (
          <tr
            // biome-ignore lint/suspicious/noArrayIndexKey: an upload may hold two files of one name; files keep their order.
            key={index}
            data-file={file.name}
            className="border-b border-line align-top last:border-0"
          >
            <th scope="row" className="px-3 py-2 text-start font-medium break-all">
              {file.name}
            </th>
            <td className="px-3 py-2">
              {FILE_STATUS[file.status] ? t(FILE_STATUS[file.status]!) : file.status}
            </td>
            <td className="px-3 py-2 tabular-nums">
              {t(m.createdUpdated, { created: file.competitionsCreated, updated: file.competitionsUpdated })}
            </td>
            <td className="px-3 py-2 tabular-nums">{t(m.created, { created: file.teamsCreated })}</td>
            <td className="px-3 py-2 tabular-nums">
              {t(m.createdUpdated, { created: file.matchesCreated, updated: file.matchesUpdated })}
            </td>
            <td className="px-3 py-2 tabular-nums">{file.events}</td>
            <td className="px-3 py-2">
              {file.errors.length === 0 ? (
                t(m.none)
              ) : (
                <ul className="list-disc ps-4">
                  {file.errors.slice(0, 20).map((error, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same problem may repeat; the list never reorders.
                    <li key={at}>{error}</li>
                  ))}
                  {file.errors.length > 20 ? <li>{t(m.more, { count: file.errors.length - 20 })}</li> : null}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
      <p className="mt-4 text-sm">
        <Link to="/cms/import" className="underline">
          {t(m.back)}
        </Link>
      </p>
    </>
  );
}
