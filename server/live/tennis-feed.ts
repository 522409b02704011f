import {
  advanceDraw,
  applyTennisPoint,
  type Side,
  type TennisScores,
  tennisFormatOf,
} from "../sports/service.ts";
import { createSportFeed, type SportFeedOptions } from "./sport-feed.ts";

/** A point, with the changeovers and serve clock around it, lasts about 40 seconds. */
const pointMs = 40_000;

/** Points won on serve: 62 % for the weakest player, up to 69 % for the strongest. */
const serveShare = (strength: number) => 0.62 + (strength / 100) * 0.07;

/**
 * Plays the demo world's tennis one point at a time: starts matches on the order of play when they
 * are due, plays points with the server's advantage, and moves the draw on when a match is won.
 * Every point is a `play` entry, so lists and the match centre see it at once.
 */
export function createTennisFeed(options: SportFeedOptions) {
  const { live, db } = options;
  return createSportFeed({
    ...options,
    sport: "tennis",
    name: "tennis feed",
    tickMs: pointMs,
    async step(row, { random, now }) {
      if (row.status === "scheduled") {
        const serving: Side = random.next() < 0.5 ? "home" : "away";
        await live.play(
          row.id,
          {
            status: "live",
            homeScore: 0,
            awayScore: 0,
            scores: { s1: [0, 0] },
            play: { points: [0, 0], point: ["0", "0"], serving },
            periodStartedAt: null,
          },
          row.version,
          now,
        );
        return;
      }
      const serving = row.play?.serving ?? "home";
      const share = serveShare(row.strength[serving === "home" ? 0 : 1]);
      const winner: Side = random.next() < share ? serving : serving === "home" ? "away" : "home";
      const next = applyTennisPoint(
        tennisFormatOf(row.format),
        row.scores as TennisScores,
        { points: row.play?.points ?? [0, 0], serving },
        winner,
      );
      const over = next.winner !== null;
      await live.play(
        row.id,
        {
          status: over ? "finished" : "live",
          homeScore: next.homeScore,
          awayScore: next.awayScore,
          scores: next.scores,
          play: over ? null : next.live,
          winnerTeamId: over ? (next.winner === "home" ? row.homeTeamId : row.awayTeamId) : undefined,
        },
        row.version,
        now,
      );
      if (over) await advanceDraw(db, row.id, now);
    },
  });
}
