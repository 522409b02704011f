import { commentaryOf } from "../../lib/commentary.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { MatchEventView } from "../../lib/sports-view.ts";
import { summaryMessages } from "./summary-messages.ts";

const m = defineMessages({
  startsAtKickOff: {
    id: "match.commentary.starts-at-kick-off",
    defaultMessage: "The commentary starts at kick-off.",
  },
});

/** The match in words, newest first: goals, red cards and full time stand out. */
export function MatchCommentary({
  events,
  home,
  away,
  started,
}: {
  events: MatchEventView[];
  home: string;
  away: string;
  /** The match has kicked off (in play or over), whether or not its feed said so. */
  started: boolean;
}) {
  const t = useT();
  const lines = commentaryOf(events, { home, away }, { started }, t);
  if (lines.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-muted">{t(m.startsAtKickOff)}</p>;
  }
  return (
    <ol aria-label={t(summaryMessages.commentary)} className="divide-y divide-line px-3">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3 py-2 text-sm" data-key-moment={line.key || undefined}>
          <span className="w-10 shrink-0 text-xs font-semibold tabular-nums text-muted">
            <span dir="ltr">{line.minute}</span>
          </span>
          <span className={line.key ? "font-semibold" : undefined}>{line.text}</span>
        </li>
      ))}
    </ol>
  );
}
