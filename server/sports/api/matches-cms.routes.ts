import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { readOrWrite } from "../../http/caller.ts";
import { idempotent } from "../../http/idempotency.ts";
import { cmsDenied, jsonBody } from "../../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../../http/pagination.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { changeMatchInput, createMatchInput, MATCH_LIST_SORTS } from "../editing/matches-input.ts";
import { MATCH_STATUSES } from "../schema.ts";
import { dateParam, idParams, parseId, tzParam } from "./params.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];

export const cmsMatchSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    status: z.enum(MATCH_STATUSES),
    kickoff_at: z.string(),
    season_id: z.number().int(),
    season_name: z.string(),
    competition_id: z.number().int(),
    competition_name: z.string(),
    home_team_id: z.number().int(),
    home_team_name: z.string(),
    away_team_id: z.number().int(),
    away_team_name: z.string(),
    venue_id: z.number().int().nullable(),
    venue_name: z.string().nullable(),
    round: z.string().nullable(),
    round_number: z.number().int().nullable(),
    stage_id: z.number().int().nullable(),
    stage_name: z.string().nullable(),
    group_id: z.number().int().nullable(),
    group_name: z.string().nullable(),
    referee: z.string().nullable(),
    home_score: z.number().int().nullable(),
    away_score: z.number().int().nullable(),
    updated_at: z.string(),
    hot_pin: z.object({ pinned_by: z.string(), pinned_at: z.string() }).nullable(),
  })
  .openapi("CmsMatch");

const one = (
  description: string,
  headers?: Record<string, { schema: { type: "string" }; description: string }>,
) => ({
  description,
  headers,
  content: { "application/json": { schema: z.object({ data: cmsMatchSchema }) } },
});
const etagHeader = {
  ETag: { schema: { type: "string" as const }, description: 'The version as a tag, `"7"`.' },
};

export const cmsMatchListQuery = z.object({
  status: z.enum(MATCH_STATUSES).optional(),
  competition: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  date: dateParam.optional().openapi({ description: "A local day in `tz`; instead of `from`/`to`." }),
  tz: tzParam.optional().openapi({ description: "The zone of `date` (default UTC)." }),
  from: z.iso.datetime({ offset: true }).optional().openapi({ description: "Kickoff at or after." }),
  to: z.iso.datetime({ offset: true }).optional().openapi({ description: "Kickoff before." }),
  q: z.string().trim().max(100).optional().openapi({ description: "Part of either team's name." }),
  sort: z.enum(MATCH_LIST_SORTS).default("kickoff"),
  order: z.enum(["asc", "desc"]).default("asc"),
  limit: limitParam(50, 200),
  offset: offsetParam,
});

const listRoute = createRoute({
  method: "get",
  path: "/cms/matches",
  operationId: "listCmsMatches",
  tags,
  security,
  summary: "Matches to manage: filter by status, competition and day, search by team (all staff)",
  request: { query: cmsMatchListQuery },
  responses: {
    ...listResponse("A page of matches and how many match the filters.", cmsMatchSchema),
    ...cmsDenied,
  },
});

const createMatchRoute = createRoute({
  method: "post",
  path: "/cms/matches",
  operationId: "createCmsMatch",
  tags,
  security,
  summary: "Create a scheduled match (operators); needs an Idempotency-Key",
  request: {
    headers: z.object({ "idempotency-key": z.string().openapi({ example: "b7c1e0a2-create-match" }) }),
    body: jsonBody(createMatchInput),
  },
  responses: {
    201: one("The new match, at version 1.", {
      ...etagHeader,
      Location: { schema: { type: "string" }, description: "The match's address in this API." },
    }),
    ...cmsDenied,
    409: { description: "`idempotency-key-in-progress`." },
    422: {
      description:
        "`same-team`, `season-not-found`, `team-not-found`, `wrong-sport` (a team of another sport than the season's), `venue-not-found`, `stage-not-found`, `group-not-found`, `idempotency-key-reused`.",
    },
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/cms/matches/{id}",
  operationId: "getCmsMatch",
  tags,
  security,
  summary: "One match as the admin area edits it, with its version as ETag",
  request: { params: idParams },
  responses: { 200: one("The match.", etagHeader), ...cmsDenied, 404: { description: "`match-not-found`." } },
});

const changeRoute = createRoute({
  method: "patch",
  path: "/cms/matches/{id}",
  operationId: "changeCmsMatch",
  tags,
  security,
  summary: "Edit, reschedule, postpone, cancel or abandon a match (operators)",
  description:
    'Send the version you read as `If-Match: "7"` or the body\'s `version`. A newer version on the server is 409 `edit-conflict` with `details.current`. A change to nothing new answers the match unchanged.',
  request: {
    params: idParams,
    headers: z.object({ "if-match": z.string().optional().openapi({ example: '"7"' }) }),
    body: jsonBody(changeMatchInput),
  },
  responses: {
    200: one("The match after the change.", etagHeader),
    ...cmsDenied,
    404: { description: "`match-not-found`." },
    409: {
      description:
        "`edit-conflict`, `match-finished`, `match-started`, `match-not-started`, `invalid-status-change`.",
    },
    422: {
      description:
        "`same-team`, `team-not-found`, `wrong-sport`, `venue-not-found`, `stage-not-found`, `group-not-found`.",
    },
  },
});

/** Reading is for every staff role; changing matches is for operators. */
const staffFor = requireCms(readOrWrite("cms", "matches:write"));
const createOnce = idempotent("cms-matches", { required: true });

/** Match management of the admin area under /cms/matches; every change is audited. */
export function mountCmsMatchRoutes(api: ApiRouter): void {
  api.use("/cms/matches", staffFor, (c, next) => (c.req.method === "POST" ? createOnce(c, next) : next()));
  api.use("/cms/matches/*", staffFor);
  api.openapi(listRoute, async (c) => {
    const { from, to, ...query } = c.req.valid("query");
    const page = await c.var.services.sports.listCmsMatches({
      ...query,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
    });
    c.header("Cache-Control", "no-store");
    return c.json(page, 200);
  });
  api.openapi(createMatchRoute, async (c) => {
    const match = await c.var.services.sports.createMatch(c.req.valid("json"), await actorOf(c));
    c.header("Location", `${c.var.services.config.SITE_API_PATH}/cms/matches/${match.id}`);
    c.header("ETag", versionTag(match.version));
    return c.json({ data: match }, 201);
  });
  api.openapi(readRoute, async (c) => {
    const match = await c.var.services.sports.readCmsMatch(parseId(c.req.valid("param").id, "match"));
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(match.version));
    return c.json({ data: match }, 200);
  });
  api.openapi(changeRoute, async (c) => {
    const id = parseId(c.req.valid("param").id, "match");
    const body = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], body.version);
    const { services } = c.var;
    const change = await services.sports.changeMatch(id, body, base, await actorOf(c));
    if (change.statusChanged) await services.live.statusChanged(id);
    c.header("ETag", versionTag(change.match.version));
    return c.json({ data: change.match }, 200);
  });
}
