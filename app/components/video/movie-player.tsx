import { useCallback, useEffect, useRef, useState } from "react";
import type { MessageDescriptor } from "../../../shared/i18n/messages.ts";
import { apiFetch } from "../../lib/api.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { streamTokenOf } from "./stream-address.ts";
import { streamProblem } from "./stream-problem.ts";
import { VideoPlayer, type VideoSource } from "./video-player.tsx";

const m = defineMessages({
  failed: { id: "video.movie.failed", defaultMessage: "This film cannot be played right now." },
  loading: {
    id: "video.movie.loading",
    defaultMessage: "Loading…",
    description: "While the film's stream is asked for",
  },
});

type Stream = VideoSource & { expires_at: string | null };

/** Ask for a new address this long before the old one expires, so segments never meet a dead token. */
const RENEW_BEFORE_MS = 60_000;

/** When to ask again for an address that expires at `expiresAt` (never sooner than in 10 s). */
export const renewDelay = (expiresAt: string | null, now = Date.now()) =>
  expiresAt ? Math.max(Date.parse(expiresAt) - now - RENEW_BEFORE_MS, 10_000) : null;

export const clock = (seconds: number) => {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  return `${h ? `${h}:` : ""}${mm}:${String(s % 60).padStart(2, "0")}`;
};

/** VideoPlayer keeps its element to itself; the film's wrapper finds it to seek and read the time. */
const videoIn = (box: React.RefObject<HTMLDivElement | null>) => box.current?.querySelector("video") ?? null;

async function fetchStream(
  apiPath: string,
  path: string,
  t: (message: MessageDescriptor) => string,
): Promise<Stream> {
  const response = await apiFetch(apiPath, path);
  const body = (await response.json().catch(() => null)) as {
    data?: Stream;
    error?: { code?: string; message?: string };
  } | null;
  if (!response.ok || !body?.data) throw new Error(streamProblem(t, body?.error, m.failed));
  return body.data;
}

/**
 * Plays a film's feature or trailer from its stream endpoint. Gated addresses expire after five
 * minutes: a fresh one is fetched before then and swapped in at the same position, so a long
 * film keeps playing. With `progressPath`, the position is saved every 10 s, on pause and when
 * the page is left (a keepalive request outlives the page), and playback starts at `startAt`.
 */
export function MoviePlayer(props: {
  title: string;
  /** Under the API path, like every address below. */
  streamPath: string;
  progressPath?: string;
  startAt?: number;
  poster?: string | null;
}) {
  const { title, streamPath, progressPath } = props;
  const t = useT();
  const { apiPath } = usePublicConfig();
  const box = useRef<HTMLDivElement>(null);
  const [stream, setStream] = useState<Stream | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Where to seek when the next source loads: the resume point, then the point of each renewal.
  const seekTo = useRef<{ at: number; play: boolean } | null>(
    props.startAt ? { at: props.startAt, play: true } : null,
  );

  useEffect(() => {
    let cancelled = false;
    fetchStream(apiPath, streamPath, t).then(
      (first) => !cancelled && setStream(first),
      (error: Error) => !cancelled && setFailure(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [apiPath, streamPath, t]);

  useEffect(() => {
    const delay = renewDelay(stream?.expires_at ?? null);
    if (delay === null) return;
    const timer = setTimeout(async () => {
      const video = videoIn(box);
      // Naming the current address keeps the same stream rather than taking a second slot.
      const renew = stream?.url ? `?renew=${encodeURIComponent(streamTokenOf(stream.url))}` : "";
      const next = await fetchStream(apiPath, `${streamPath}${renew}`, t).catch((error: Error) => {
        setFailure(error.message);
        return null;
      });
      if (!next) return;
      if (video) seekTo.current = { at: video.currentTime, play: !video.paused };
      setStream(next);
    }, delay);
    return () => clearTimeout(timer);
  }, [apiPath, stream, streamPath, t]);

  useEffect(() => {
    const video = videoIn(box);
    if (!video || !stream) return;
    const seek = () => {
      const target = seekTo.current;
      if (!target) return;
      seekTo.current = null;
      video.currentTime = target.at;
      if (target.play) void video.play().catch(() => {});
    };
    video.addEventListener("loadedmetadata", seek);
    return () => video.removeEventListener("loadedmetadata", seek);
  }, [stream]);

  const save = useCallback(
    (seconds: number) => {
      if (!progressPath || !(seconds > 0)) return;
      void apiFetch(apiPath, progressPath, {
        method: "PUT",
        keepalive: true,
        json: { position_seconds: seconds, at: new Date().toISOString() },
      }).catch(() => {});
    },
    [apiPath, progressPath],
  );

  useEffect(() => {
    if (!progressPath) return;
    const leave = () => {
      const video = videoIn(box);
      if (video) save(video.currentTime);
    };
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, [progressPath, save]);

  if (failure) {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-700 p-3 text-sm text-red-800 dark:border-red-300 dark:text-red-200"
      >
        {failure}
      </p>
    );
  }
  if (!stream) {
    return (
      <p
        role="status"
        className="flex aspect-video items-center justify-center rounded-xl bg-black text-white"
      >
        {t(m.loading)}
      </p>
    );
  }
  return (
    <div ref={box} data-movie-player>
      <VideoPlayer
        source={stream}
        title={title}
        poster={props.poster}
        autoPlay
        onPosition={progressPath ? save : undefined}
      />
    </div>
  );
}
