import type { TeamView } from "../../lib/sports-view.ts";
import { crestBadge } from "../team/crest-badge.ts";

/** First and last initials: "Tom Ashby" is TA, "Kaká" is K. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/**
 * The player's initials on their club's shirt colour, in the ink the crest uses on it, so the
 * letters read on every club's colours. Decorative: the name is always beside it.
 */
export function PlayerAvatar({ name, team }: { name: string; team: TeamView | null }) {
  const { fill, ink } = crestBadge(team ?? { name, code: "", colors: null }, 2);
  const letters = initialsOf(name);
  return (
    <svg aria-hidden viewBox="0 0 40 40" className="h-14 w-14 shrink-0" data-avatar={letters}>
      <circle cx="20" cy="20" r="18.5" fill={fill} stroke={ink} strokeWidth="1.5" />
      <text
        x="20"
        y="20"
        dy="0.36em"
        textAnchor="middle"
        fill={ink}
        fontSize="15"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
      >
        {letters}
      </text>
    </svg>
  );
}
