import { advanceDraw, type Side } from "../sports/service.ts";
import { tennisPoint, tennisStart } from "./play.ts";
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
        await live.play(row.id, tennisStart(serving), row.version, now);
        return;
      }
      const serving = row.play?.serving ?? "home";
      const share = serveShare(row.strength[serving === "home" ? 0 : 1]);
      const winner: Side = random.next() < share ? serving : serving === "home" ? "away" : "home";
      const update = tennisPoint(row, row.format, winner);
      await live.play(row.id, update, row.version, now);
      if (update.status === "finished") await advanceDraw(db, row.id, now);
    },
  });
}
