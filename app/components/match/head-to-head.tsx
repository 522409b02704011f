import type { MatchView, TeamView } from "../../lib/sports-view.ts";
import { shortDate } from "../../lib/time.ts";
import { useTimeZone } from "../../lib/time-zone.tsx";
import { MatchRow } from "./match-row.tsx";

type Totals = { homeWins: number; draws: number; awayWins: number };

function Share({ label, count, total, tone }: { label: string; count: number; total: number; tone: string }) {
  return (
    <div className="flex-1 text-center">
      <p className="text-2xl font-black tabular-nums">{count}</p>
      <p className="text-[11px] uppercase text-muted">{label}</p>
      <div className="mt-1 h-1.5 rounded-full bg-raised">
        <div
          className={`h-1.5 rounded-full ${tone}`}
          style={{ width: `${total ? (count / total) * 100 : 0}%` }}
        />
      </div>
    </div>
  );
}

/** Earlier meetings of the two teams and who won them, from this match's home side. */
export function HeadToHeadPanel({
  home,
  away,
  meetings,
  totals,
}: {
  home: TeamView;
  away: TeamView;
  meetings: MatchView[];
  totals: Totals;
}) {
  const timeZone = useTimeZone();
  const total = totals.homeWins + totals.draws + totals.awayWins;
  if (meetings.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">These teams have not met before.</p>;
  }
  return (
    <div>
      <div className="flex gap-3 px-3 py-3" data-testid="h2h-totals">
        <Share label={`${home.shortName} wins`} count={totals.homeWins} total={total} tone="bg-accent" />
        <Share label="Draws" count={totals.draws} total={total} tone="bg-zinc-400" />
        <Share label={`${away.shortName} wins`} count={totals.awayWins} total={total} tone="bg-blue-600" />
      </div>
      <ul className="divide-y divide-line border-t border-line">
        {meetings.map((meeting) => (
          <MatchRow key={meeting.id} match={meeting} note={shortDate(meeting.kickoffAt, timeZone, true)} />
        ))}
      </ul>
    </div>
  );
}
