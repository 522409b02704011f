import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { TableResult, TableTeam } from "../standings/table.ts";

/** The public-domain openfootball data shared beside the repository; tests skip when it is absent. */
export const openfootballDir = resolve(
  process.env.OPENFOOTBALL_DIR ?? join(import.meta.dirname, "../../../../shared/data/openfootball"),
);
export const hasOpenfootball = existsSync(openfootballDir);

/**
 * A describe block over the real data. Without the folder it reports one
 * skipped test whose name says why; CI sets REQUIRE_OPENFOOTBALL=1 so a
 * missing folder fails there instead of passing quietly.
 */
export function describeWithOpenfootball(name: string, body: () => void): void {
  if (hasOpenfootball) {
    describe(name, () => body());
    return;
  }
  const reason = `openfootball data not found at ${openfootballDir} (set OPENFOOTBALL_DIR)`;
  if (process.env.REQUIRE_OPENFOOTBALL === "1") {
    describe(name, () => it("has the openfootball data it needs", () => expect.fail(reason)));
    return;
  }
  process.stderr.write(`skipping "${name}": ${reason}\n`);
  describe(name, () => it.skip(`skipped: ${reason}`, () => {}));
}

type RawMatch = {
  team1: string;
  team2: string;
  date: string;
  time?: string;
  group?: string;
  score?: { ft?: [number, number] };
};

/** Results of a league or group file as the standings engine reads them, teams numbered by name. */
export function readResults(
  relativePath: string,
  group?: string,
): { teams: TableTeam[]; results: TableResult[] } {
  const file = JSON.parse(readFileSync(join(openfootballDir, relativePath), "utf8")) as {
    matches: RawMatch[];
  };
  const ids = new Map<string, number>();
  const idOf = (name: string) => {
    if (!ids.has(name)) ids.set(name, ids.size + 1);
    return ids.get(name)!;
  };
  const results: TableResult[] = [];
  for (const match of file.matches) {
    if (group !== undefined && match.group !== group) continue;
    const home = idOf(match.team1);
    const away = idOf(match.team2);
    if (!match.score?.ft) continue;
    results.push({
      homeTeamId: home,
      awayTeamId: away,
      homeScore: match.score.ft[0],
      awayScore: match.score.ft[1],
      kickoffAt: `${match.date}T${match.time ?? "12:00"}:00Z`,
      live: false,
    });
  }
  return { teams: [...ids].map(([name, id]) => ({ id, name })), results };
}
