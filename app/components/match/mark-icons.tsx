import type { PlayerMark } from "../../../server/sports/queries/centre.ts";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import { EventIcon } from "./event-icon.tsx";

// Read out before the minute ("goal 27′"), lower-case as they follow a player's name.
const m = defineMessages({
  goal: {
    id: "match.marks.goal",
    defaultMessage: "goal",
    description: "Screen readers: a player's mark, then its minute",
  },
  penaltyGoal: { id: "match.marks.penalty-goal", defaultMessage: "penalty goal" },
  ownGoal: { id: "match.marks.own-goal", defaultMessage: "own goal" },
  yellowCard: { id: "match.marks.yellow-card", defaultMessage: "yellow card" },
  secondYellow: { id: "match.marks.second-yellow", defaultMessage: "second yellow card" },
  redCard: { id: "match.marks.red-card", defaultMessage: "red card" },
  subOn: {
    id: "match.marks.sub-on",
    defaultMessage: "came on",
    description: "Substitution: the player came on",
  },
  subOff: {
    id: "match.marks.sub-off",
    defaultMessage: "went off",
    description: "Substitution: the player went off",
  },
});

const markLabel: Record<PlayerMark["type"], MessageDescriptor> = {
  goal: m.goal,
  "penalty-goal": m.penaltyGoal,
  "own-goal": m.ownGoal,
  "yellow-card": m.yellowCard,
  "second-yellow": m.secondYellow,
  "red-card": m.redCard,
  "sub-on": m.subOn,
  "sub-off": m.subOff,
};

const at = (mark: PlayerMark) => `${mark.minute}${mark.stoppage ? `+${mark.stoppage}` : ""}′`;

/** A player's goals, cards and substitutions, each with its minute. */
export function MarkIcons({ marks }: { marks: PlayerMark[] }) {
  const t = useT();
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
            <span className="sr-only">{t(markLabel[mark.type])}</span>
            <span className="text-muted">{at(mark)}</span>
          </span>
        );
      })}
    </>
  );
}
