import { request as playwrightRequest } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { adminToken } from "./staff.ts";

/** A town no other run or spec uses (the stem and five random letters), so its names and slugs never clash. */
export const uniqueTown = (stem: string) =>
  `${stem}${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A match of an openfootball league file, as the importer reads it. */
export type ImportedMatch = {
  round: string;
  date: string;
  time: string;
  team1: string;
  team2: string;
  score?: { ft: [number, number] };
};

/**
 * Imports one league season of `matches` for `place`, as `npm run import` sends it: imports are
 * taken only straight from this machine, so the request carries no forwarded visitor address.
 * Answers the importer's summary.
 */
export async function importLeague(baseURL: string, place: string, matches: ImportedMatch[]) {
  const local = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: {} });
  const answer = await local.post("/api/admin/import", {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: {
      documents: [
        {
          file: `football.json/2025-26/${place.toLowerCase()}.1.json`,
          text: JSON.stringify({ name: `${place} League 2025/26`, matches }),
        },
      ],
    },
  });
  expect(answer.status()).toBe(200);
  const summary = (await answer.json()) as { teamsCreated: number };
  await local.dispose();
  return summary;
}
