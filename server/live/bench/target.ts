import { connectDatabase } from "../../db/connect.ts";
import { startLiveTestServer } from "../test-server.ts";
import { createLiveFixture, type FixtureMatch } from "../testing.ts";

type Shared = { databaseUrl: string; redisUrl: string; redisChannel: string; match?: FixtureMatch };

/**
 * Goalline's live server as benchmarked: the real app and live routes on an in-memory database;
 * or, `shared`, one of several processes on one PostgreSQL database and Redis (the first makes
 * the match, the others are given it).
 */
export async function startTarget(shared?: Shared) {
  const database = await connectDatabase(shared ? { url: shared.databaseUrl, poolSize: 8 } : {});
  await database.migrate();
  const server = await startLiveTestServer(
    database,
    {
      LIVE_CONNECTIONS_PER_IP: "1000000",
      ...(shared ? { REDIS_URL: shared.redisUrl, REDIS_CHANNEL: shared.redisChannel } : {}),
    },
    { maxBufferedBytes: 8 * 1024 * 1024 },
  );
  const [match] = shared?.match
    ? [shared.match]
    : await createLiveFixture(database.db, 1, {
        status: "live",
        period: "1H",
        minute: 1,
        homeScore: 0,
        awayScore: 0,
      });
  return {
    url: server.url,
    match: match!,
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}
