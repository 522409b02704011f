import { defineMessages, useT } from "../../lib/i18n.tsx";
import type { MatchEventView } from "../../lib/sports-view.ts";

const m = defineMessages({
  var: {
    id: "match.event.var",
    defaultMessage: "VAR",
    description: "Badge of a video review in the timeline; the abbreviation fans know in your language",
  },
});

/** The video review's badge: letters, so in the page's language. */
function VarBadge() {
  const t = useT();
  return <span className="rounded bg-fg px-0.5 text-[8px] font-black text-surface">{t(m.var)}</span>;
}

function Card({ tone }: { tone: string }) {
  return <span className={`inline-block h-3.5 w-2.5 rounded-[2px] ${tone}`} />;
}

function Ball({ tone = "text-fg", crossed = false }: { tone?: string; crossed?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className={`inline-block h-3.5 w-3.5 ${tone}`} aria-hidden>
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.6l2.6 1.9-1 3h-3.2l-1-3z" fill="currentColor" />
      {crossed ? <path d="M2 2l12 12" stroke="var(--live)" strokeWidth="2" /> : null}
    </svg>
  );
}

/** Drawn, not emoji: identical on every device and crisp at any size. */
export function EventIcon({ type }: { type: MatchEventView["type"] | "correction" }) {
  switch (type) {
    case "correction":
      // A pencil: the record put right, not a referee's decision.
      return (
        <svg viewBox="0 0 16 16" className="inline-block h-3.5 w-3.5 text-muted" aria-hidden>
          <path d="M3 13l1-3.5L11 2.5l2.5 2.5-7 7z" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      );
    case "goal":
    case "penalty-goal":
      return <Ball />;
    case "own-goal":
      return <Ball tone="text-live" />;
    case "missed-penalty":
      return <Ball tone="text-muted" crossed />;
    case "yellow-card":
      return <Card tone="bg-yellow-400" />;
    case "red-card":
      return <Card tone="bg-red-600" />;
    case "second-yellow":
      return (
        <span className="relative inline-block h-3.5 w-3.5">
          <span className="absolute start-0 top-0 h-3 w-2 rounded-[2px] bg-yellow-400" />
          <span className="absolute bottom-0 end-0 h-3 w-2 rounded-[2px] bg-red-600" />
        </span>
      );
    case "substitution":
      return <span className="text-xs font-bold text-emerald-600">⇄</span>;
    case "var":
      return <VarBadge />;
    case "shootout-goal":
      return <span className="inline-block h-2.5 w-2.5 rounded-full bg-emerald-600" />;
    case "shootout-miss":
      return <span className="inline-block h-2.5 w-2.5 rounded-full bg-red-600" />;
    default:
      return null;
  }
}
