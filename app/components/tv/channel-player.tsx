import { useCallback, useEffect, useRef, useState } from "react";
import { apiFetch } from "../../lib/api.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { streamTokenOf } from "../video/stream-address.ts";
import { VideoPlayer } from "../video/video-player.tsx";

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
const FAILED = "The channel cannot be played right now. Try again in a moment.";

async function askStream(apiPath: string, channelId: number, renew?: string): Promise<Stream> {
  const query = renew ? `?renew=${encodeURIComponent(renew)}` : "";
  const response = await apiFetch(apiPath, `/tv/channels/${channelId}/stream${query}`).catch(() => null);
  const body = (await response?.json().catch(() => null)) as {
    data?: Stream;
    error?: { message?: string };
  } | null;
  if (response?.ok && body?.data) return body.data;
  throw new Error(body?.error?.message ?? FAILED);
}

/**
 * A channel's live stream in its slot on /tv: nothing is asked until the viewer presses Watch.
 * The signed address is renewed in time, keeping the same stream, so watching goes on; a stream stopped by a newer one elsewhere says so and offers Watch again.
 */
export function ChannelPlayer({ channelId, name }: { channelId: number; name: string }) {
  const { apiPath } = usePublicConfig();
  const [state, setState] = useState<State>({ kind: "idle" });
  const playing = state.kind === "playing" ? state.stream : null;
  const stopped = useRef(false);

  const watch = async () => {
    stopped.current = false;
    setState({ kind: "asking" });
    try {
      setState({ kind: "playing", stream: await askStream(apiPath, channelId) });
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
        latest = await askStream(apiPath, channelId, streamTokenOf(latest.url));
        // Swap the player's address only when the one it uses is about to expire.
        if (!stopped.current && current - Date.now() < RENEW_BEFORE_MS + RENEW_EVERY_MS)
          setState({ kind: "playing", stream: latest });
      } catch (error) {
        if (!stopped.current) setState({ kind: "failed", message: (error as Error).message });
      }
    }, RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [apiPath, channelId, playing]);

  // The player's failure takes the slot back. A stopped stream's files answer 409, which a
  // native player only reports as an error: renewing says why (or the player's message stands).
  const inUse = useRef("");
  inUse.current = playing?.url ?? inUse.current;
  const onError = useCallback(
    (message: string) => {
      if (stopped.current) return;
      stopped.current = true;
      void askStream(apiPath, channelId, streamTokenOf(inUse.current)).then(
        () => setState({ kind: "failed", message }),
        (error: Error) => setState({ kind: "failed", message: error.message }),
      );
    },
    [apiPath, channelId],
  );

  if (playing) {
    return (
      <VideoPlayer
        source={{ kind: "hls", url: playing.url }}
        title={`${name}, live`}
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
          {state.kind === "asking" ? "Starting…" : state.kind === "failed" ? "Watch again" : "Watch"}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </div>
  );
}
