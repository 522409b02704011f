import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { MessageDescriptor } from "../../../shared/i18n/messages.ts";
import { apiFetch } from "../../lib/api.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { streamTokenOf } from "../video/stream-address.ts";
import { streamProblem } from "../video/stream-problem.ts";
import { VideoPlayer } from "../video/video-player.tsx";

const m = defineMessages({
  failed: {
    id: "tv.player.failed",
    defaultMessage: "The channel cannot be played right now. Try again in a moment.",
  },
  live: {
    id: "tv.player.live",
    defaultMessage: "{channel}, live",
    description: "Names the player of a channel's live stream",
  },
  watch: {
    id: "tv.player.watch",
    defaultMessage: "Watch<hidden> {channel}</hidden>",
    description: "Button starting a channel's stream; the part in <hidden> is read only by screen readers",
  },
  watchAgain: {
    id: "tv.player.watch-again",
    defaultMessage: "Watch again<hidden> {channel}</hidden>",
    description: "The same button after the stream stopped",
  },
  starting: {
    id: "tv.player.starting",
    defaultMessage: "Starting…<hidden> {channel}</hidden>",
    description: "The same button while the stream is asked for",
  },
});

type Stream = { url: string; expires_at: string | null };
type State =
  | { kind: "idle" }
  | { kind: "asking" }
  | { kind: "playing"; stream: Stream }
  | { kind: "failed"; message: string };

/**
 * The address is renewed every minute (same stream, new token) and handed to the player when its
 * own has less than two minutes left (addresses last five). A looping channel is soon all
 * buffered and asks the server nothing, so the renewal is also how a stopped stream finds out.
 */
const RENEW_BEFORE_MS = 60_000;
const RENEW_EVERY_MS = 60_000;
async function askStream(
  apiPath: string,
  channelId: number,
  t: (message: MessageDescriptor) => string,
  renew?: string,
): Promise<Stream> {
  const query = renew ? `?renew=${encodeURIComponent(renew)}` : "";
  const response = await apiFetch(apiPath, `/tv/channels/${channelId}/stream${query}`).catch(() => null);
  const body = (await response?.json().catch(() => null)) as {
    data?: Stream;
    error?: { code?: string; message?: string };
  } | null;
  if (response?.ok && body?.data) return body.data;
  throw new Error(streamProblem(t, body?.error, m.failed));
}

/**
 * A channel's live stream in its slot on /tv: nothing is asked until the viewer presses Watch.
 * The signed address is renewed in time, keeping the same stream, so watching goes on; a stream stopped by a newer one elsewhere says so and offers Watch again.
 */
export function ChannelPlayer({ channelId, name }: { channelId: number; name: string }) {
  const t = useT();
  const { apiPath } = usePublicConfig();
  const [state, setState] = useState<State>({ kind: "idle" });
  const playing = state.kind === "playing" ? state.stream : null;
  const stopped = useRef(false);

  const watch = async () => {
    stopped.current = false;
    setState({ kind: "asking" });
    try {
      setState({ kind: "playing", stream: await askStream(apiPath, channelId, t) });
    } catch (error) {
      setState({ kind: "failed", message: (error as Error).message });
    }
  };

  useEffect(() => {
    if (!playing?.expires_at) return;
    const current = Date.parse(playing.expires_at);
    let latest = playing;
    const timer = setInterval(async () => {
      try {
        latest = await askStream(apiPath, channelId, t, streamTokenOf(latest.url));
        // Swap the player's address only when the one it uses is about to expire.
        if (!stopped.current && current - Date.now() < RENEW_BEFORE_MS + RENEW_EVERY_MS)
          setState({ kind: "playing", stream: latest });
      } catch (error) {
        if (!stopped.current) setState({ kind: "failed", message: (error as Error).message });
      }
    }, RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [apiPath, channelId, playing, t]);

  // The player's failure takes the slot back. A stopped stream's files answer 409, which a
  // native player only reports as an error: renewing says why (or the player's message stands).
  const inUse = useRef("");
  inUse.current = playing?.url ?? inUse.current;
  const onError = useCallback(
    (message: string) => {
      if (stopped.current) return;
      stopped.current = true;
      void askStream(apiPath, channelId, t, streamTokenOf(inUse.current)).then(
        () => setState({ kind: "failed", message }),
        (error: Error) => setState({ kind: "failed", message: error.message }),
      );
    },
    [apiPath, channelId, t],
  );

  if (playing) {
    return (
      <VideoPlayer
        source={{ kind: "hls", url: playing.url }}
        title={t(m.live, { channel: name })}
        autoPlay
        loop
        onError={onError}
      />
    );
  }
  return (
    <div className="grid aspect-video w-full place-items-center gap-2 rounded-lg bg-black p-4 text-center text-white">
      <div className="grid justify-items-center gap-2">
        {state.kind === "failed" ? (
          <p role="alert" className="max-w-xs text-sm">
            {state.message}
          </p>
        ) : null}
        <button
          type="button"
          onClick={watch}
          disabled={state.kind === "asking"}
          className="rounded-full bg-white px-5 py-2 font-semibold text-black disabled:opacity-70"
        >
          <span aria-hidden="true">▶ </span>
          {t.rich(state.kind === "asking" ? m.starting : state.kind === "failed" ? m.watchAgain : m.watch, {
            channel: name,
            hidden: (chunks: ReactNode[]) => (
              <span key="name" className="sr-only">
                {chunks}
              </span>
            ),
          })}
        </button>
      </div>
    </div>
  );
}
