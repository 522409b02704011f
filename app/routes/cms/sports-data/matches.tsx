import { Form, Link, useActionData, useLoaderData } from "react-router";
import { IntentButton } from "../../../components/cms/intent-button.tsx";
import { MatchStatusBadge } from "../../../components/cms/match-status-badge.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { kickoffTime, shortDate } from "../../../lib/time.ts";
import { TimeZoneProvider, useTimeZone } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/matches";
import { matchesAction, matchesLoader } from "./matches.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Matches");

export const loader = (args: Route.LoaderArgs) => matchesLoader(args);
export const action = (args: Route.ActionArgs) => matchesAction(args);

const button = "rounded-lg border border-line px-3 py-1 text-sm font-semibold hover:bg-raised";

function Kickoff({ iso }: { iso: string }) {
  const timeZone = useTimeZone();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {shortDate(iso, timeZone, true)} {kickoffTime(iso, timeZone)}
    </time>
  );
}

export default function CmsMatchesPage() {
  const list = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { filters, matches, pin, canWrite } = list;
  const pinned = pin ? matches.find((m) => m.id === pin.match_id) : undefined;
  return (
    <TimeZoneProvider serverTimeZone={list.timeZone}>
      <PageHeader
        title="Matches"
        subtitle="Fixtures, their status and today's hot match."
        actions={
          canWrite ? (
            <Link
              to="/cms/matches/new"
              className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-accent-fg"
            >
              New match
            </Link>
          ) : null
        }
      />
      <StaffNotice>{result ? ("error" in result ? result.error : result.done) : null}</StaffNotice>
      {pin ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm">
          <p>
            Hot match pinned by <strong>{pin.pinned_by}</strong>:{" "}
            <Link to={`/cms/matches/${pin.match_id}`} className="font-semibold underline">
              {pinned ? `${pinned.home} v ${pinned.away}` : `match ${pin.match_id}`}
            </Link>
          </p>
          {canWrite ? (
            <Form method="post">
              <button type="submit" name="intent" value="unpin" className={button}>
                Unpin hot match
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <FilterForm columns="sm:grid-cols-3 lg:grid-cols-7 lg:items-end" submitLabel="Find matches">
        <TextField label="Team" name="q" defaultValue={filters.q} maxLength={100} />
        <SelectField
          label="Status"
          name="status"
          choices={list.statuses.map((s) => ({ value: s, label: s }))}
          defaultValue={filters.status}
          empty="Any status"
        />
        <SelectField
          label="Competition"
          name="competition"
          choices={list.competitions.map((c) => ({ value: c.id, label: c.name }))}
          defaultValue={filters.competition}
          empty="Any competition"
        />
        <TextField label="Day (your time)" name="date" type="date" defaultValue={filters.date} />
        <SelectField
          label="Sort by"
          name="sort"
          choices={[{ value: "updated", label: "Last changed" }]}
          defaultValue={filters.sort}
          empty="Kickoff"
        />
        <SelectField
          label="Order"
          name="order"
          choices={[{ value: "desc", label: "Newest first" }]}
          defaultValue={filters.order}
          empty="Oldest first"
        />
      </FilterForm>
      <PagedList
        label="Match pages"
        filters={filters}
        page={list}
        count={matches.length}
        empty={
          <EmptyState title="No matches found" icon="ball">
            Try another team, day or filter.
          </EmptyState>
        }
      >
        <StaffTable label="Matches" labels={["Kickoff", "Match", "Competition", "Status", "Hot match"]}>
          {matches.map((match) => (
            <tr key={match.id} className="border-b border-line last:border-0" data-match-id={match.id}>
              <td className="px-3 py-2">
                <Kickoff iso={match.kickoffAt} />
              </td>
              <td className="px-3 py-2">
                <Link to={`/cms/matches/${match.id}`} className="font-semibold underline">
                  {match.home} v {match.away}
                </Link>
                {match.score ? <span className="ml-2 tabular-nums text-muted">{match.score}</span> : null}
              </td>
              <td className="px-3 py-2">{match.competition}</td>
              <td className="px-3 py-2">
                <MatchStatusBadge status={match.status} />
              </td>
              <td className="px-3 py-2">
                {match.pinnedBy ? (
                  <span className="text-xs font-semibold">Pinned by {match.pinnedBy}</span>
                ) : canWrite ? (
                  <IntentButton
                    intent="pin"
                    hidden={{ matchId: match.id }}
                    className={button}
                    label={`Pin ${match.home} v ${match.away} as hot match`}
                  >
                    Pin
                  </IntentButton>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      </PagedList>
    </TimeZoneProvider>
  );
}
