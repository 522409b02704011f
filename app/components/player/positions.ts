import { defineMessages, type MessageDescriptor } from "../../lib/i18n.tsx";

export type PositionCode = "GK" | "DF" | "MF" | "FW";

const m = defineMessages({
  goalkeeper: { id: "player.position.goalkeeper", defaultMessage: "Goalkeeper" },
  goalkeeperShort: {
    id: "player.position.goalkeeper.short",
    defaultMessage: "GK",
    description: "Goalkeeper, two or three letters, beside a name in a line-up",
  },
  defender: { id: "player.position.defender", defaultMessage: "Defender" },
  defenderShort: {
    id: "player.position.defender.short",
    defaultMessage: "DF",
    description: "Defender, two or three letters, beside a name in a line-up",
  },
  midfielder: { id: "player.position.midfielder", defaultMessage: "Midfielder" },
  midfielderShort: {
    id: "player.position.midfielder.short",
    defaultMessage: "MF",
    description: "Midfielder, two or three letters, beside a name in a line-up",
  },
  forward: { id: "player.position.forward", defaultMessage: "Forward" },
  forwardShort: {
    id: "player.position.forward.short",
    defaultMessage: "FW",
    description: "Forward, two or three letters, beside a name in a line-up",
  },
});

/** A football position's name, as a player's page says it. */
export const POSITION_NAMES: Record<PositionCode, MessageDescriptor> = {
  GK: m.goalkeeper,
  DF: m.defender,
  MF: m.midfielder,
  FW: m.forward,
};

/** A football position's short form, as a line-up prints it beside a name. */
export const POSITION_SHORT_NAMES: Record<PositionCode, MessageDescriptor> = {
  GK: m.goalkeeperShort,
  DF: m.defenderShort,
  MF: m.midfielderShort,
  FW: m.forwardShort,
};
