import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import type { Logger } from "../platform/logger.ts";
import type { StreamBus } from "../platform/streams/bus.ts";
import { competitions, matches, seasons, sports } from "../sports/schema.ts";
import type { LiveLogEntry } from "./entry.ts";
import { LIVE_TOPIC } from "./hub.ts";

/**
 * What a page shows, named the way pages tag themselves (app/lib/page-cache.server.ts):
 * a match's page, its teams' pages, its competition's pages and its sport's score lists.
 */
export const pageTags = {
  match: (id: number) => `match:${id}`,
  team: (id: number) => `team:${id}`,
  competition: (id: number) => `competition:${id}`,
  scores: (sport: string) => `scores:${sport}`,
};

type Place = { competitionId: number; sport: string; homeTeamId: number; awayTeamId: number };

/**
 * Every process drops the cached pages a live entry changes as the entry reaches it (the bus
 * brings other processes' entries too). A minute's statistics change only the match's own page.
 */
export const invalidatePagesOnLive =
  (options: { db: Db; bus: StreamBus; logger: Logger }) =>
  (invalidate: (tags: string[]) => void): (() => void) => {
    const { db, logger } = options;
    // A match's competition and sport do not change while it is played; a few thousand are plenty.
    const places = new Map<number, Promise<Place | null>>();
    const placeOf = (matchId: number) => {
      let place = places.get(matchId);
      if (!place) {
        if (places.size > 5_000) places.clear();
        place = db
          .select({
            competitionId: seasons.competitionId,
            sport: sports.slug,
            homeTeamId: matches.homeTeamId,
            awayTeamId: matches.awayTeamId,
          })
          .from(matches)
          .innerJoin(seasons, eq(seasons.id, matches.seasonId))
          .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
          .innerJoin(sports, eq(sports.id, competitions.sportId))
          .where(eq(matches.id, matchId))
          .then((rows) => rows[0] ?? null);
        places.set(matchId, place);
        place.catch(() => places.delete(matchId));
      }
      return place;
    };
    const dropFor = async (matchId: number, whole: boolean) => {
      invalidate([pageTags.match(matchId)]);
      if (!whole) return;
      const place = await placeOf(matchId);
      if (!place) return;
      invalidate([
        pageTags.team(place.homeTeamId),
        pageTags.team(place.awayTeamId),
        pageTags.competition(place.competitionId),
        pageTags.scores(place.sport),
      ]);
    };
    return options.bus.subscribe((topic, message) => {
      if (topic !== LIVE_TOPIC) return;
      const entry = message as LiveLogEntry;
      dropFor(entry.matchId, entry.kind !== "stats").catch((error: unknown) =>
        logger.warn({ err: error }, "page cache: live invalidation failed"),
      );
    });
  };
