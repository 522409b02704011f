import { NavLink, useActionData, useLoaderData } from "react-router";
import { IntentButton } from "../../../components/cms/intent-button.tsx";
import { PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/jobs";
import { jobsAction, jobsLoader } from "./jobs.server.ts";

const m = defineMessages({
  title: { id: "cms.jobs.title", defaultMessage: "Jobs" },
  subtitle: {
    id: "cms.jobs.subtitle",
    defaultMessage:
      "Background work: imports, transcoding, guide fetches, mail. A failed job shows its error; retry it once the cause is fixed.",
  },
  states: { id: "cms.jobs.states", defaultMessage: "Job states" },
  all: { id: "cms.jobs.all", defaultMessage: "All" },
  queued: { id: "cms.jobs.queued", defaultMessage: "Queued" },
  running: { id: "cms.jobs.running", defaultMessage: "Running" },
  finished: { id: "cms.jobs.finished", defaultMessage: "Finished" },
  failed: { id: "cms.jobs.failed", defaultMessage: "Failed" },
  pages: { id: "cms.jobs.pages", defaultMessage: "Job pages" },
  none: { id: "cms.jobs.none", defaultMessage: "No jobs" },
  appear: { id: "cms.jobs.appear", defaultMessage: "Jobs appear here as the site queues them." },
  job: { id: "cms.jobs.job", defaultMessage: "Job" },
  state: { id: "cms.jobs.state", defaultMessage: "State" },
  attempts: { id: "cms.jobs.attempts", defaultMessage: "Attempts" },
  started: { id: "cms.jobs.started", defaultMessage: "Started" },
  ended: { id: "cms.jobs.ended", defaultMessage: "Ended" },
  error: { id: "cms.jobs.error", defaultMessage: "Error" },
  retry: { id: "cms.jobs.retry", defaultMessage: "Retry" },
  retryLabel: { id: "cms.jobs.retry-label", defaultMessage: "Retry {kind} job {id}" },
  utc: { id: "cms.jobs.utc", defaultMessage: "{time} UTC" },
});

/** A job's state in words, lower case as the list shows it (the cell capitalises the first letter). */
const STATE_WORDS: Record<string, MessageDescriptor> = defineMessages({
  queued: { id: "cms.jobs.state.queued", defaultMessage: "queued" },
  running: { id: "cms.jobs.state.running", defaultMessage: "running" },
  finished: { id: "cms.jobs.state.finished", defaultMessage: "finished" },
  failed: { id: "cms.jobs.state.failed", defaultMessage: "failed" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => jobsLoader(args);
export const action = (args: Route.ActionArgs) => jobsAction(args);

const TABS = [
  { state: null, label: m.all },
  { state: "queued", label: m.queued },
  { state: "running", label: m.running },
  { state: "finished", label: m.finished },
  { state: "failed", label: m.failed },
] as const;

const EMPTY: Record<string, MessageDescriptor> = defineMessages({
  all: { id: "cms.jobs.empty.all", defaultMessage: "No background jobs yet." },
  queued: { id: "cms.jobs.empty.queued", defaultMessage: "Nothing is waiting to run." },
  running: { id: "cms.jobs.empty.running", defaultMessage: "Nothing is running now." },
  finished: { id: "cms.jobs.empty.finished", defaultMessage: "No job has finished lately." },
  failed: { id: "cms.jobs.empty.failed", defaultMessage: "No job failed after its retries." },
});

export default function CmsJobsPage() {
  const { jobs, total, counts, state, offset, limit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const all = counts.queued + counts.running + counts.finished + counts.failed;
  const t = useT();
  const instant = (iso: string | null) =>
    iso ? t(m.utc, { time: iso.slice(0, 16).replace("T", " ") }) : "—";
  const empty = EMPTY[state ?? "all"];
  const stateWord = (name: string) => {
    const message = STATE_WORDS[name];
    return message ? t(message) : name;
  };
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <StaffNotice>{result ? ("error" in result ? result.error : result.done) : null}</StaffNotice>
      <nav aria-label={t(m.states)} className="mb-4 overflow-x-auto">
        <ul className="flex gap-1">
          {TABS.map((tab) => (
            <li key={tab.label.id}>
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
                {t(tab.label)} <span className="tabular-nums">({tab.state ? counts[tab.state] : all})</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        label={t(m.pages)}
        filters={state ? { state } : {}}
        page={{ offset, limit, total }}
        count={jobs.length}
        empty={<EmptyState title={empty ? t(empty) : t(m.none)}>{t(m.appear)}</EmptyState>}
      >
        <StaffTable
          label={t(m.title)}
          labels={[t(m.job), t(m.state), t(m.attempts), t(m.started), t(m.ended), t(m.error), t(m.retry)]}
        >
          {jobs.map((job) => (
            <tr key={job.id} className="border-b border-line align-top last:border-0">
              <td className="px-3 py-2">
                <span className="font-medium">{job.kind}</span>
                <span className="block font-mono text-xs text-muted">{job.id}</span>
              </td>
              <td className="px-3 py-2 first-letter:uppercase">{stateWord(job.state)}</td>
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
                    label={t(m.retryLabel, { kind: job.kind, id: job.id })}
                  >
                    {t(m.retry)}
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
