import { useEffect, useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { createEventStream } from "../../../lib/event-stream.ts";
import { pageMeta } from "../../../lib/meta.ts";
import { usePublicConfig } from "../../../lib/public-config.tsx";
import type { Route } from "./+types/import-run";
import { importRunLoader } from "./import-run.server.ts";
import { RunState } from "./import-run-state.tsx";

export const meta: Route.MetaFunction = ({ matches, params }) => pageMeta(matches, `Import #${params.id}`);

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
  return (
    <>
      <PageHeader
        title={`Import #${run.id}`}
        subtitle={`Started ${run.createdAt.slice(0, 19).replace("T", " ")} UTC`}
      />
      <section
        aria-labelledby="import-progress"
        className="mb-6 rounded-2xl border border-line bg-surface p-4"
      >
        <h2 id="import-progress" className="flex items-center gap-2 text-base font-semibold">
          Progress <RunState state={run.state} />
        </h2>
        <progress className="mt-3 h-3 w-full" max={total} value={done} aria-label="Files imported">
          {percent}%
        </progress>
        <p
          role="status"
          aria-live="polite"
          aria-label="Import progress"
          className="mt-2 text-sm tabular-nums"
        >
          {done} of {total} files · {percent}%{running && live?.message ? ` · ${live.message}` : ""}
        </p>
        {run.error ? (
          <p className="mt-2 text-sm text-red-700 dark:text-red-300">The import stopped: {run.error}</p>
        ) : null}
        {running ? (
          <p className="mt-2 text-sm">
            <Link to="." reloadDocument className="underline">
              Refresh the status
            </Link>
          </p>
        ) : null}
      </section>
      <h2 className="mb-2 text-base font-semibold">Report per file</h2>
      <StaffTable
        label="Report per file"
        labels={["File", "Result", "Competitions", "Teams", "Matches", "Goals", "Errors"]}
      >
        {run.files.map((file, index) => (
          <tr
            // biome-ignore lint/suspicious/noArrayIndexKey: an upload may hold two files of one name; files keep their order.
            key={index}
            data-file={file.name}
            className="border-b border-line align-top last:border-0"
          >
            <th scope="row" className="px-3 py-2 text-left font-medium break-all">
              {file.name}
            </th>
            <td className="px-3 py-2">{file.status}</td>
            <td className="px-3 py-2 tabular-nums">
              {file.competitionsCreated} created, {file.competitionsUpdated} updated
            </td>
            <td className="px-3 py-2 tabular-nums">{file.teamsCreated} created</td>
            <td className="px-3 py-2 tabular-nums">
              {file.matchesCreated} created, {file.matchesUpdated} updated
            </td>
            <td className="px-3 py-2 tabular-nums">{file.events}</td>
            <td className="px-3 py-2">
              {file.errors.length === 0 ? (
                "None"
              ) : (
                <ul className="list-disc pl-4">
                  {file.errors.slice(0, 20).map((error, at) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same problem may repeat; the list never reorders.
                    <li key={at}>{error}</li>
                  ))}
                  {file.errors.length > 20 ? <li>… and {file.errors.length - 20} more</li> : null}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
      <p className="mt-4 text-sm">
        <Link to="/cms/import" className="underline">
          Back to imports
        </Link>
      </p>
    </>
  );
}
