import { Form, useActionData, useLoaderData } from "react-router";
import { PageNav } from "../../components/cms/page-nav.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";
import { pageMeta } from "../../lib/meta.ts";
import type { Route } from "./+types/cms-jobs";
import { jobsAction, jobsLoader } from "./cms-jobs.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Jobs");

export const loader = (args: Route.LoaderArgs) => jobsLoader(args);
export const action = (args: Route.ActionArgs) => jobsAction(args);

export default function CmsJobsPage() {
  const { jobs, total, offset, limit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Jobs"
        subtitle="Background jobs that failed after every retry. Retry one once its cause is fixed."
      />
      {result ? (
        <p role="status" className="mb-3 rounded-lg border border-line bg-raised px-3 py-2 text-sm">
          {"error" in result ? result.error : result.done}
        </p>
      ) : null}
      {jobs.length === 0 ? (
        <EmptyState title="No failed jobs">Every background job finished or is still trying.</EmptyState>
      ) : (
        <ScrollTable label="Failed jobs">
          <table className="w-full text-sm">
            <caption className="sr-only">Failed jobs</caption>
            <thead>
              <tr className="border-b border-line text-left">
                {["Job", "Error", "Attempts", "Failed", "Retry"].map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} className="border-b border-line align-top last:border-0">
                  <td className="px-3 py-2">
                    <span className="font-medium">{job.kind}</span>
                    <span className="block text-xs text-muted break-all">{job.id}</span>
                  </td>
                  <td className="px-3 py-2 break-words">{job.error}</td>
                  <td className="px-3 py-2 tabular-nums">{job.attempts}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {job.failedAt ? `${job.failedAt.slice(0, 16).replace("T", " ")} UTC` : "—"}
                  </td>
                  <td className="px-3 py-2">
                    <Form method="post">
                      <input type="hidden" name="jobId" value={job.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="retry"
                        aria-label={`Retry ${job.kind} job ${job.id}`}
                        className="rounded-lg border border-line px-3 py-1 font-semibold hover:bg-raised"
                      >
                        Retry
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <PageNav
        label="Job pages"
        filters={{}}
        offset={offset}
        limit={limit}
        shown={jobs.length}
        total={total}
      />
    </>
  );
}
