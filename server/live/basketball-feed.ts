import {
  addToBox,
  applyBasketballStep,
  type BasketballLive,
  type BasketballScores,
  basketballFormatOf,
  basketballLiveOf,
  basketballPlayOf,
  emptyBox,
  newBasketballGame,
  periodStartFor,
} from "../sports/service.ts";
import { createSportFeed, type SportFeedOptions } from "./sport-feed.ts";

/** Game seconds a tick stands for: about one possession. */
const possessionMs = 14_000;
/** Breaks as the rules give them: two minutes between quarters, fifteen at half-time. */
const breakSeconds = (label: string | undefined) => (label === "HT" ? 15 * 60 : 2 * 60);

/** Roster sizes as the simulator's state knows them (one foul count per player). */
const rosterSizes = (state: BasketballLive): [number, number] => [
  state.playerFouls[0].length,
  state.playerFouls[1].length,
];

/**
 * Plays the demo world's basketball possession by possession (docs/decisions/032-basketball.md): tips
 * off games when they are due, runs each quarter's clock in real time, rests through the breaks and
 * goes to overtime only after a tie. The row keeps the simulator's state, so any process carries on.
 */
export function createBasketballFeed(options: SportFeedOptions) {
  const { live } = options;
  return createSportFeed({
    ...options,
    sport: "basketball",
    name: "basketball feed",
    tickMs: possessionMs,
    async step(row, { random, now }) {
      const format = basketballFormatOf(row.format);
      const sim = row.play?.sim as BasketballLive | undefined;
      const tipOff = row.status === "scheduled" || !sim;
      const state = tipOff ? basketballLiveOf(newBasketballGame(format, { strength: row.strength })) : sim;
      // A break lasts its length of game-time; the quarter's clock runs on every tick.
      if (state.phase === "break") {
        const rested = ((now.getTime() - row.updatedAt.getTime()) * options.speed) / 1000;
        if (rested < breakSeconds(row.play?.label)) return;
      }
      const next = applyBasketballStep(format, row.scores as BasketballScores, state, () => random.next());
      const over = next.status === "finished";
      const running = next.live.phase === "live";
      await live.play(
        row.id,
        {
          status: next.status,
          homeScore: next.homeScore,
          awayScore: next.awayScore,
          scores: next.scores,
          play: over ? null : basketballPlayOf(format, { ...next.live, format, parts: [] }),
          periodStartedAt: running ? periodStartFor(format, next.live.period, next.live.clock, now) : null,
          winnerTeamId: over ? (next.winner === "home" ? row.homeTeamId : row.awayTeamId) : undefined,
          // A game tipping off (again) counts from nothing, as its play-by-play does.
          boxScore: addToBox((!tipOff && row.boxScore) || emptyBox(rosterSizes(state)), next.plays),
          // The possession's plays join the game's play-by-play in the same write as its score.
          plays: { added: next.plays, restart: tipOff },
        },
        row.version,
        now,
      );
    },
  });
}
