import type { TeamView } from "../../lib/sports-view.ts";
import { usePublicConfig } from "../shell/public-config.tsx";
import { crestBadge } from "./crest-badge.ts";

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
    <svg aria-hidden viewBox="0 0 40 40" className={`${SIZES[size]} shrink-0`} data-crest={letters}>
      {/* The ring in the letters' colour outlines the badge on pages of any shade. */}
      <circle cx="20" cy="20" r="18.5" fill={fill} stroke={ink} strokeWidth="3" />
      <text
        x="20"
        y="20"
        dy="0.36em"
        textAnchor="middle"
        fill={ink}
        fontSize={letters.length > 2 ? 13 : 16}
        fontWeight="800"
        letterSpacing={letters.length > 2 ? -0.3 : 0}
        fontFamily="system-ui, sans-serif"
      >
        {letters}
      </text>
    </svg>
  );
}
