// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { loadConfig } from "../server/config/config.ts";
import { connectDatabase } from "../server/db/connect.ts";

const config = loadConfig();
const database = await connectDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
await database.close();
process.stdout.write(`Migrations applied (${database.kind}).\n`);
