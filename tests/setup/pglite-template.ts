import { preparePgliteTemplate } from "../../server/db/testing.ts";

/** Vitest's global setup: the migrated PGlite every test database starts from. */
export default async function setup() {
  await preparePgliteTemplate();
}
