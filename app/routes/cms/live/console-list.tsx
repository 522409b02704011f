import { Link, useLoaderData } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { matchClock } from "../../../lib/match-status.ts";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/console-list";
import { type ConsoleListRow, consoleListLoader } from "./console-list.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Live console");

export const loader = (args: Route.LoaderArgs) => consoleListLoader(args);

function MatchRows({ label, rows, timeZone }: { label: string; rows: ConsoleListRow[]; timeZone: string }) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {rows.map((row) => (
        <li key={row.id}>
          <Link
            to={`/cms/console/${row.id}`}
            data-match-id={row.id}
            className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 hover:bg-raised"
          >
            <span className="text-sm tabular-nums text-muted" data-clock>
              {matchClock(row, timeZone)}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-semibold">
                {row.home} v {row.away}
              </span>
              <span className="block truncate text-xs text-muted">{row.competition}</span>
            </span>
            <span className="font-bold tabular-nums">
              {row.status === "live" ? `${row.homeScore ?? 0} - ${row.awayScore ?? 0}` : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Pick a match to score: live ones first, then today's still to kick off. */
export default function ConsoleListPage() {
  const { live, upcoming, timeZone } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Live console"
        subtitle="Pick a match to score. Scoring a match the simulator plays takes it over from the simulator."
      />
      <section aria-labelledby="console-live" className="mb-6">
        <h2 id="console-live" className="mb-2 font-semibold">
          Live now
        </h2>
        {live.length === 0 ? (
          <EmptyState title="No match is live" icon="ball">
            Matches appear here once they kick off.
          </EmptyState>
        ) : (
          <MatchRows label="Live matches" rows={live} timeZone={timeZone} />
        )}
      </section>
      <section aria-labelledby="console-upcoming">
        <h2 id="console-upcoming" className="mb-2 font-semibold">
          Still to kick off today
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">No more matches today.</p>
        ) : (
          <MatchRows label="Matches still to kick off" rows={upcoming} timeZone={timeZone} />
        )}
      </section>
    </>
  );
}
