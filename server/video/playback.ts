import { randomUUID } from "node:crypto";
import { z } from "@hono/zod-openapi";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Entitlement } from "../billing/types.ts";
import type { Services } from "../http/api-router.ts";
import type { Caller } from "../http/caller.ts";
import { AppError } from "../http/errors.ts";
import { videoStreams, type videos } from "./schema.ts";
import { STREAM_TOKEN_SECONDS, signStreamToken, verifyStreamToken } from "./stream-token.ts";

/** Gated streams one account may watch at once; starting another stops the oldest. */
export const MAX_GATED_STREAMS = 2;

/**
 * Gated streams this process checked lately (id → when), so segment requests skip the database;
 * an eviction here forgets its ids at once, one in another process within the media route's window.
 */
export const recentStreams = new Map<string, number>();

export type PlayableVideo = Pick<
  typeof videos.$inferSelect,
  "id" | "source" | "externalRef" | "status" | "entitlement" | "rev" | "captionsKey"
>;

/**
 * Where a player finds a video. `hls`: a master playlist (ours behind a token that expires at
 * `expires_at`, or an external address); `youtube`/`vimeo`: the privacy-enhanced embed address,
 * loaded only after the viewer clicks. `poster`, `captions` and `thumbnails` sit beside our own
 * playlists under the same token.
 */
export type StreamAddress = {
  kind: "hls" | "youtube" | "vimeo";
  url: string;
  expires_at: string | null;
  poster: string | null;
  captions: string | null;
  thumbnails: string | null;
};

export const streamAddressSchema = z.object({
  kind: z.enum(["hls", "youtube", "vimeo"]),
  url: z.string(),
  expires_at: z.string().nullable(),
  poster: z.string().nullable(),
  captions: z.string().nullable(),
  thumbnails: z.string().nullable(),
});

/** A gated stream's renewal: the token of the address it keeps, instead of starting another stream. */
export const renewQuery = z.object({
  renew: z.string().max(200).optional().openapi({
    description: "The token of the address being renewed (the path segment after /media/video/).",
  }),
});

type PlaybackServices = Pick<Services, "config" | "database" | "billing">;

export const mediaBase = (token: string, videoId: number) => `/media/video/${token}/${videoId}`;

function external(video: PlayableVideo): StreamAddress {
  const ref = video.externalRef ?? "";
  const url =
    video.source === "youtube"
      ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(ref)}?autoplay=1`
      : video.source === "vimeo"
        ? `https://player.vimeo.com/video/${encodeURIComponent(ref)}?dnt=1&autoplay=1`
        : ref;
  const kind = video.source === "youtube" || video.source === "vimeo" ? video.source : "hls";
  return { kind, url, expires_at: null, poster: null, captions: null, thumbnails: null };
}

/** Records a gated stream for the account and evicts all but its newest MAX_GATED_STREAMS. */
async function startGatedStream(
  services: PlaybackServices,
  userId: number,
  videoId: number,
): Promise<string> {
  const { db } = services.database;
  const id = randomUUID();
  return db.transaction(async (tx) => {
    await tx.insert(videoStreams).values({ id, userId, videoId });
    const kept = await tx
      .select({ id: videoStreams.id })
      .from(videoStreams)
      .where(eq(videoStreams.userId, userId))
      .orderBy(desc(videoStreams.startedAt), desc(videoStreams.id))
      .limit(MAX_GATED_STREAMS);
    const keep = [...new Set([id, ...kept.map((row) => row.id)])].slice(0, MAX_GATED_STREAMS);
    const evicted = await tx
      .delete(videoStreams)
      .where(and(eq(videoStreams.userId, userId), notInArray(videoStreams.id, keep)))
      .returning({ id: videoStreams.id });
    for (const row of evicted) recentStreams.delete(row.id);
    return id;
  });
}

/** Keeps an account's gated stream going under a fresh token; gone (evicted) is `stream-replaced`. */
async function continueGatedStream(
  services: PlaybackServices,
  userId: number,
  videoId: number,
  streamId: string,
): Promise<string> {
  const [row] = await services.database.db
    .select({ id: videoStreams.id })
    .from(videoStreams)
    .where(
      and(eq(videoStreams.id, streamId), eq(videoStreams.userId, userId), eq(videoStreams.videoId, videoId)),
    );
  if (!row) {
    throw new AppError(
      "conflict",
      "stream-replaced",
      "This video started playing on another device, so it stopped here. Press play to watch here again.",
    );
  }
  return row.id;
}

/**
 * Who may watch what `entitlement` gates: 401 `sign-in-required` for guests, 403
 * `entitlement-required` (with `/pricing`) for accounts without the plan. Staff tokens pass.
 */
export async function requireEntitlement(
  services: PlaybackServices,
  caller: Caller,
  entitlement: string,
  request?: object,
): Promise<void> {
  if (caller.kind === "anonymous") {
    throw new AppError("unauthenticated", "sign-in-required", "Sign in to watch this video.", {
      entitlement,
    });
  }
  if (caller.kind !== "account") return;
  const allowed = await services.billing.mayUse(Number(caller.id), entitlement as Entitlement, request);
  if (!allowed) {
    throw new AppError("forbidden", "entitlement-required", "Your plan does not include this video.", {
      entitlement,
      pricing: "/pricing",
    });
  }
}

/** The stream a renewal token continues, when it is this account's valid token for this video. */
function renewedStream(services: PlaybackServices, userId: number, videoId: number, token: string) {
  const check = verifyStreamToken(
    services.config.secrets.sessionSecret,
    token,
    videoId,
    Math.floor(Date.now() / 1000),
  );
  return check.ok && check.grant.stream !== "-" && check.grant.userId === userId ? check.grant.stream : null;
}

/**
 * The one way to a playable address, for every page and endpoint that plays video. Free videos
 * (no entitlement) play for anyone, guests included. Gated ones need an account (else 401
 * `sign-in-required`) holding the entitlement (else 403 `entitlement-required`, with `/pricing`
 * in the details), and count against the account's two concurrent streams. `preview` is for the
 * admin area, whose guard has already admitted the caller: no entitlement, no stream slot.
 * `renew`, the token of the caller's current address for this video, renews it: the same stream,
 * no new slot. A token that does not check out (forged, expired, another account's) starts a new one.
 */
export async function issueStream(
  services: PlaybackServices,
  caller: Caller,
  video: PlayableVideo,
  options: { preview?: boolean; request?: object; renew?: string } = {},
): Promise<StreamAddress> {
  if (video.source !== "upload") return external(video);
  const gated = video.entitlement && !options.preview ? video.entitlement : null;
  // Who may watch is answered first: a guest or a fan without the plan learns nothing of the video's state.
  if (gated) await requireEntitlement(services, caller, gated, options.request);
  if (video.status !== "ready" || !video.rev) {
    throw new AppError(
      "conflict",
      "video-not-ready",
      "This video is still being prepared; try again shortly.",
    );
  }
  const userId = caller.kind === "account" ? Number(caller.id) : 0;
  let stream = "-";
  if (gated && caller.kind === "account") {
    const continues = options.renew ? renewedStream(services, userId, video.id, options.renew) : null;
    stream = continues
      ? await continueGatedStream(services, userId, video.id, continues)
      : await startGatedStream(services, userId, video.id);
  }
  const expires = Math.floor(Date.now() / 1000) + STREAM_TOKEN_SECONDS;
  const token = signStreamToken(services.config.secrets.sessionSecret, {
    videoId: video.id,
    userId,
    stream,
    expires,
  });
  const base = mediaBase(token, video.id);
  return {
    kind: "hls",
    url: `${base}/master.m3u8`,
    expires_at: new Date(expires * 1000).toISOString(),
    poster: `${base}/poster.jpg`,
    captions: video.captionsKey ? `${base}/captions.vtt` : null,
    thumbnails: `${base}/thumbnails.vtt`,
  };
}

/** Ends a gated stream early (the player left the page), freeing its slot. */
export async function endStream(services: PlaybackServices, userId: number, streamId: string): Promise<void> {
  await services.database.db
    .delete(videoStreams)
    .where(and(eq(videoStreams.id, streamId), eq(videoStreams.userId, userId)));
  recentStreams.delete(streamId);
}
