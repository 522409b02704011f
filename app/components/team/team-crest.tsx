import type { TeamView } from "../../lib/sports-view.ts";
import { usePublicConfig } from "../shell/public-config.tsx";

const SIZES = { sm: "h-6 w-6 text-[7px]", md: "h-8 w-8 text-[10px]", lg: "h-14 w-14 text-base" } as const;

const HEX = /^#[0-9a-fA-F]{3,8}$/;

/** The club's crest from the image host, or a monogram shield in its colours. */
export function TeamCrest({
  team,
  size = "sm",
}: {
  team: Pick<TeamView, "code" | "colors" | "crest" | "name">;
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
  const [primary, secondary] = team.colors ?? [];
  const background = primary && HEX.test(primary) ? primary : "#5b6b65";
  const foreground = secondary && HEX.test(secondary) ? secondary : "#ffffff";
  return (
    <span
      aria-hidden
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full font-black leading-none tracking-tighter ring-1 ring-black/10`}
      style={{ background, color: foreground }}
    >
      {team.code.slice(0, 3).toUpperCase()}
    </span>
  );
}
