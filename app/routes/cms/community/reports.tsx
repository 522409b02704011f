import { Children } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import type { Translator } from "../../../../shared/i18n/messages.ts";
import { useMatchLookup } from "../../../components/cms/relation-lookups.ts";
import { RelationPicker } from "../../../components/cms/relation-picker.tsx";
import { FilterForm, FilterSelect, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTime } from "../../../components/cms/staff-time.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, type MessageDescriptor, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/reports";
import { reportsAction, reportsLoader } from "./reports.server.ts";

const m = defineMessages({
  title: { id: "cms.reports.title", defaultMessage: "Reports" },
  subtitle: {
    id: "cms.reports.subtitle",
    defaultMessage: "Fans telling us a match's data is wrong. Fix the match, then resolve the report.",
  },
  gone: { id: "cms.reports.gone", defaultMessage: "Match {id} (no longer exists)" },
  versus: {
    id: "cms.reports.versus",
    defaultMessage: "{home} v {away}",
    description: "A match: home team v away team",
  },
  matchNumber: { id: "cms.reports.match-number", defaultMessage: "match {id}" },
  reported: { id: "cms.reports.reported", defaultMessage: "Reported {time}" },
  noDetails: { id: "cms.reports.no-details", defaultMessage: "No details given." },
  edit: { id: "cms.reports.edit", defaultMessage: "Edit {name}" },
  publicPage: { id: "cms.reports.public-page", defaultMessage: "Public page of {name}" },
  resolvedAt: { id: "cms.reports.resolved-at", defaultMessage: "Resolved {time}: {outcome}" },
  resolvedOnly: { id: "cms.reports.resolved-only", defaultMessage: "Resolved: {outcome}" },
  whatDone: { id: "cms.reports.what-done", defaultMessage: "What was done? (report {id})" },
  resolve: { id: "cms.reports.resolve", defaultMessage: "Resolve report {id}" },
  show: { id: "cms.reports.show", defaultMessage: "Show reports" },
  state: { id: "cms.reports.state", defaultMessage: "State" },
  open: { id: "cms.reports.open", defaultMessage: "Open" },
  resolvedState: { id: "cms.reports.resolved-state", defaultMessage: "Resolved" },
  all: { id: "cms.reports.all", defaultMessage: "All" },
  kind: { id: "cms.reports.kind", defaultMessage: "Kind" },
  anyKind: { id: "cms.reports.any-kind", defaultMessage: "Any kind" },
  match: { id: "cms.reports.match", defaultMessage: "Match" },
  pages: { id: "cms.reports.pages", defaultMessage: "Report pages" },
  none: { id: "cms.reports.none", defaultMessage: "No reports" },
  noMatch: { id: "cms.reports.no-match", defaultMessage: "Nothing matches these filters." },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => reportsLoader(args);
export const action = (args: Route.ActionArgs) => reportsAction(args);

type Report = Awaited<ReturnType<typeof reportsLoader>>["reports"][number];

const KIND_LABELS: Record<string, MessageDescriptor> = defineMessages({
  "wrong-score": { id: "cms.reports.kind.wrong-score", defaultMessage: "Wrong score" },
  "wrong-scorer": { id: "cms.reports.kind.wrong-scorer", defaultMessage: "Wrong scorer" },
  "wrong-time": { id: "cms.reports.kind.wrong-time", defaultMessage: "Wrong time" },
  other: { id: "cms.reports.kind.other", defaultMessage: "Something else" },
});

const kindName = (t: Translator, kind: string) => {
  const label = KIND_LABELS[kind];
  return label ? t(label) : kind;
};
const select = "rounded-lg border border-line bg-surface px-3 py-2 text-sm";

function MatchName({ report }: { report: Report }) {
  const { match } = report;
  const t = useT();
  if (!match) return <span className="text-muted">{t(m.gone, { id: report.target_id })}</span>;
  return (
    <span>
      {match.homeScore === null ? (
        t(m.versus, { home: match.home, away: match.away })
      ) : (
        <>
          {match.home} <span dir="ltr">{`${match.homeScore}–${match.awayScore}`}</span> {match.away}
        </>
      )}{" "}
      · <StaffTime iso={match.kickoffAt} />
    </span>
  );
}

function ReportCard({ report, result }: { report: Report; result?: { error?: string; done?: string } }) {
  const t = useT();
  const name = report.match
    ? t(m.versus, { home: report.match.home, away: report.match.away })
    : t(m.matchNumber, { id: report.target_id });
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {kindName(t, report.kind)}: <MatchName report={report} />
        </h2>
        <span className="text-muted">
          {Children.toArray(t.rich(m.reported, { time: <StaffTime iso={report.created_at} /> }))}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-wrap break-words">
        {report.note || <span className="text-muted">{t(m.noDetails)}</span>}
      </p>
      <p className="mt-2 flex flex-wrap gap-4">
        <Link to={`/cms/matches/${report.target_id}`} className="font-semibold text-accent underline">
          {t(m.edit, { name })}
        </Link>
        <Link to={`/match/${report.target_id}`} className="font-semibold text-accent underline">
          {t(m.publicPage, { name })}
        </Link>
      </p>
      {result?.error ? (
        <p role="alert" className="mt-2 text-live">
          {result.error}
        </p>
      ) : null}
      {report.state === "resolved" ? (
        <p className="mt-2 rounded-lg bg-raised px-3 py-2">
          {report.resolved_at
            ? Children.toArray(
                t.rich(m.resolvedAt, {
                  time: <StaffTime iso={report.resolved_at} />,
                  outcome: report.outcome ?? "",
                }),
              )
            : t(m.resolvedOnly, { outcome: report.outcome ?? "" })}
        </p>
      ) : (
        <Form method="post" className="mt-3 grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="resolve" />
          <input type="hidden" name="reportId" value={report.id} />
          <label className="grid gap-1 font-medium">
            {t(m.whatDone, { id: report.id })}
            <textarea name="outcome" required maxLength={500} rows={2} className={`${select} font-normal`} />
          </label>
          <button type="submit" className="rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg">
            {t(m.resolve, { id: report.id })}
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
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={loaded.timeZone}>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <StaffNotice>{result && "done" in result ? result.done : null}</StaffNotice>
      <FilterForm submitLabel={t(m.show)}>
        <FilterSelect
          label={t(m.state)}
          name="state"
          defaultValue={filters.state}
          any={t(m.open)}
          choices={[
            { value: "resolved", label: t(m.resolvedState) },
            { value: "all", label: t(m.all) },
          ]}
        />
        <FilterSelect
          label={t(m.kind)}
          name="kind"
          defaultValue={filters.kind}
          any={t(m.anyKind)}
          choices={loaded.kinds.map((kind) => ({ value: kind, label: kindName(t, kind) }))}
        />
        <RelationPicker
          key={filters.match}
          label={t(m.match)}
          name="match"
          lookup={matchLookup}
          initial={loaded.matchChoice}
        />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={filters}
        page={loaded}
        count={reports.length}
        empty={
          <EmptyState title={t(m.none)} icon="receipt">
            {t(m.noMatch)}
          </EmptyState>
        }
      >
        <ul className="grid gap-3" aria-label={t(m.title)}>
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
