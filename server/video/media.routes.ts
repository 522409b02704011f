import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { Context, Hono } from "hono";
import type { Services } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { conditionsOf, fileTag, notModified, notModifiedAnswer } from "../http/conditional.ts";
import { AppError } from "../http/errors.ts";
import { recentStreams } from "./playback.ts";
import { verifyStreamToken } from "./stream-token.ts";

const TYPES: Record<string, string> = {
  m3u8: "application/vnd.apple.mpegurl",
  ts: "video/mp2t",
  m4s: "video/iso.segment",
  mp4: "video/mp4",
  jpg: "image/jpeg",
  vtt: "text/vtt; charset=utf-8",
};
/** A rendition folder and a file, or a file at the top; nothing else is ever served. */
const FILE = /^(?:[0-9]{3,4}p\/)?[a-z0-9_]{1,40}\.(m3u8|ts|m4s|mp4|jpg|vtt)$/;
/** A stream row seen lately is trusted this long, so segments do not each cost a database read. */
const STREAM_CHECK_MS = 5_000;

const denied = (code: string, message: string) => new AppError("forbidden", code, message);

function parseRange(header: string, size: number): { start: number; end: number } | null | "unsatisfiable" {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  let start: number;
  let end: number;
  if (match[1] === "") {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(size - 1, Number(match[2]));
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

/**
 * GET /media/video/<token>/<video id>/<file>: the published files of a video, for players
 * holding a token (stream-token.ts). A forged or expired token is 403; so is a token of another
 * account than the signed-in caller's. A gated stream evicted by a newer one is 409
 * `stream-replaced`. Ranges are answered 206; segments and stills are immutable (a new
 * transcode publishes a new folder under the same path only after a new token), playlists short.
 */
/** Read per request, so apps built without the video service (feeds, icons tests) still mount the rest. */
export function mountVideoMedia(app: Hono<never>, services: Services): void {
  const seenStreams = recentStreams;

  async function checkStream(stream: string): Promise<void> {
    const seen = seenStreams.get(stream);
    if (seen !== undefined && Date.now() - seen < STREAM_CHECK_MS) return;
    if (!(await services.video.streamIsCurrent(stream))) {
      seenStreams.delete(stream);
      throw new AppError(
        "conflict",
        "stream-replaced",
        "This video started playing on another device, so it stopped here. Press play to watch here again.",
      );
    }
    if (seenStreams.size > 10_000) seenStreams.clear();
    seenStreams.set(stream, Date.now());
  }

  const handler = async (c: Context) => {
    const token = c.req.param("token") ?? "";
    const videoId = Number(c.req.param("videoId"));
    const file = c.req.path.split("/").slice(5).join("/");
    if (!Number.isSafeInteger(videoId) || videoId <= 0 || !FILE.test(file)) {
      throw new AppError("not-found", "not-found", "No such video file.");
    }
    const check = verifyStreamToken(
      services.config.secrets.sessionSecret,
      token,
      videoId,
      Math.floor(Date.now() / 1000),
    );
    if (!check.ok) {
      throw check.reason === "expired"
        ? denied("stream-token-expired", "This stream address has expired; reload the player.")
        : denied("stream-token-invalid", "This stream address is not valid.");
    }
    const { grant } = check;
    if (grant.userId !== 0) {
      const caller = await callerOf(c.req.raw, services);
      if (caller.kind === "account" && Number(caller.id) !== grant.userId) {
        throw denied("stream-token-invalid", "This stream address belongs to another account.");
      }
    }
    if (grant.stream !== "-") await checkStream(grant.stream);
    const rev = await services.video.publishedRevision(videoId);
    if (!rev) throw new AppError("not-found", "not-found", "No such video file.");
    const path = join(services.video.store.published(videoId, rev), file);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new AppError("not-found", "not-found", "No such video file.");

    const ext = file.split(".").pop() ?? "";
    const etag = fileTag(info);
    const headers = new Headers({
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Accept-Ranges": "bytes",
      // The token is in the path, so the address is private to its holder for five minutes.
      "Cache-Control":
        ext === "m3u8" ? "private, max-age=5, no-transform" : "private, max-age=300, immutable, no-transform",
      "Last-Modified": info.mtime.toUTCString(),
      ETag: etag,
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    // Before the range: a player holding the file whole needs no part of it again (RFC 9110 §13.2.2).
    const tag = notModified(conditionsOf(c.req.raw), { etag, lastModified: info.mtime });
    if (tag) return notModifiedAnswer(headers, tag);
    const rangeHeader = c.req.header("Range");
    const range = rangeHeader ? parseRange(rangeHeader, info.size) : null;
    if (range === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${info.size}`);
      return new Response(null, { status: 416, headers });
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? info.size - 1;
    headers.set("Content-Length", String(end - start + 1));
    if (range) headers.set("Content-Range", `bytes ${start}-${end}/${info.size}`);
    const body =
      c.req.method === "HEAD" || info.size === 0
        ? null
        : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream);
    return new Response(body, { status: range ? 206 : 200, headers });
  };

  app.get("/media/video/:token/:videoId/*", handler);
}
