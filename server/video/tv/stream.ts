import { createRoute, z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import type { ApiRouter } from "../../http/api-router.ts";
import { callerOf } from "../../http/caller.ts";
import { AppError } from "../../http/errors.ts";
import { idParam } from "../../http/openapi-parts.ts";
import { issueStream, renewQuery, requireEntitlement } from "../playback.ts";
import { type VideoEntitlement, videoOutsideBin, videos } from "../schema.ts";
import { tvChannels } from "./schema.ts";

const streamRoute = createRoute({
  method: "get",
  path: "/tv/channels/{id}/stream",
  operationId: "getTvChannelStream",
  tags: ["TV"],
  summary: "A signed address of a channel's live stream, for viewers holding the channel's entitlement",
  description:
    "The address works for five minutes (`expires_at`); ask again before then with `renew` set to the token " +
    "in the current address, which keeps the same stream instead of starting another. An account watches at " +
    "most two gated streams at once: a third stops the oldest, whose next request (or renewal) is 409 " +
    "`stream-replaced`.",
  request: {
    params: idParam,
    query: renewQuery,
  },
  responses: {
    200: {
      description: "Where the player finds the stream.",
      content: {
        "application/json": {
          schema: z.object({
            data: z.object({ url: z.string(), expires_at: z.string().nullable() }).openapi("TvChannelStream"),
          }),
        },
      },
    },
    401: { description: "`sign-in-required`." },
    403: { description: "`entitlement-required` (`details.pricing`)." },
    404: { description: "`channel-not-found`, `channel-off-air` (no stream linked)." },
    409: { description: "`stream-replaced` (renewal of a stopped stream), `video-not-ready`." },
  },
});

/** The live stream of a channel: the channel's video through `issueStream`, gated by the channel's entitlement. */
export function mountTvStreamRoute(api: ApiRouter): void {
  api.openapi(streamRoute, async (c) => {
    const { services } = c.var;
    const { db } = services.database;
    const id = c.req.valid("param").id;
    c.header("Cache-Control", "no-store");
    const [channel] = await db
      .select({ videoId: tvChannels.streamVideoId, entitlement: tvChannels.entitlement })
      .from(tvChannels)
      .where(eq(tvChannels.id, id));
    if (!channel) throw new AppError("not-found", "channel-not-found", `There is no channel ${id}.`);
    // The gates come first: whether the viewer may watch does not depend on what is on air.
    const caller = await callerOf(c.req.raw, services);
    await requireEntitlement(services, caller, channel.entitlement, c.req.raw);
    const [video] = channel.videoId
      ? await db
          .select()
          .from(videos)
          .where(and(eq(videos.id, channel.videoId), videoOutsideBin))
      : [];
    if (!video)
      throw new AppError("not-found", "channel-off-air", "This channel is not streaming right now.");
    const stream = await issueStream(
      services,
      caller,
      { ...video, entitlement: channel.entitlement as VideoEntitlement },
      { request: c.req.raw, renew: c.req.valid("query").renew },
    );
    return c.json({ data: { url: stream.url, expires_at: stream.expires_at } }, 200);
  });
}
