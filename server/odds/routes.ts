import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../shared/versioning.ts";
import type { ApiRouter } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { serveTopic } from "../http/event-stream.ts";
import { dataResponse, jsonBody } from "../http/openapi-parts.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { oddsGroupOf } from "./service.ts";

const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const format = z.enum(["decimal", "fractional", "american"]);

const selection = z.object({
  key: z.string().openapi({ example: "home" }),
  probability: z.number().openapi({ example: 0.61 }),
  price: z.number().nullable().openapi({
    example: 1.56,
    description:
      "Decimal, from 1.001 to 101 (thousandths under 1.10, hundredths above), never above the fair price 1 / probability; the margin is laid by the power method. Null when the selection cannot win or the market is closed or settled.",
  }),
  result: z.enum(["won", "lost", "void"]).optional(),
});
const matchOddsSchema = z
  .object({
    match_id: z.number().int(),
    status: z.enum(["open", "suspended", "settled"]),
    margin: z.number(),
    markets: z.array(
      z.object({
        key: z.enum(["1x2", "odd-even", "two-way", "last-team-to-score"]),
        status: z.enum(["open", "suspended", "closed", "settled"]).openapi({
          description:
            "The match's status, or `closed` once the market is all but decided: a price would pass 101, or a selection is so near certain (over 99.9 %) that no price could be fair. A closed market has no prices.",
        }),
        selections: z.array(selection),
        bookmaker_url: z.string().nullable(),
      }),
    ),
    minute: z.number().int().nullable(),
    score: z.tuple([z.number().int(), z.number().int()]),
    updated_at: z.string(),
  })
  .openapi("MatchOdds");
const historyPoint = z.object({
  at: z.string(),
  status: z.enum(["open", "suspended", "settled"]),
  minute: z.number().int().nullable(),
  score: z.tuple([z.number().int(), z.number().int()]),
  margin: z.number(),
  probabilities: z.record(z.string(), z.record(z.string(), z.number())),
});
const disabled = {
  description: "`odds-disabled`: odds are off on this site or for this match's competition.",
};
const notFound = { description: "`match-not-found`." };

const oddsRoute = createRoute({
  tags: ["odds"],
  method: "get",
  path: "/matches/{id}/odds",
  operationId: "getMatchOdds",
  summary:
    "In-play prices of a match: match result (1X2), odd/even, two-way (draw no bet), last team to score",
  request: { params: idParam },
  responses: {
    200: dataResponse("The markets, with results once settled.", matchOddsSchema),
    404: notFound,
    409: disabled,
  },
});
const historyRoute = createRoute({
  tags: ["odds"],
  method: "get",
  path: "/matches/{id}/odds/history",
  operationId: "getMatchOddsHistory",
  summary: "Every price the match showed, oldest first (fair probabilities and the margin)",
  request: { params: idParam },
  responses: { 200: dataResponse("The history.", z.array(historyPoint)), 404: notFound, 409: disabled },
});
const streamRoute = createRoute({
  tags: ["odds"],
  method: "get",
  path: "/matches/{id}/odds/stream",
  operationId: "streamMatchOdds",
  summary: "The match's prices as Server-Sent Events (`odds` after every event and minute; `ready` first)",
  request: {
    params: idParam,
    query: z.object({ lastEventId: z.string().max(32).optional() }),
  },
  responses: {
    200: { description: "Server-Sent Events.", content: { "text/event-stream": { schema: z.string() } } },
    404: notFound,
    409: disabled,
    429: { description: "`too-many-live-connections` from this address." },
    503: { description: "`live-unavailable`." },
  },
});

const marketPatch = z
  .object({
    enabled: z.boolean().optional(),
    bookmaker_url: z
      .string()
      .trim()
      .max(1000)
      .regex(/^https:\/\/[^\s]+$/, "Enter an address starting with https://")
      .nullable()
      .optional(),
  })
  .optional();
const marketsPatch = z
  .object({
    "1x2": marketPatch,
    "odd-even": marketPatch,
    "two-way": marketPatch,
    "last-team-to-score": marketPatch,
  })
  .strict();
const settingsSchema = z
  .object({
    margin: z.number(),
    suspension_seconds: z.number().int(),
    default_format: format,
    markets: z.record(z.string(), z.object({ enabled: z.boolean(), bookmaker_url: z.string().nullable() })),
    disabled_competitions: z.array(z.number().int()),
    version: z.number().int(),
    updated_at: z.string(),
  })
  .openapi("OddsSettings");
const settingsPatch = z.object({
  margin: z.number().min(0).max(0.3).optional(),
  suspension_seconds: z.number().int().min(0).max(600).optional(),
  default_format: format.optional(),
  markets: marketsPatch.optional(),
  disabled_competitions: z.array(z.number().int().positive().max(2_147_483_647)).max(10_000).optional(),
  version: z.number().int().min(0).optional(),
});
const cmsDenied = {
  401: { description: "`unauthenticated`, `cms-session-expired`." },
  403: { description: "`forbidden-role`, `two-step-required`." },
};
const readSettingsRoute = createRoute({
  tags: ["cms"],
  security: [{ bearer: [] }],
  method: "get",
  path: "/cms/odds/settings",
  operationId: "getOddsSettings",
  summary: "Odds settings: markets, margin, suspension, default format, competitions, bookmaker links",
  responses: { 200: dataResponse("The settings, with their version as ETag.", settingsSchema), ...cmsDenied },
});
const changeSettingsRoute = createRoute({
  tags: ["cms"],
  security: [{ bearer: [] }],
  method: "patch",
  path: "/cms/odds/settings",
  operationId: "changeOddsSettings",
  summary: "Change the odds settings (operators); audited as `odds-settings.update`",
  description: 'Send the version you read as `If-Match: "3"` or the body\'s `version`.',
  request: {
    headers: z.object({ "if-match": z.string().optional() }),
    body: jsonBody(settingsPatch),
  },
  responses: {
    200: dataResponse("The settings after the change.", settingsSchema),
    400: { description: "`version-required`, `invalid-<field>`." },
    ...cmsDenied,
    409: { description: "`edit-conflict` with `details.current`." },
  },
});
const preferenceInput = z.object({ format: format.nullable(), hide: z.boolean() });
const preference = preferenceInput.openapi("OddsPreference");
const readPreferenceRoute = createRoute({
  tags: ["odds"],
  security: [{ bearer: [] }],
  method: "get",
  path: "/auth/me/odds",
  operationId: "getOddsPreference",
  summary: "How the signed-in fan reads prices, or whether odds are hidden",
  responses: { 200: dataResponse("The preference.", preference), 401: { description: "`auth-required`." } },
});
const savePreferenceRoute = createRoute({
  tags: ["odds"],
  security: [{ bearer: [] }],
  method: "put",
  path: "/auth/me/odds",
  operationId: "putOddsPreference",
  summary: "Choose the odds format (null: the site's default) or hide odds",
  request: { body: jsonBody(preferenceInput) },
  responses: {
    200: dataResponse("The preference.", preference),
    400: { description: "`invalid-<field>`." },
    401: { description: "`auth-required`." },
  },
});

const siteDisabled = () => new AppError("conflict", "odds-disabled", "Odds are not shown on this site.");

async function accountId(request: Request, services: Parameters<typeof callerOf>[1]): Promise<number> {
  const caller = await callerOf(request, services);
  if (caller.kind !== "account")
    throw new AppError("unauthenticated", "auth-required", "Sign in to choose how odds show.");
  return caller.auth.user.id;
}

export function mountOddsRoutes(api: ApiRouter): void {
  api.openapi(oddsRoute, async (c) => {
    const { services } = c.var;
    if (!services.config.ODDS_ENABLED) throw siteDisabled();
    c.header("Cache-Control", "no-store");
    return c.json({ data: await services.odds.ofMatch(c.req.valid("param").id) }, 200);
  });
  api.openapi(historyRoute, async (c) => {
    const { services } = c.var;
    if (!services.config.ODDS_ENABLED) throw siteDisabled();
    const { id } = c.req.valid("param");
    // The current odds check the match exists and its competition shows odds.
    await services.odds.ofMatch(id);
    return c.json({ data: await services.odds.history(id) }, 200);
  });
  api.openapi(streamRoute, async (c) => {
    const { services } = c.var;
    if (!services.config.ODDS_ENABLED) throw siteDisabled();
    const { id } = c.req.valid("param");
    await services.odds.ofMatch(id);
    return serveTopic(c, services.odds.topic, oddsGroupOf(id));
  });

  // Operators run the odds as they run the feeds.
  api.use("/cms/odds/*", requireCms("feeds:manage"));
  api.openapi(readSettingsRoute, async (c) => {
    const settings = await c.var.services.odds.settings();
    c.header("ETag", versionTag(settings.version));
    return c.json({ data: settings }, 200);
  });
  api.openapi(changeSettingsRoute, async (c) => {
    const { version, ...patch } = c.req.valid("json");
    const base = baseVersionOf(c.req.header("If-Match"), version);
    const settings = await c.var.services.odds.updateSettings(await actorOf(c), base, patch);
    c.header("ETag", versionTag(settings.version));
    return c.json({ data: settings }, 200);
  });

  api.openapi(readPreferenceRoute, async (c) => {
    const userId = await accountId(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.odds.preference(userId) }, 200);
  });
  api.openapi(savePreferenceRoute, async (c) => {
    const choice = c.req.valid("json");
    const userId = await accountId(c.req.raw, c.var.services);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.odds.savePreference(userId, choice) }, 200);
  });
}
