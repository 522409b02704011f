import { usePublicConfig } from "../../lib/public-config.tsx";
import type { TeamView } from "../../lib/sports-view.ts";
import { crestBadge } from "./crest-badge.ts";
import { LetterBadge } from "./letter-badge.tsx";

const SIZES = { xs: "h-4 w-4", sm: "h-6 w-6", md: "h-8 w-8", lg: "h-14 w-14" } as const;

/**
 * The club's crest from the image host, or a generated badge (shield or roundel) in its colours with
 * its initials. Beside the team's name it is decoration; `alone` makes the name its accessible name.
 */
export function TeamCrest({
  team,
  size = "sm",
  alone = false,
}: {
  team: Pick<TeamView, "code" | "colors" | "crest" | "name"> & { id?: number };
  size?: keyof typeof SIZES;
  alone?: boolean;
}) {
  const { imageHost } = usePublicConfig();
  if (team.crest && imageHost) {
    return (
      <img
        src={new URL(team.crest, imageHost).toString()}
        alt={alone ? team.name : ""}
        loading="lazy"
        className={`${SIZES[size]} shrink-0 object-contain`}
      />
    );
  }
  // Two letters fit a small badge at a readable size; larger badges carry the three-letter code.
  const { fill, ink, letters, shape } = crestBadge(team, size === "xs" || size === "sm" ? 2 : 3);
  const three = letters.length > 2;
  return (
    <LetterBadge
      letters={letters}
      fill={fill}
      ink={ink}
      shape={shape}
      className={`${SIZES[size]} shrink-0`}
      // The smallest crests draw their letters larger, so 16 px still reads as initials.
      fontSize={three ? 11 : size === "xs" ? 17 : 15}
      letterSpacing={three ? -0.3 : 0}
      label={alone ? team.name : undefined}
      data={{ "data-crest": letters }}
    />
  );
}
