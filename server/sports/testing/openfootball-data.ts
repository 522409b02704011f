import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TableResult, TableTeam } from "../standings/table.ts";

/** The public-domain openfootball data shared beside the repository; tests skip when it is absent. */
export const openfootballDir = resolve(
  process.env.OPENFOOTBALL_DIR ?? join(import.meta.dirname, "../../../../shared/data/openfootball"),
);
export const hasOpenfootball = existsSync(openfootballDir);

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
