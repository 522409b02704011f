import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/import";
import { importAction, importLoader } from "./import.server.ts";
import { RunState } from "./import-run-state.tsx";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Import");

export const loader = (args: Route.LoaderArgs) => importLoader(args);
export const action = (args: Route.ActionArgs) => importAction(args);

export default function CmsImportPage() {
  const { submission, maxFiles, maxFileMiB, runs, offset, limit, total } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <PageHeader
        title="Import"
        subtitle="Upload openfootball JSON files; each is imported in the background with a report per file."
      />
      <Form
        method="post"
        encType="multipart/form-data"
        className="mb-6 grid gap-3 rounded-2xl border border-line bg-surface p-4"
      >
        <input type="hidden" name="submission" value={submission} />
        <label className="grid gap-1 text-sm font-medium">
          Openfootball files
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
          Up to {maxFiles} files of at most {maxFileMiB} MiB each, such as <code>en.1.json</code> from
          football.json.
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
            {sending ? "Uploading…" : "Upload and import"}
          </button>
        </div>
      </Form>
      <h2 className="mb-2 text-base font-semibold">Recent imports</h2>
      <PagedList
        label="Import pages"
        filters={{}}
        page={{ offset, limit, total }}
        count={runs.length}
        empty={<EmptyState title="No imports yet">Uploaded files and their reports appear here.</EmptyState>}
      >
        <StaffTable
          label="Recent imports"
          labels={["Import", "Started", "Files", "Progress", "Errors", "State"]}
        >
          {runs.map((run) => (
            <tr key={run.id} className="border-b border-line last:border-0">
              <td className="px-3 py-2">
                <Link to={`/cms/import/${run.id}`} className="font-semibold underline">
                  #{run.id}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {run.createdAt.slice(0, 16).replace("T", " ")} UTC
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
