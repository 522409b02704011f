import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { MatchView, TeamView } from "../../lib/sports-view.ts";
import { useDates } from "../../lib/time-zone.tsx";
import { MatchRow } from "./match-row.tsx";

const m = defineMessages({
  wins: {
    id: "match.h2h.wins",
    defaultMessage: "{team} wins",
    description: "Head-to-head: how many of the meetings a team won (a count shows above)",
  },
  draws: {
    id: "match.h2h.draws",
    defaultMessage: "Draws",
    description: "Head-to-head: how many of the meetings were drawn (a count shows above)",
  },
  neverMet: { id: "match.h2h.never-met", defaultMessage: "These teams have not met before." },
});

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
  const dates = useDates();
  const t = useT();
  const total = totals.homeWins + totals.draws + totals.awayWins;
  if (meetings.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.neverMet)}</p>;
  }
  return (
    <div>
      <div className="flex gap-3 px-3 py-3" data-testid="h2h-totals">
        <Share
          label={t(m.wins, { team: home.shortName })}
          count={totals.homeWins}
          total={total}
          tone="bg-accent"
        />
        <Share label={t(m.draws)} count={totals.draws} total={total} tone="bg-zinc-400" />
        <Share
          label={t(m.wins, { team: away.shortName })}
          count={totals.awayWins}
          total={total}
          tone="bg-blue-600"
        />
      </div>
      <ul className="divide-y divide-line border-t border-line">
        {meetings.map((meeting) => (
          <MatchRow key={meeting.id} match={meeting} note={dates.shortDate(meeting.kickoffAt, true)} />
        ))}
      </ul>
    </div>
  );
}
