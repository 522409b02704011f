import { NavLink, useActionData, useLoaderData } from "react-router";
import { IntentButton } from "../../../components/cms/intent-button.tsx";
import { PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/jobs";
import { jobsAction, jobsLoader } from "./jobs.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Jobs");

export const loader = (args: Route.LoaderArgs) => jobsLoader(args);
export const action = (args: Route.ActionArgs) => jobsAction(args);

const TABS = [
  { state: null, label: "All" },
  { state: "queued", label: "Queued" },
  { state: "running", label: "Running" },
  { state: "finished", label: "Finished" },
  { state: "failed", label: "Failed" },
] as const;

const EMPTY: Record<string, string> = {
  all: "No background jobs yet.",
  queued: "Nothing is waiting to run.",
  running: "Nothing is running now.",
  finished: "No job has finished lately.",
  failed: "No job failed after its retries.",
};

const instant = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "—");

export default function CmsJobsPage() {
  const { jobs, total, counts, state, offset, limit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const all = counts.queued + counts.running + counts.finished + counts.failed;
  return (
    <>
      <PageHeader
        title="Jobs"
        subtitle="Background work: imports, transcoding, guide fetches, mail. A failed job shows its error; retry it once the cause is fixed."
      />
      <StaffNotice>{result ? ("error" in result ? result.error : result.done) : null}</StaffNotice>
      <nav aria-label="Job states" className="mb-4 overflow-x-auto">
        <ul className="flex gap-1">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <NavLink
                to={tab.state ? `?state=${tab.state}` : "?"}
                end
                aria-current={state === tab.state ? "page" : undefined}
                className={`block whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium ${
                  state === tab.state
                    ? "border-accent bg-accent text-accent-fg"
                    : "border-line hover:bg-raised"
                }`}
              >
                {tab.label} <span className="tabular-nums">({tab.state ? counts[tab.state] : all})</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        label="Job pages"
        filters={state ? { state } : {}}
        page={{ offset, limit, total }}
        count={jobs.length}
        empty={
          <EmptyState title={EMPTY[state ?? "all"] ?? "No jobs"}>
            Jobs appear here as the site queues them.
          </EmptyState>
        }
      >
        <StaffTable label="Jobs" labels={["Job", "State", "Attempts", "Started", "Ended", "Error", "Retry"]}>
          {jobs.map((job) => (
            <tr key={job.id} className="border-b border-line align-top last:border-0">
              <td className="px-3 py-2">
                <span className="font-medium">{job.kind}</span>
                <span className="block font-mono text-xs text-muted">{job.id}</span>
              </td>
              <td className="px-3 py-2 capitalize">{job.state}</td>
              <td className="px-3 py-2 tabular-nums">{job.attempts}</td>
              <td className="px-3 py-2 whitespace-nowrap">{instant(job.startedAt)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{instant(job.finishedAt)}</td>
              <td className="max-w-md px-3 py-2 break-words">{job.error ?? "—"}</td>
              <td className="px-3 py-2">
                {job.state === "failed" ? (
                  <IntentButton
                    intent="retry"
                    hidden={{ jobId: job.id }}
                    className="rounded-lg border border-line px-3 py-1 font-semibold hover:bg-raised"
                    label={`Retry ${job.kind} job ${job.id}`}
                  >
                    Retry
                  </IntentButton>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </>
  );
}
