import { Link, useLoaderData } from "react-router";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { defineMessages, useT } from "../../../lib/i18n.tsx";
import { matchClock } from "../../../lib/match-status.ts";
import { pageMeta } from "../../../lib/meta.ts";
import type { Route } from "./+types/console-list";
import { type ConsoleListRow, consoleListLoader } from "./console-list.server.ts";

const m = defineMessages({
  title: { id: "cms.console.title", defaultMessage: "Live console" },
  subtitle: {
    id: "cms.console-list.subtitle",
    defaultMessage:
      "Pick a match to score. Scoring a match the simulator plays takes it over from the simulator.",
  },
  liveNow: { id: "cms.console-list.live-now", defaultMessage: "Live now" },
  noneLive: { id: "cms.console-list.none-live", defaultMessage: "No match is live" },
  noneLiveText: {
    id: "cms.console-list.none-live-text",
    defaultMessage: "Matches appear here once they kick off.",
  },
  liveMatches: { id: "cms.console-list.live-matches", defaultMessage: "Live matches" },
  stillToKickOff: { id: "cms.console-list.still-to-kick-off", defaultMessage: "Still to kick off today" },
  noMore: { id: "cms.console-list.no-more", defaultMessage: "No more matches today." },
  upcoming: { id: "cms.console-list.upcoming", defaultMessage: "Matches still to kick off" },
  versus: {
    id: "cms.console.heading",
    defaultMessage: "{home} v {away}",
    description: "A match: home team v away team",
  },
});

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, m.title);

export const loader = (args: Route.LoaderArgs) => consoleListLoader(args);

function MatchRows({ label, rows, timeZone }: { label: string; rows: ConsoleListRow[]; timeZone: string }) {
  const t = useT();
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
              {matchClock(row, timeZone, t)}
            </span>
            <span className="min-w-0">
              <span className="block truncate font-semibold">
                {t(m.versus, { home: row.home, away: row.away })}
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
  const t = useT();
  return (
    <>
      <PageHeader title={t(m.title)} subtitle={t(m.subtitle)} />
      <section aria-labelledby="console-live" className="mb-6">
        <h2 id="console-live" className="mb-2 font-semibold">
          {t(m.liveNow)}
        </h2>
        {live.length === 0 ? (
          <EmptyState title={t(m.noneLive)} icon="ball">
            {t(m.noneLiveText)}
          </EmptyState>
        ) : (
          <MatchRows label={t(m.liveMatches)} rows={live} timeZone={timeZone} />
        )}
      </section>
      <section aria-labelledby="console-upcoming">
        <h2 id="console-upcoming" className="mb-2 font-semibold">
          {t(m.stillToKickOff)}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">{t(m.noMore)}</p>
        ) : (
          <MatchRows label={t(m.upcoming)} rows={upcoming} timeZone={timeZone} />
        )}
      </section>
    </>
  );
}
