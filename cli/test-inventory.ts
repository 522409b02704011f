// `npm run test:inventory`: every end-to-end spec file with the behaviours its tests name, one line a
// file, as Playwright lists them (`playwright test --list` loads the specs; it starts no server and no
// browser). `-- --write` puts the list into docs/testing.md, which cli/test-inventory.test.ts holds
// to the specs, so a test that is moved or dropped shows in the diff.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./test-graph.ts";

export const INVENTORY_DOC = join(root, "docs/testing.md");
const START = "<!-- inventory:start (npm run test:inventory -- --write) -->";
const END = "<!-- inventory:end -->";

type Suite = { title: string; file: string; specs?: Array<{ title: string }>; suites?: Suite[] };

function titles(suite: Suite, path: string[]): string[] {
  return [
    ...(suite.specs ?? []).map((spec) => [...path, spec.title].filter(Boolean).join(" › ")),
    ...(suite.suites ?? []).flatMap((inner) => titles(inner, [...path, inner.title])),
  ];
}

/** The Markdown list: a line per spec file, its test count and its test titles. */
export function inventory(): string {
  const listed = spawnSync(
    process.execPath,
    [join(root, "node_modules/@playwright/test/cli.js"), "test", "--list", "--reporter=json"],
    {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      // The config makes a data folder for the server unless told one; listing needs none.
      env: { ...process.env, E2E_DATA_DIR: join(tmpdir(), "goalline-e2e-list") },
    },
  );
  if (listed.status !== 0) throw new Error(`playwright test --list failed:\n${listed.stderr}`);
  const report = JSON.parse(listed.stdout) as { suites: Suite[] };
  const byFile = new Map<string, string[]>();
  for (const file of report.suites) {
    // A spec that belongs to several projects is listed once per project.
    byFile.set(file.file, [...new Set([...(byFile.get(file.file) ?? []), ...titles(file, [])])]);
  }
  const lines = [...byFile.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, names]) => `- \`${file}\` (${names.length}): ${names.join(" · ")}`);
  const total = [...byFile.values()].reduce((sum, names) => sum + names.length, 0);
  return [`${byFile.size} spec files, ${total} tests.`, "", ...lines].join("\n");
}

/** docs/testing.md cut around its inventory. */
function inventoryDoc(): { before: string; inventory: string; after: string } {
  const doc = readFileSync(INVENTORY_DOC, "utf8");
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${INVENTORY_DOC} lacks the inventory markers`);
  return {
    before: doc.slice(0, start + START.length),
    inventory: doc.slice(start + START.length, end).trim(),
    after: doc.slice(end),
  };
}

/** The inventory as docs/testing.md holds it. */
export const committedInventory = () => inventoryDoc().inventory;

if (import.meta.main) {
  const list = inventory();
  if (process.argv.includes("--write")) {
    const { before, after } = inventoryDoc();
    writeFileSync(INVENTORY_DOC, `${before}\n\n${list}\n\n${after}`);
    process.stdout.write(`${INVENTORY_DOC} updated\n`);
  } else {
    process.stdout.write(`${list}\n`);
  }
}
