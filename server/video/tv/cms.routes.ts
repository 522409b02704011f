import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { idempotent } from "../../http/idempotency.ts";
import { cmsDenied, dataResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { isCalendarDate, isTimeZone, todayIn } from "../../sports/service.ts";
import { channelInput, channelPatch, programmeInput } from "./input.ts";
import { dayRange } from "./read.ts";
import { programmeFields } from "./view-schemas.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
const ifMatch = z.object({ "if-match": z.string().optional().openapi({ example: '"3"' }) });
const cmsChannel = z
  .object({
    id: z.number().int(),
    xmltv_id: z.string(),
    name: z.string(),
    logo_url: z.string().nullable(),
    number: z.number().int(),
    entitlement: z.string(),
    stream_video_id: z.number().int().nullable(),
    guide_source_url: z.string().nullable(),
    guide_fetched_at: z.string().nullable(),
    guide_fetch: z.record(z.string(), z.unknown()).nullable(),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .openapi("CmsTvChannel");
const cmsProgramme = z
  .object({ ...programmeFields, source: z.enum(["xmltv", "manual"]), version: z.number().int() })
  .openapi("CmsTvProgramme");

const listChannelsRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/cms/tv/channels",
  operationId: "listCmsTvChannels",
  summary: "TV channels with their guide source and its last fetch (editors)",
  responses: { 200: dataResponse("The channels in line-up order.", z.array(cmsChannel)), ...cmsDenied },
});
const createChannelRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/cms/tv/channels",
  operationId: "createTvChannel",
  summary: "Add a TV channel (editors); audited as `tv-channel.create`",
  request: { body: jsonBody(channelInput) },
  responses: {
    201: dataResponse("The new channel.", cmsChannel),
    400: { description: "`invalid-<field>`, `invalid-guide-source-url`." },
    ...cmsDenied,
    409: { description: "`channel-xmltv-id-taken`, `idempotency-key-in-progress`." },
    422: { description: "`idempotency-key-reused`." },
  },
});
const readChannelRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/cms/tv/channels/{id}",
  operationId: "getCmsTvChannel",
  summary: "One TV channel, with its version as ETag",
  request: { params: idParam },
  responses: {
    200: dataResponse("The channel.", cmsChannel),
    ...cmsDenied,
    404: { description: "`channel-not-found`." },
  },
});
const changeChannelRoute = createRoute({
  tags,
  security,
  method: "patch",
  path: "/cms/tv/channels/{id}",
  operationId: "changeTvChannel",
  summary: "Edit a TV channel (editors); audited as `tv-channel.update`",
  description: 'Send the version you read as `If-Match: "3"` or the body\'s `version`.',
  request: { params: idParam, headers: ifMatch, body: jsonBody(channelPatch) },
  responses: {
    200: dataResponse("The channel after the change.", cmsChannel),
    400: { description: "`version-required`, `invalid-<field>`." },
    ...cmsDenied,
    404: { description: "`channel-not-found`." },
    409: { description: "`edit-conflict` with `details.current`, `channel-xmltv-id-taken`." },
  },
});
const importNowRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/cms/tv/channels/{id}/import",
  operationId: "importTvChannelGuide",
  summary: "Fetch the channel's guide source now, as a background job (editors)",
  request: { params: idParam },
  responses: {
    202: dataResponse("The queued job.", z.object({ job_id: z.string() })),
    ...cmsDenied,
    404: { description: "`channel-not-found`." },
    409: { description: "`no-guide-source`, `job-busy`." },
  },
});
const listProgrammesRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/cms/tv/channels/{id}/programmes",
  operationId: "listCmsTvProgrammes",
  summary: "A channel's programmes starting on a local day",
  request: {
    params: idParam,
    query: z.object({
      date: z.string().refine(isCalendarDate, "Enter a date like 2025-08-15").optional(),
      tz: z.string().max(64).refine(isTimeZone, "Enter a time zone such as Europe/London").default("UTC"),
    }),
  },
  responses: {
    200: dataResponse("The programmes in start order.", z.array(cmsProgramme)),
    400: { description: "`invalid-date`, `invalid-tz`." },
    ...cmsDenied,
    404: { description: "`channel-not-found`." },
  },
});
const createProgrammeRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/cms/tv/channels/{id}/programmes",
  operationId: "createTvProgramme",
  summary: "Add a programme by hand (editors); imports leave it in place; audited",
  request: { params: idParam, body: jsonBody(programmeInput) },
  responses: {
    201: dataResponse("The programme; `match_id` is found from the title when not given.", cmsProgramme),
    400: { description: "`invalid-<field>`, `invalid-ends-at`." },
    ...cmsDenied,
    404: { description: "`channel-not-found`." },
    409: { description: "`programme-overlaps` (`details.clash`), `idempotency-key-in-progress`." },
    422: { description: "`idempotency-key-reused`." },
  },
});
const changeProgrammeRoute = createRoute({
  tags,
  security,
  method: "patch",
  path: "/cms/tv/programmes/{id}",
  operationId: "changeTvProgramme",
  summary: "Edit a programme (editors); it becomes hand-entered; audited",
  request: {
    params: idParam,
    headers: ifMatch,
    body: jsonBody(programmeInput.extend({ version: z.number().int().min(0).optional() })),
  },
  responses: {
    200: dataResponse("The programme after the change.", cmsProgramme),
    400: { description: "`version-required`, `invalid-<field>`, `invalid-ends-at`." },
    ...cmsDenied,
    404: { description: "`programme-not-found`." },
    409: { description: "`edit-conflict` with `details.current`, `programme-overlaps` (`details.clash`)." },
  },
});
const deleteProgrammeRoute = createRoute({
  tags,
  security,
  method: "delete",
  path: "/cms/tv/programmes/{id}",
  operationId: "deleteTvProgramme",
  summary: "Move a programme to the bin: it leaves the guide at once (editors); audited",
  request: {
    params: idParam,
    headers: ifMatch,
    query: z.object({ version: z.coerce.number().int().min(0).optional() }),
  },
  responses: {
    204: { description: "In the bin." },
    400: { description: "`version-required`." },
    ...cmsDenied,
    404: { description: "`programme-not-found`." },
    409: { description: "`edit-conflict` with `details.current`." },
  },
});

/** The admin area's TV channels and programmes, for editors. */
export function mountTvCmsRoutes(api: ApiRouter): void {
  const editors = requireCms("content:write");
  const once = idempotent("cms-tv");
  // An Idempotency-Key makes a retried POST (a new channel, a programme) answer the first outcome.
  api.use("/cms/tv/*", editors, (c, next) => (c.req.method === "POST" ? once(c, next) : next()));
  api.openapi(listChannelsRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.tv.listCmsChannels() }, 200);
  });
  api.openapi(createChannelRoute, async (c) => {
    const channel = await c.var.services.tv.createChannel(await actorOf(c), c.req.valid("json"));
    c.header("ETag", versionTag(channel.version));
    return c.json({ data: channel }, 201);
  });
  api.openapi(readChannelRoute, async (c) => {
    const channel = await c.var.services.tv.readCmsChannel(c.req.valid("param").id);
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(channel.version));
    return c.json({ data: channel }, 200);
  });
  api.openapi(changeChannelRoute, async (c) => {
    const { version, ...patch } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const channel = await c.var.services.tv.updateChannel(
      await actorOf(c),
      c.req.valid("param").id,
      base,
      patch,
    );
    c.header("ETag", versionTag(channel.version));
    return c.json({ data: channel }, 200);
  });
  api.openapi(importNowRoute, async (c) => {
    const { id } = await c.var.services.tv.importNow(c.req.valid("param").id);
    return c.json({ data: { job_id: id } }, 202);
  });
  api.openapi(listProgrammesRoute, async (c) => {
    const { date, tz } = c.req.valid("query");
    const id = c.req.valid("param").id;
    await c.var.services.tv.readCmsChannel(id);
    const { from, to } = dayRange(date ?? todayIn(tz), tz);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.tv.programmesStarting(id, from, to) }, 200);
  });
  api.openapi(createProgrammeRoute, async (c) => {
    const programme = await c.var.services.tv.createProgramme(
      await actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json"),
    );
    return c.json({ data: programme }, 201);
  });
  api.openapi(changeProgrammeRoute, async (c) => {
    const { version, ...input } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const programme = await c.var.services.tv.updateProgramme(
      await actorOf(c),
      c.req.valid("param").id,
      base,
      input,
    );
    c.header("ETag", versionTag(programme.version));
    return c.json({ data: programme }, 200);
  });
  api.openapi(deleteProgrammeRoute, async (c) => {
    const base = baseVersionOf(c.req.valid("header")["if-match"], c.req.valid("query").version);
    await c.var.services.tv.deleteProgramme(await actorOf(c), c.req.valid("param").id, base);
    return c.body(null, 204);
  });
}
