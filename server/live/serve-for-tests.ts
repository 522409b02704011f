// One live server process for the multi-process tests: the real HTTP app with
// the live routes, on DATABASE_URL and REDIS_URL, announcing its URL on stdout.
import { connectDatabase } from "../db/connect.ts";
import { startLiveTestServer } from "./test-server.ts";

const database = await connectDatabase({ url: process.env.DATABASE_URL, poolSize: 4 });
const server = await startLiveTestServer(
  database,
  { REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" },
  { channel: process.env.LIVE_TEST_CHANNEL },
);
process.stdout.write(`${JSON.stringify({ url: server.url })}\n`);
process.on("SIGTERM", async () => {
  await server.close();
  await database.close();
  process.exit(0);
});
