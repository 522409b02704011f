import { prepareTestTemplate } from "../../server/db/testing.ts";

/** Vitest's global setup: the migrated database (PGlite, or PostgreSQL's) every test database starts from. */
export default async function setup() {
  await prepareTestTemplate();
}
