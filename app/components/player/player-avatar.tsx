import type { TeamView } from "../../lib/sports-view.ts";
import { crestBadge } from "../team/crest-badge.ts";
import { LetterBadge } from "../team/letter-badge.tsx";

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
    <LetterBadge
      letters={letters}
      fill={fill}
      ink={ink}
      shape="disc"
      className="h-14 w-14 shrink-0"
      ring={1.5}
      fontSize={15}
      data={{ "data-avatar": letters }}
    />
  );
}
