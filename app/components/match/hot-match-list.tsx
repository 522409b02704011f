import { Link } from "react-router";
import { hotReasons } from "../../lib/hot-reasons.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { CompetitionView, MatchView } from "../../lib/sports-view.ts";
import { CountryFlag } from "../competition/country-flag.tsx";
import { MatchRow } from "./match-row.tsx";

const m = defineMessages({
  score: {
    id: "hot.list.score",
    defaultMessage: "Hot-match score out of 100",
    description: "Tooltip of the number that ranks a match among the day's hottest",
  },
});

type HotMatch = MatchView & { competition: CompetitionView & { tier: number }; hotness: number };

function heat(score: number): string {
  if (score >= 75) return "bg-live text-live-fg";
  if (score >= 55) return "bg-hot text-hot-fg";
  return "bg-raised text-fg";
}

/** The day's matches ranked by the hot-match score, each with its score and why. */
export function HotMatchList({ matches }: { matches: HotMatch[] }) {
  const t = useT();
  return (
    <ol className="space-y-2">
      {matches.map((match, index) => (
        <li key={match.id} className="overflow-hidden rounded-xl border border-line bg-surface">
          <div className="flex items-center gap-2 border-b border-line bg-raised px-3 py-1.5 text-xs">
            <span className="w-5 font-bold text-muted">{index + 1}</span>
            <CountryFlag country={match.competition.country} />
            <Link
              to={`/league/${match.competition.id}`}
              dir="auto"
              className="min-w-0 flex-1 truncate font-semibold hover:underline rtl:text-right"
            >
              {match.competition.name}
            </Link>
            <span
              className={`rounded-full px-2 py-0.5 font-bold tabular-nums ${heat(match.hotness)}`}
              title={t(m.score)}
              data-hotness={match.hotness}
            >
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="me-0.5 inline h-3 w-3 align-[-1px]"
                fill="currentColor"
              >
                <path d="M12 2c1 4.5 7 6 7 12a7 7 0 0 1-14 0c0-3.5 2-5.5 3-7 1.5 1.5 2.5 3 2.5 5C12 9.5 11 5.5 12 2z" />
              </svg>
              {match.hotness}
            </span>
          </div>
          <ul>
            <MatchRow match={match} />
          </ul>
          <p className="px-3 pb-2 text-[11px] text-muted">{hotReasons(match, t).join(" · ")}</p>
        </li>
      ))}
    </ol>
  );
}
