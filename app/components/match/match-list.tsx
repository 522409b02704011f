import { defineMessages, useT } from "../../lib/i18n.tsx";
import { outcomeFor } from "../../lib/match-status.ts";
import { useRoundName } from "../../lib/round-name.ts";
import type { FormResult, MatchView } from "../../lib/sports-view.ts";
import { useDates } from "../../lib/time-zone.tsx";
import { FormPills } from "../league/form-pills.tsx";
import { MatchRow } from "./match-row.tsx";

const m = defineMessages({
  empty: {
    id: "scores.match-list.empty",
    defaultMessage: "No matches.",
    description: "A list of fixtures or results with nothing in it",
  },
});

function OutcomeBadge({ result }: { result: FormResult | null }) {
  return result ? <FormPills form={[result]} /> : <span className="w-4" />;
}

/** Fixtures or results over several days, each row dated, grouped under their round when known. */
export function MatchList({
  matches,
  byRound = false,
  teamId,
}: {
  matches: MatchView[];
  byRound?: boolean;
  /** Marks each result as a win, draw or loss for this team. */
  teamId?: number;
}) {
  const t = useT();
  const roundName = useRoundName();
  const dates = useDates();
  if (matches.length === 0) return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.empty)}</p>;
  const groups: { round: string | null; matches: MatchView[] }[] = [];
  for (const match of matches) {
    const last = groups.at(-1);
    if (byRound && last && last.round === match.round) last.matches.push(match);
    else if (!byRound && last) last.matches.push(match);
    else groups.push({ round: byRound ? match.round : null, matches: [match] });
  }
  return (
    <div>
      {groups.map((group, index) => (
        // Rounds may repeat (a postponed match played later), so the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={`${group.round}-${index}`}>
          {group.round ? (
            <h3 className="border-b border-line bg-raised/60 px-3 py-1 text-[11px] font-semibold uppercase text-muted">
              {roundName(group.round)}
            </h3>
          ) : null}
          <ul className="divide-y divide-line">
            {group.matches.map((match) => (
              <MatchRow
                key={match.id}
                match={match}
                note={dates.shortDate(match.kickoffAt)}
                trailing={
                  teamId === undefined ? undefined : <OutcomeBadge result={outcomeFor(teamId, match)} />
                }
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
