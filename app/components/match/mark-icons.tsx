import type { PlayerMark } from "../../../server/sports/queries/centre.ts";
import { EventIcon } from "./event-icon.tsx";

const markLabel: Record<PlayerMark["type"], string> = {
  goal: "goal",
  "penalty-goal": "penalty goal",
  "own-goal": "own goal",
  "yellow-card": "yellow card",
  "second-yellow": "second yellow card",
  "red-card": "red card",
  "sub-on": "came on",
  "sub-off": "went off",
};

const at = (mark: PlayerMark) => `${mark.minute}${mark.stoppage ? `+${mark.stoppage}` : ""}′`;

/** A player's goals, cards and substitutions, each with its minute. */
export function MarkIcons({ marks }: { marks: PlayerMark[] }) {
  return (
    <>
      {marks.map((mark) => {
        const shape =
          mark.type === "yellow-card"
            ? "h-3 w-2 rounded-[1px] bg-yellow-400"
            : mark.type === "red-card" || mark.type === "second-yellow"
              ? "h-3 w-2 rounded-[1px] bg-red-600"
              : mark.type === "sub-on"
                ? "text-green-700 dark:text-green-400"
                : mark.type === "sub-off"
                  ? "text-red-700 dark:text-red-400"
                  : "";
        // Goals draw the timeline's ball: an emoji ball needs a colour emoji font, which not every device has.
        const glyph =
          mark.type === "sub-on" ? (
            "▲"
          ) : mark.type === "sub-off" ? (
            "▼"
          ) : mark.type === "goal" || mark.type === "penalty-goal" || mark.type === "own-goal" ? (
            <EventIcon type={mark.type} />
          ) : (
            ""
          );
        return (
          <span
            key={`${mark.type}-${mark.minute}-${mark.stoppage ?? 0}`}
            className="inline-flex items-center gap-0.5 text-[11px]"
            data-mark={mark.type}
          >
            <span aria-hidden="true" className={`inline-block ${shape}`}>
              {glyph}
            </span>
            <span className="sr-only">{markLabel[mark.type]}</span>
            <span className="text-muted">{at(mark)}</span>
          </span>
        );
      })}
    </>
  );
}
