import type { TeamView } from "../../lib/sports-view.ts";
import { usePublicConfig } from "../shell/public-config.tsx";
import { crestBadge } from "./crest-badge.ts";
import { LetterBadge } from "./letter-badge.tsx";

const SIZES = { sm: "h-6 w-6", md: "h-8 w-8", lg: "h-14 w-14" } as const;

/**
 * The club's crest from the image host, or a badge in its colours with its initials.
 * Always decorative: every crest sits next to the team's name, so it adds nothing for a screen reader.
 */
export function TeamCrest({
  team,
  size = "sm",
}: {
  team: Pick<TeamView, "code" | "colors" | "crest" | "name"> & { id?: number };
  size?: keyof typeof SIZES;
}) {
  const { imageHost } = usePublicConfig();
  if (team.crest && imageHost) {
    return (
      <img
        src={new URL(team.crest, imageHost).toString()}
        alt=""
        loading="lazy"
        className={`${SIZES[size]} shrink-0 object-contain`}
      />
    );
  }
  // Two letters fit a 24 px badge at a readable size; larger badges carry the three-letter code.
  const { fill, ink, letters } = crestBadge(team, size === "sm" ? 2 : 3);
  return (
    <LetterBadge
      letters={letters}
      fill={fill}
      ink={ink}
      className={`${SIZES[size]} shrink-0`}
      fontSize={letters.length > 2 ? 13 : 16}
      letterSpacing={letters.length > 2 ? -0.3 : 0}
      data={{ "data-crest": letters }}
    />
  );
}
