import type { Translator } from "../../shared/i18n/messages.ts";
import { defineMessages, useT } from "./i18n.tsx";

const m = defineMessages({
  matchday: {
    id: "round.matchday",
    defaultMessage: "Matchday {number}",
    description: "A league's round, e.g. «Matchday 12»",
  },
  round: {
    id: "round.number",
    defaultMessage: "Round {number}",
    description: "A numbered round, e.g. «Round 3»",
  },
  roundOf: {
    id: "round.round-of",
    defaultMessage: "Round of {teams}",
    description: "A knockout round named by how many are left, e.g. «Round of 16»",
  },
  quarterFinal: {
    id: "round.quarter-final",
    defaultMessage: "Quarter-final",
    description: "One tie of the round",
  },
  quarterFinals: { id: "round.quarter-finals", defaultMessage: "Quarter-finals", description: "The round" },
  semiFinal: { id: "round.semi-final", defaultMessage: "Semi-final", description: "One tie of the round" },
  semiFinals: { id: "round.semi-finals", defaultMessage: "Semi-finals", description: "The round" },
  final: { id: "round.final", defaultMessage: "Final", description: "A competition's last match" },
});

/**
 * A round as a competition stores it ("Matchday 12", "Quarter-final": written by the demo, the
 * importers and staff in English) in the page's language; a name of another form is shown as kept.
 */
const NAMED = new Map([
  ["quarter-final", m.quarterFinal],
  ["quarter-finals", m.quarterFinals],
  ["semi-final", m.semiFinal],
  ["semi-finals", m.semiFinals],
  ["final", m.final],
]);

export function roundNameIn(t: Translator, round: string): string {
  const numbered = /^(matchday|round|round of)\s+(\d+)$/i.exec(round.trim());
  if (numbered) {
    const kind = numbered[1]!.toLowerCase();
    const number = Number(numbered[2]);
    if (kind === "matchday") return t(m.matchday, { number });
    if (kind === "round") return t(m.round, { number });
    return t(m.roundOf, { teams: number });
  }
  const named = NAMED.get(round.trim().toLowerCase());
  return named ? t(named) : round;
}

/** `roundNameIn` with the page's translator. */
export function useRoundName(): (round: string) => string {
  const t = useT();
  return (round) => roundNameIn(t, round);
}
