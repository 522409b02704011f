import { createRoute, z } from "@hono/zod-openapi";
import { type ApiRouter, allowBodyUpTo, allowPageBodyUpTo } from "../../http/api-router.ts";
import { AppError } from "../../http/errors.ts";
import { cmsDenied, dataResponse, idParam } from "../../http/openapi-parts.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { isCalendarDate, isTimeZone, todayIn } from "../../sports/service.ts";
import { mountTvCmsRoutes } from "./cms.routes.ts";
import { mountTvStreamRoute } from "./stream.ts";
import { programmeFields } from "./view-schemas.ts";
import { MAX_GUIDE_BYTES } from "./xmltv.ts";

const nowNext = z
  .object({
    title: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    match_id: z.number().int().nullable(),
  })
  .nullable();
const channel = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo_url: z.string().nullable(),
    number: z.number().int(),
    entitlement: z.string(),
    now: nowNext,
    next: nowNext,
  })
  .openapi("TvChannel");
export const programmeSchema = z.object(programmeFields).openapi("TvProgramme");

const channelsRoute = createRoute({
  method: "get",
  path: "/tv/channels",
  operationId: "listTvChannels",
  tags: ["TV"],
  summary: "TV channels in line-up order, with what is on now and next",
  request: {
    query: z.object({
      at: z.string().datetime({ offset: true }).optional().openapi({
        description: "The moment to answer for instead of now.",
        example: "2026-11-23T20:00:00Z",
      }),
    }),
  },
  responses: {
    200: dataResponse(
      "The channels. Watching needs the channel's `entitlement`; the guide is public.",
      z.array(channel),
    ),
    400: { description: "`invalid-at`." },
  },
});

const guideRoute = createRoute({
  method: "get",
  path: "/tv/channels/{id}/guide",
  operationId: "getTvGuide",
  tags: ["TV"],
  summary: "One channel's programmes on air during a local day",
  request: {
    params: idParam,
    query: z.object({
      date: z
        .string()
        .refine(isCalendarDate, "Enter a date like 2025-08-15")
        .optional()
        .openapi({ description: "The day in `tz`; today when absent.", example: "2026-11-23" }),
      tz: z
        .string()
        .max(64)
        .refine(isTimeZone, "Enter a time zone such as Europe/London")
        .default("UTC")
        .openapi({ example: "Europe/London" }),
    }),
  },
  responses: {
    200: dataResponse(
      "The day's programmes in start order, including any running over midnight.",
      z.array(programmeSchema),
    ),
    400: { description: "`invalid-date`, `invalid-tz`." },
    404: { description: "`channel-not-found`." },
  },
});

export const importSummarySchema = z
  .object({
    channels: z.number().int(),
    programmes: z.number().int(),
    skipped: z.number().int(),
    linked: z.number().int(),
    ignored: z.number().int(),
    truncated: z.number().int(),
  })
  .openapi("GuideImportSummary");

const epgRoute = createRoute({
  method: "post",
  path: "/cms/epg",
  operationId: "importTvGuide",
  tags: ["cms"],
  security: [{ bearer: [] }],
  summary: "Import an XMLTV guide (editors); audited as `tv-guide.import`",
  description:
    "The body is the XMLTV document, up to 20 MiB. Channels it declares are created when new; each channel's " +
    "imported programmes in the guide's window are replaced (the same guide twice changes nothing). Programmes " +
    "entered by hand stay. Documents declaring entities are refused.",
  request: {
    body: {
      required: true,
      content: {
        "application/xml": { schema: z.string().openapi({ format: "xml" }) },
        "text/xml": { schema: z.string().openapi({ format: "xml" }) },
      },
    },
  },
  responses: {
    200: dataResponse(
      "What was imported: `skipped` malformed or repeated entries, `ignored` ones for unknown channels.",
      importSummarySchema,
    ),
    400: { description: "`invalid-xml`, `invalid-xmltv`, `xml-entities-refused`." },
    ...cmsDenied,
    413: { description: "`guide-too-large`." },
  },
});

/** The public TV guide and the guide import; the admin area's channel editing is beside it. */
export function mountTvRoutes(api: ApiRouter): void {
  api.openapi(channelsRoute, async (c) => {
    c.header("Cache-Control", "public, max-age=30");
    const { at } = c.req.valid("query");
    return c.json({ data: await c.var.services.tv.listChannels(at ? new Date(at) : new Date()) }, 200);
  });
  api.openapi(guideRoute, async (c) => {
    const { date, tz } = c.req.valid("query");
    const day = date ?? todayIn(tz);
    const data = await c.var.services.tv.channelGuide(c.req.valid("param").id, day, tz);
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ data }, 200);
  });
  mountTvStreamRoute(api);

  allowBodyUpTo(api, "/cms/epg", MAX_GUIDE_BYTES + 64 * 1024);
  // The admin area's upload form posts the same file as multipart.
  allowPageBodyUpTo("/cms/tv", MAX_GUIDE_BYTES + 64 * 1024);
  api.use("/cms/epg", requireCms("content:write"));
  api.openapi(epgRoute, async (c) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/xml" && type !== "text/xml") {
      throw new AppError(
        "unsupported-media-type",
        "unsupported-media-type",
        "Send the guide as application/xml.",
      );
    }
    const summary = await c.var.services.tv.importUploadedGuide(await actorOf(c), await c.req.text());
    c.header("Cache-Control", "no-store");
    return c.json({ data: summary }, 200);
  });
  mountTvCmsRoutes(api);
}
