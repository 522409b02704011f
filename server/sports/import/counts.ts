import { z } from "@hono/zod-openapi";

/** What importing one file created and updated; every report of an import counts these. */
export type FileCounts = {
  competitionsCreated: number;
  competitionsUpdated: number;
  teamsCreated: number;
  matchesCreated: number;
  matchesUpdated: number;
  events: number;
};

export const noCounts = (): FileCounts => ({
  competitionsCreated: 0,
  competitionsUpdated: 0,
  teamsCreated: 0,
  matchesCreated: 0,
  matchesUpdated: 0,
  events: 0,
});

const COUNTED = Object.keys(noCounts()) as Array<keyof FileCounts>;

/** Adds one file's counts to a running total. */
export function addCounts(total: FileCounts, counts: FileCounts): void {
  for (const key of COUNTED) total[key] += counts[key];
}

/** The counts as the API documents them. */
export const countsShape = Object.fromEntries(COUNTED.map((key) => [key, z.number().int()])) as Record<
  keyof FileCounts,
  z.ZodNumber
>;
