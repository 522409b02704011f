import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiEnv, ApiRouter } from "../../http/api-router.ts";
import { readOrWrite } from "../../http/caller.ts";
import { idempotent } from "../../http/idempotency.ts";
import { dataResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { listResponse } from "../../http/pagination.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { CATALOG, type CatalogPlural } from "../editing/catalog.ts";
import { notFound } from "../editing/common.ts";
import { teamMergeBody, teamView } from "../editing/schemas.ts";
import { errorSchema } from "./schemas.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
const failure = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});
const denied = {
  401: failure("`unauthenticated`, `cms-session-expired`."),
  403: failure("`forbidden-role` (writes need `matches:write`), `two-step-required`."),
};
const ifMatch = z.object({
  "if-match": z.string().max(40).optional().openapi({ description: 'The version read, as `"7"`.' }),
});
const idempotencyKey = z.object({
  "idempotency-key": z.string().min(8).max(200).openapi({ description: "Makes the create safe to retry." }),
});

const title = (plural: string) => plural[0]!.toUpperCase() + plural.slice(1);
const operation = (verb: string, plural: string, singular = true) =>
  `${verb}Cms${title(singular ? plural.replace(/s$/, "") : plural)}`;

function routesOf(plural: CatalogPlural) {
  const { schemas, kind } = CATALOG[plural];
  const one = { "application/json": { schema: z.object({ data: schemas.view }) } };
  return {
    list: createRoute({
      method: "get",
      path: `/cms/${plural}`,
      operationId: operation("list", plural, false),
      tags,
      security,
      summary: `${title(plural)}: search, filter, sort and page (staff)`,
      request: { query: schemas.query as z.ZodObject },
      responses: {
        ...listResponse("A page and how many match.", schemas.view),
        ...denied,
      },
    }),
    create: createRoute({
      method: "post",
      path: `/cms/${plural}`,
      operationId: operation("create", plural),
      tags,
      security,
      summary: `Add a ${kind} (operators and admins; needs an Idempotency-Key)`,
      request: {
        headers: idempotencyKey,
        body: jsonBody(schemas.create),
      },
      responses: {
        201: { description: `The new ${kind}; Location and ETag name it.`, content: one },
        ...denied,
        409: failure(`\`${kind}-…-taken\` with \`details.field\`; \`idempotency-key-in-progress\`.`),
        422: failure("`unknown-…` reference with `details.field`; `idempotency-key-reused`."),
      },
    }),
    get: createRoute({
      method: "get",
      path: `/cms/${plural}/{id}`,
      operationId: operation("get", plural),
      tags,
      security,
      summary: `One ${kind}, with its version as ETag`,
      request: { params: idParam },
      responses: {
        200: { description: `The ${kind}.`, content: one },
        ...denied,
        404: failure(`\`${kind}-not-found\`.`),
      },
    }),
    update: createRoute({
      method: "patch",
      path: `/cms/${plural}/{id}`,
      operationId: operation("update", plural),
      tags,
      security,
      summary: `Edit a ${kind}: send the version read as If-Match or \`version\``,
      request: {
        params: idParam,
        headers: ifMatch,
        body: jsonBody(schemas.patch),
      },
      responses: {
        200: { description: `The ${kind} after the edit.`, content: one },
        ...denied,
        404: failure(`\`${kind}-not-found\`.`),
        409: failure("`edit-conflict` with `details.current`; `…-taken` with `details.field`."),
        422: failure("`unknown-…` reference with `details.field`."),
      },
    }),
  };
}

const mergeRoute = createRoute({
  method: "post",
  path: "/cms/teams/{id}/merge",
  operationId: "mergeCmsTeam",
  tags,
  security,
  summary: "Merge a duplicate team (the path's) into another, then delete the duplicate",
  description:
    "In one transaction the duplicate's matches, events, line-ups, players (same names become one), " +
    "aliases, deductions and fans move to `into_id`, and both names stay as aliases for re-imports.",
  request: {
    params: idParam,
    body: jsonBody(teamMergeBody),
  },
  responses: {
    200: dataResponse(
      "The kept team and what moved.",
      z.object({ kept: teamView, moved: z.record(z.string(), z.number().int()) }),
    ),
    ...denied,
    404: failure("`team-not-found`."),
    409: failure("`edit-conflict`; `teams-share-match` (they played each other)."),
    422: failure("`merge-into-self`, `merge-across-sports`, `unknown-team`."),
  },
});

/** Reads need any staff role (`cms`); changes need `matches:write` (operators and admins). */
const staffGuard = requireCms(readOrWrite("cms", "matches:write"));

const onlyPost =
  (middleware: MiddlewareHandler<ApiEnv>): MiddlewareHandler<ApiEnv> =>
  (c, next) =>
    c.req.method === "POST" ? middleware(c, next) : next();

const answerOne = <S extends 200 | 201>(c: Context<ApiEnv>, record: { version: number }, status: S) => {
  c.header("Cache-Control", "no-store");
  c.header("ETag", versionTag(record.version));
  return c.json({ data: record }, status);
};

/** The admin area's catalogue API: `/cms/{competitions,seasons,teams,players,venues}` and team merges. */
export function mountCmsCatalogRoutes(api: ApiRouter): void {
  for (const plural of Object.keys(CATALOG) as CatalogPlural[]) {
    const editor = CATALOG[plural];
    const routes = routesOf(plural);
    api.use(`/cms/${plural}`, staffGuard, onlyPost(idempotent(`cms-${plural}`, { required: true })));
    api.use(`/cms/${plural}/*`, staffGuard);
    api.openapi(routes.list, async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await c.var.services.sports.listCatalogRecords(plural, c.req.valid("query")), 200);
    });
    api.openapi(routes.get, async (c) => {
      const record = await c.var.services.sports.getCatalogRecord(plural, c.req.valid("param").id);
      if (!record) throw notFound(editor.kind);
      return answerOne(c, record, 200);
    });
    api.openapi(routes.create, async (c) => {
      const created = await c.var.services.sports.createCatalogRecord(
        await actorOf(c),
        plural,
        c.req.valid("json"),
      );
      c.header("Location", `${c.req.path}/${created.id}`);
      return answerOne(c, created, 201);
    });
    api.openapi(routes.update, async (c) => {
      const { id } = c.req.valid("param");
      const patch = c.req.valid("json") as { version?: number };
      const base = baseVersionOf(c.req.valid("header")["if-match"], patch.version);
      const after = await c.var.services.sports.updateCatalogRecord(await actorOf(c), plural, {
        id,
        base,
        patch,
      });
      return answerOne(c, after, 200);
    });
  }
  api.use("/cms/teams/:id/merge", idempotent("cms-team-merge"));
  api.openapi(mergeRoute, async (c) => {
    const { into_id, version } = c.req.valid("json");
    const outcome = await c.var.services.sports.mergeTeamRecords(await actorOf(c), {
      duplicateId: c.req.valid("param").id,
      intoId: into_id,
      base: version,
    });
    c.header("Cache-Control", "no-store");
    return c.json({ data: { kept: outcome.kept, moved: outcome.before.duplicate } }, 200);
  });
}
