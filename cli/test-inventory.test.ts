import { expect, it } from "vitest";
import { committedInventory, inventory } from "./test-inventory.ts";

// Playwright compiles every spec to list it: about 8 s with its compile cache, 25 s on a cold cache
// on two busy cores, beyond the suite's 30 s default there.
it("docs/testing.md lists every end-to-end spec with the titles of its tests", { timeout: 120_000 }, () => {
  expect(committedInventory(), "run `npm run test:inventory -- --write` and commit docs/testing.md").toBe(
    inventory(),
  );
});
