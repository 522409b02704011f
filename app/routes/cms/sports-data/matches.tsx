import { Children } from "react";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { matchStatusName } from "../../../components/cms/cms-messages.ts";
import { IntentButton } from "../../../components/cms/intent-button.tsx";
import { MatchStatusBadge } from "../../../components/cms/match-status-badge.tsx";
import { SelectField } from "../../../components/cms/select-field.tsx";
import { FilterForm, PagedList } from "../../../components/cms/staff-list.tsx";
import { StaffNotice } from "../../../components/cms/staff-notes.tsx";
import { StaffTable } from "../../../components/cms/staff-table.tsx";
import { TextField } from "../../../components/form/text-field.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { pageMeta } from "../../../lib/meta.ts";
import { TimeZoneProvider, useDates } from "../../../lib/time-zone.tsx";
import type { Route } from "./+types/matches";
import { matchesAction, matchesLoader } from "./matches.server.ts";

const m = defineMessages({
  title: { id: "cms.matches.title", defaultMessage: "Matches" },
  subtitle: { id: "cms.matches.subtitle", defaultMessage: "Fixtures, their status and today's hot match." },
  newMatch: { id: "cms.matches.new", defaultMessage: "New match" },
  pinnedBy: {
    id: "cms.matches.pinned-by",
    defaultMessage: "Hot match pinned by <b>{name}</b>: <link>{match}</link>",
  },
  versus: {
    id: "cms.matches.versus",
    defaultMessage: "{home} v {away}",
    description: "A match: home team v away team",
  },
  matchNumber: {
    id: "cms.matches.match-number",
    defaultMessage: "match {id}",
    description: "A match known only by its number",
  },
  unpin: { id: "cms.matches.unpin", defaultMessage: "Unpin hot match" },
  find: { id: "cms.matches.find", defaultMessage: "Find matches" },
  team: { id: "cms.matches.team", defaultMessage: "Team" },
  status: { id: "cms.matches.status", defaultMessage: "Status" },
  anyStatus: { id: "cms.matches.any-status", defaultMessage: "Any status" },
  competition: { id: "cms.matches.competition", defaultMessage: "Competition" },
  anyCompetition: { id: "cms.matches.any-competition", defaultMessage: "Any competition" },
  day: { id: "cms.matches.day", defaultMessage: "Day (your time)" },
  sortBy: { id: "cms.matches.sort-by", defaultMessage: "Sort by" },
  lastChanged: { id: "cms.matches.last-changed", defaultMessage: "Last changed" },
  kickoff: { id: "cms.matches.kickoff", defaultMessage: "Kickoff" },
  order: { id: "cms.matches.order", defaultMessage: "Order" },
  newestFirst: { id: "cms.matches.newest-first", defaultMessage: "Newest first" },
  oldestFirst: { id: "cms.matches.oldest-first", defaultMessage: "Oldest first" },
  pages: {
    id: "cms.matches.pages",
    defaultMessage: "Match pages",
    description: "Accessible name of the list's page links",
  },
  noneFound: { id: "cms.matches.none-found", defaultMessage: "No matches found" },
  tryAnother: { id: "cms.matches.try-another", defaultMessage: "Try another team, day or filter." },
  match: { id: "cms.matches.match", defaultMessage: "Match" },
  hotMatch: { id: "cms.matches.hot-match", defaultMessage: "Hot match" },
  pinnedByName: { id: "cms.matches.pinned-by-name", defaultMessage: "Pinned by {name}" },
  pinLabel: { id: "cms.matches.pin-label", defaultMessage: "Pin {home} v {away} as hot match" },
  pin: { id: "cms.matches.pin", defaultMessage: "Pin" },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => matchesLoader(args);
export const action = (args: Route.ActionArgs) => matchesAction(args);

const button = "rounded-lg border border-line px-3 py-1 text-sm font-semibold hover:bg-raised";

function Kickoff({ iso }: { iso: string }) {
  const dates = useDates();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {dates.shortDate(iso, true)} {dates.kickoffTime(iso)}
    </time>
  );
}

export default function CmsMatchesPage() {
  const list = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { filters, matches, pin, canWrite } = list;
  const pinned = pin ? matches.find((row) => row.id === pin.match_id) : undefined;
  const t = useT();
  return (
    <TimeZoneProvider serverTimeZone={list.timeZone}>
      <PageHeader
        title={t(m.title)}
        subtitle={t(m.subtitle)}
        actions={
          canWrite ? (
            <Link
              to="/cms/matches/new"
              className="rounded-lg bg-accent px-3 py-2 text-sm font-semibold text-accent-fg"
            >
              {t(m.newMatch)}
            </Link>
          ) : null
        }
      />
      <StaffNotice>{result ? ("error" in result ? result.error : result.done) : null}</StaffNotice>
      {pin ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line px-3 py-2 text-sm">
          <p>
            {Children.toArray(
              t.rich(m.pinnedBy, {
                name: pin.pinned_by,
                match: pinned
                  ? t(m.versus, { home: pinned.home, away: pinned.away })
                  : t(m.matchNumber, { id: pin.match_id }),
                b: (chunks) => <strong>{chunks}</strong>,
                link: (chunks) => (
                  <Link to={`/cms/matches/${pin.match_id}`} className="font-semibold underline">
                    {chunks}
                  </Link>
                ),
              }),
            )}
          </p>
          {canWrite ? (
            <Form method="post">
              <button type="submit" name="intent" value="unpin" className={button}>
                {t(m.unpin)}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      <FilterForm columns="sm:grid-cols-3 lg:grid-cols-7 lg:items-end" submitLabel={t(m.find)}>
        <TextField label={t(m.team)} name="q" defaultValue={filters.q} maxLength={100} />
        <SelectField
          label={t(m.status)}
          name="status"
          choices={list.statuses.map((s) => ({ value: s, label: matchStatusName(t, s) }))}
          defaultValue={filters.status}
          empty={t(m.anyStatus)}
        />
        <SelectField
          label={t(m.competition)}
          name="competition"
          choices={list.competitions.map((c) => ({ value: c.id, label: c.name }))}
          defaultValue={filters.competition}
          empty={t(m.anyCompetition)}
        />
        <TextField label={t(m.day)} name="date" type="date" defaultValue={filters.date} />
        <SelectField
          label={t(m.sortBy)}
          name="sort"
          choices={[{ value: "updated", label: t(m.lastChanged) }]}
          defaultValue={filters.sort}
          empty={t(m.kickoff)}
        />
        <SelectField
          label={t(m.order)}
          name="order"
          choices={[{ value: "desc", label: t(m.newestFirst) }]}
          defaultValue={filters.order}
          empty={t(m.oldestFirst)}
        />
      </FilterForm>
      <PagedList
        label={t(m.pages)}
        filters={filters}
        page={list}
        count={matches.length}
        empty={
          <EmptyState title={t(m.noneFound)} icon="ball">
            {t(m.tryAnother)}
          </EmptyState>
        }
      >
        <StaffTable
          label={t(m.title)}
          labels={[t(m.kickoff), t(m.match), t(m.competition), t(m.status), t(m.hotMatch)]}
        >
          {matches.map((match) => (
            <tr key={match.id} className="border-b border-line last:border-0" data-match-id={match.id}>
              <td className="px-3 py-2">
                <Kickoff iso={match.kickoffAt} />
              </td>
              <td className="px-3 py-2">
                <Link to={`/cms/matches/${match.id}`} className="font-semibold underline">
                  {t(m.versus, { home: match.home, away: match.away })}
                </Link>
                {match.score ? <span className="ms-2 tabular-nums text-muted">{match.score}</span> : null}
              </td>
              <td className="px-3 py-2">{match.competition}</td>
              <td className="px-3 py-2">
                <MatchStatusBadge status={match.status} />
              </td>
              <td className="px-3 py-2">
                {match.pinnedBy ? (
                  <span className="text-xs font-semibold">{t(m.pinnedByName, { name: match.pinnedBy })}</span>
                ) : canWrite ? (
                  <IntentButton
                    intent="pin"
                    hidden={{ matchId: match.id }}
                    className={button}
                    label={t(m.pinLabel, { home: match.home, away: match.away })}
                  >
                    {t(m.pin)}
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
