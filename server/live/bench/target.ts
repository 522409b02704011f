import { connectDatabase } from "../../db/connect.ts";
import { startLiveTestServer } from "../test-server.ts";
import { createLiveFixture } from "../testing.ts";

/** Goalline's live server as benchmarked: the real app and live routes on an in-memory database. */
export async function startTarget() {
  const database = await connectDatabase({});
  await database.migrate();
  const server = await startLiveTestServer(
    database,
    { LIVE_CONNECTIONS_PER_IP: "1000000" },
    { maxBufferedBytes: 8 * 1024 * 1024 },
  );
  const [match] = await createLiveFixture(database.db, 1, {
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
