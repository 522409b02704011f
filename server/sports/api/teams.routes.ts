import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../../shared/i18n/locales.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { withValidators } from "../../http/api-validators.ts";
import { limitParam, offsetParam } from "../../http/pagination.ts";
import {
  badRequestResponse,
  cacheFor,
  idParams,
  matchPageResponses,
  notFoundError,
  notFoundResponse,
  parseId,
  whenParam,
} from "./params.ts";
import { teamDetailSchema } from "./schemas.ts";

const teamRoute = createRoute({
  method: "get",
  path: "/teams/{id}",
  operationId: "getTeam",
  tags: ["Teams"],
  summary: "A team: facts, competitions, next match and form; a tennis player's ranking and win–loss",
  request: { params: idParams },
  responses: {
    200: { description: "The team", content: { "application/json": { schema: teamDetailSchema } } },
    ...notFoundResponse,
  },
});

const teamMatchesRoute = createRoute({
  method: "get",
  path: "/teams/{id}/matches",
  operationId: "listTeamMatches",
  tags: ["Teams"],
  summary: "A team's fixtures and results across competitions",
  request: {
    params: idParams,
    query: z.object({
      when: whenParam,
      competition: z.coerce.number().int().positive().optional(),
      limit: limitParam(50, 200),
      offset: offsetParam,
    }),
  },
  responses: matchPageResponses,
});

const teamCalendarRoute = createRoute({
  method: "get",
  path: "/teams/{id}/calendar.ics",
  operationId: "getTeamCalendar",
  tags: ["Teams"],
  summary: "A team's fixtures and recent results as an iCalendar (RFC 5545) feed to subscribe to",
  description:
    "One VEVENT per match, with a UID that never changes and SEQUENCE from the match's version, so " +
    "subscribed calendars move a rescheduled fixture instead of duplicating it. Times are UTC. " +
    "`lang` words the events and names the teams and competitions in that language, linking to its " +
    "match pages; without it the calendar is English, whatever the calendar app sends as " +
    "Accept-Language, so a subscription never changes language on its own.",
  request: {
    params: idParams,
    query: z.object({
      lang: z
        .enum(LOCALES)
        .optional()
        .openapi({ description: "The calendar's language; en unless stated.", example: "vi" }),
    }),
  },
  responses: {
    ...badRequestResponse,
    200: {
      description: "The calendar",
      content: { "text/calendar": { schema: z.string().openapi({ example: "BEGIN:VCALENDAR\r\n…" }) } },
    },
    304: { description: "The copy named by If-None-Match or If-Modified-Since is still current." },
    ...notFoundResponse,
  },
});

export function mountTeamRoutes(api: ApiRouter): void {
  api.openapi(teamCalendarRoute, async (c) => {
    const { services } = c.var;
    const id = parseId(c.req.valid("param").id, "team");
    const site = { name: services.config.SITE_NAME, url: services.config.SITE_URL };
    const language = services.i18n.translator(c.req.valid("query").lang ?? "en");
    const calendar = await services.sports.teamCalendar(id, site, language);
    if (calendar === null) throw notFoundError("team");
    // Calendar apps poll on their own schedule; a few minutes' staleness is what they expect.
    c.header("Cache-Control", cacheFor.catalog);
    c.header("Content-Type", "text/calendar; charset=utf-8");
    return withValidators(c, calendar.ics, calendar.lastModified);
  });

  api.openapi(teamRoute, async (c) => {
    const { sports } = c.get("services");
    const id = parseId(c.req.valid("param").id, "team");
    const [team, record] = await Promise.all([sports.getTeam(id), sports.getSeasonRecord(id)]);
    if (!team) throw notFoundError("team");
    c.header("Cache-Control", cacheFor.day);
    return c.json(record ? { ...team, record } : team, 200);
  });

  api.openapi(teamMatchesRoute, async (c) => {
    const { competition, ...filter } = c.req.valid("query");
    const id = parseId(c.req.valid("param").id, "team");
    const page = await c.get("services").sports.listTeamMatches(id, {
      ...filter,
      competitionId: competition,
    });
    if (!page) throw notFoundError("team");
    c.header("Cache-Control", page.data.some((m) => m.status === "live") ? cacheFor.live : cacheFor.day);
    return c.json(page, 200);
  });
}
