import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useMatchLookup } from "../../../components/cms/relation-lookups.ts";
import { RelationPicker } from "../../../components/cms/relation-picker.tsx";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/reports";
import { reportsAction, reportsLoader } from "./reports.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Reports");

export const loader = (args: Route.LoaderArgs) => reportsLoader(args);
export const action = (args: Route.ActionArgs) => reportsAction(args);

type Report = Awaited<ReturnType<typeof reportsLoader>>["reports"][number];

const KIND_LABELS: Record<string, string> = {
  "wrong-score": "Wrong score",
  "wrong-scorer": "Wrong scorer",
  "wrong-time": "Wrong time",
  other: "Something else",
};
const select = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

function MatchName({ report }: { report: Report }) {
  const { match } = report;
  if (!match) return <span className="text-muted">Match {report.target_id} (no longer exists)</span>;
  const score = match.homeScore === null ? "v" : `${match.homeScore}–${match.awayScore}`;
  return (
    <span>
      {match.home} {score} {match.away} · <StaffTime iso={match.kickoffAt} />
    </span>
  );
}

function ReportCard({ report, result }: { report: Report; result?: { error?: string; done?: string } }) {
  const name = report.match ? `${report.match.home} v ${report.match.away}` : `match ${report.target_id}`;
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {KIND_LABELS[report.kind] ?? report.kind}: <MatchName report={report} />
        </h2>
        <span className="text-muted">
          Reported <StaffTime iso={report.created_at} />
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words">
        {report.note || <span className="text-muted">No details given.</span>}
      </p>
      <p className="mt-2 flex flex-wrap gap-4">
        <Link to={`/cms/matches/${report.target_id}`} className="font-semibold text-accent underline">
          Edit {name}
        </Link>
        <Link to={`/match/${report.target_id}`} className="font-semibold text-accent underline">
          Public page of {name}
        </Link>
      </p>
      {result?.error ? (
        <p role="alert" className="mt-2 text-live">
          {result.error}
        </p>
      ) : null}
      {report.state === "resolved" ? (
        <p className="mt-2 rounded-lg bg-raised px-3 py-2">
          Resolved
          {report.resolved_at ? (
            <>
              {" "}
              <StaffTime iso={report.resolved_at} />
            </>
          ) : null}
          : {report.outcome}
        </p>
      ) : (
        <Form method="post" className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="resolve" />
          <input type="hidden" name="reportId" value={report.id} />
          <label className="grid gap-1 font-medium">
            What was done? (report {report.id})
            <textarea name="outcome" required maxLength={500} rows={2} className={`${select} font-normal`} />
          </label>
          <button type="submit" className="rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg">
            Resolve report {report.id}
          </button>
        </Form>
      )}
    </li>
  );
}

export default function CmsReportsPage() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { filters, reports } = loaded;
  const matchLookup = useMatchLookup();
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <PageHeader
        title="Reports"
        subtitle="Fans telling us a match's data is wrong. Fix the match, then resolve the report."
      />
      <StaffNotice>{result && "done" in result ? result.done : null}</StaffNotice>
      <FilterForm submitLabel="Show reports">
        <FilterSelect
          label="State"
          name="state"
          defaultValue={filters.state}
          any="Open"
          choices={[
            { value: "resolved", label: "Resolved" },
            { value: "all", label: "All" },
          ]}
        />
        <FilterSelect
          label="Kind"
          name="kind"
          defaultValue={filters.kind}
          any="Any kind"
          choices={loaded.kinds.map((kind) => ({ value: kind, label: KIND_LABELS[kind]! }))}
        />
        <RelationPicker
          key={filters.match}
          label="Match"
          name="match"
          lookup={matchLookup}
          initial={loaded.matchChoice}
        />
      </FilterForm>
      <PagedList
        label="Report pages"
        filters={filters}
        page={loaded}
        count={reports.length}
        empty={
          <EmptyState title="No reports" icon="receipt">
            Nothing matches these filters.
          </EmptyState>
        }
      >
        <ul className="grid gap-3" aria-label="Reports">
          {reports.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              result={result && result.reportId === report.id ? result : undefined}
            />
          ))}
        </ul>
      </PagedList>
    </TimeZoneProvider>
  );
}
