import { z } from "@hono/zod-openapi";
import { AppError } from "../../http/errors.ts";
import { listResponse } from "../../http/pagination.ts";
import { isCalendarDate, isTimeZone } from "../queries/zoned-day.ts";
import { errorSchema, matchSummarySchema } from "./schemas.ts";

/** Ids are matched as text so a malformed one reads as "no such thing" (404), never a 400. */
export const idParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }),
});

/** A path's id as a number, or null when it cannot be one (not digits, too large for a row id). */
export function idOf(raw: string): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

export function parseId(raw: string, what: string): number {
  const id = idOf(raw);
  if (id === null) throw notFoundError(what);
  return id;
}

export function notFoundError(what: string): AppError {
  return new AppError("not-found", "not-found", `No such ${what}.`);
}

export const dateParam = z
  .string()
  .refine(isCalendarDate, "Enter a date like 2025-08-15")
  .openapi({ example: "2026-05-17" });

export const tzParam = z
  .string()
  .max(64)
  .refine(isTimeZone, "Enter a time zone such as Europe/London")
  .openapi({ example: "Europe/London" });

export const notFoundResponse = {
  404: { description: "Unknown or malformed id", content: { "application/json": { schema: errorSchema } } },
};
export const badRequestResponse = {
  400: {
    description: "A query parameter is invalid",
    content: { "application/json": { schema: errorSchema } },
  },
};

/** Which of a team's or competition's matches a page lists: to come, played, or both. */
export const whenParam = z.enum(["fixtures", "results", "all"]).default("all");

/** The answers of a team's or competition's page of matches. */
export const matchPageResponses = {
  ...listResponse("A page of matches", matchSummarySchema),
  ...notFoundResponse,
  ...badRequestResponse,
};

/** Cache lifetimes by how fast a resource changes: live seconds, finished results a day. */
export const cacheFor = {
  live: "public, max-age=5",
  day: "public, max-age=30",
  catalog: "public, max-age=300",
  finished: "public, max-age=86400",
} as const;
