import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../http/api-router.ts";
import { cmsDenied } from "../http/openapi-parts.ts";
import { listResponse } from "../http/pagination.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { BIN_DAYS } from "../platform/bin.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
/** What the bin holds: each a domain's shelf (`services.bin`). */
const BIN_TYPES = ["post", "media", "video", "movie", "tv-programme"] as const;
const entryParam = z.object({
  type: z.enum(BIN_TYPES),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

const binEntry = z
  .object({
    type: z.enum(BIN_TYPES),
    id: z.number().int(),
    title: z.string(),
    deleted_at: z.string(),
    deleted_by: z
      .object({ id: z.string(), name: z.string().nullable(), account: z.boolean() })
      .nullable()
      .openapi({ description: "Who deleted it: an account (with its display name) or an automation." }),
    purge_at: z.string(),
    days_left: z.number().int(),
  })
  .openapi("BinEntry");

const listRoute = createRoute({
  method: "get",
  path: "/cms/bin",
  operationId: "listBin",
  tags,
  security,
  summary:
    "Deleted posts, images, videos, films and TV programmes, most recently deleted first, with the days each has left",
  description: `Each waits ${BIN_DAYS} days in the bin, then a nightly job deletes it for good (with its files).`,
  responses: {
    ...listResponse("The bin, whole.", binEntry),
    ...cmsDenied,
  },
});
const restoreRoute = createRoute({
  method: "post",
  path: "/cms/bin/{type}/{id}/restore",
  operationId: "restoreBinEntry",
  tags,
  security,
  summary:
    "Bring an entry back from the bin exactly as it was (audited as `<type>.restore`); again is a no-op",
  request: { params: entryParam },
  responses: {
    204: { description: "Back everywhere it was." },
    ...cmsDenied,
    404: {
      description:
        "`post-not-found`, `media-not-found`, `video-not-found`, `movie-not-found`, `programme-not-found`.",
    },
    409: { description: "`programme-overlaps`: another programme has taken its time meanwhile." },
  },
});
const purgeRoute = createRoute({
  method: "delete",
  path: "/cms/bin/{type}/{id}",
  operationId: "purgeBinEntry",
  tags,
  security,
  summary: "Delete a binned entry for good, now (audited as `<type>.purge`)",
  request: { params: entryParam },
  responses: {
    204: { description: "Gone for good, with its files." },
    ...cmsDenied,
    404: {
      description:
        "`post-not-found`, `media-not-found`, `video-not-found`, `movie-not-found`, `programme-not-found`.",
    },
    409: { description: "`<type>-not-in-bin`: move it to the bin first." },
  },
});

/** The admin area's one bin (editors: `content:write`). */
export function mountBinRoutes(api: ApiRouter): void {
  api.use("/cms/bin", requireCms("content:write"));
  api.use("/cms/bin/*", requireCms("content:write"));
  api.openapi(listRoute, async (c) => {
    const data = await c.var.services.bin.namedEntries();
    c.header("Cache-Control", "no-store");
    return c.json({ data, total: data.length }, 200);
  });
  api.openapi(restoreRoute, async (c) => {
    const { type, id } = c.req.valid("param");
    await c.var.services.bin.restore(type, id, await actorOf(c));
    return c.body(null, 204);
  });
  api.openapi(purgeRoute, async (c) => {
    const { type, id } = c.req.valid("param");
    await c.var.services.bin.purge(type, id, await actorOf(c));
    return c.body(null, 204);
  });
}
