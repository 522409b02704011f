// `npm run gen:data [-- --scale=0.01]`: fills the configured database (DATABASE_URL, else the
// embedded one in DATA_DIR) with generated football data for load tests: at scale 1, 20 seasons
// of 40 leagues (about 300,000 matches, 4 million events) and a million accounts. Prints
// progress in rows per second. Refuses a database that already holds a generated world.
import { loadConfig } from "../server/config/config.ts";
import { connectDatabase } from "../server/db/connect.ts";
import { generateBulkData } from "../server/sports/testing/bulk-data.ts";
import { hasBulkWorld } from "../server/sports/testing/bulk-world.ts";

const scale = Number(process.argv.find((arg) => arg.startsWith("--scale="))?.split("=")[1] ?? 0.01);
if (!(scale > 0 && scale <= 1)) {
  process.stderr.write("--scale must be above 0 and at most 1\n");
  process.exit(2);
}

const config = loadConfig();
const database = await connectDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  if (await hasBulkWorld(database.db)) {
    process.stderr.write("This database already holds generated data; use a fresh one.\n");
    process.exitCode = 1;
  } else {
    let lastPrint = 0;
    const summary = await generateBulkData(database.db, {
      scale,
      pepper: config.secrets.passwordPepper,
      onProgress: ({ table, rows, seconds }) => {
        if (seconds - lastPrint < 2) return;
        lastPrint = seconds;
        process.stdout.write(
          `${seconds.toFixed(0).padStart(5)} s  ${table}: ${rows.toLocaleString("en")} rows\n`,
        );
      },
    });
    const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
    const { size } = summary;
    process.stdout.write(
      `\nScale ${scale} on ${database.kind}: ${size.seasons} seasons x ${size.competitions} leagues of ${size.teamsPerCompetition}\n`,
    );
    for (const [table, rows] of Object.entries(summary.rows))
      process.stdout.write(`  ${table.padEnd(14)} ${rows.toLocaleString("en").padStart(12)}\n`);
    process.stdout.write(
      `${total.toLocaleString("en")} rows in ${summary.seconds.toFixed(1)} s (${Math.round(total / summary.seconds).toLocaleString("en")} rows/s, analyze included)\n`,
    );
  }
} finally {
  await database.close();
}
