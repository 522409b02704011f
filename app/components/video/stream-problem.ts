import type { MessageDescriptor } from "../../../shared/i18n/messages.ts";
import { defineMessages } from "../../lib/i18n.tsx";

const m = defineMessages({
  replaced: {
    id: "video.stream.replaced",
    defaultMessage:
      "This video started playing on another device, so it stopped here. Press play to watch here again.",
  },
  signIn: { id: "video.stream.sign-in", defaultMessage: "Sign in to watch this video." },
  plan: { id: "video.stream.plan", defaultMessage: "Your plan does not include this video." },
  notReady: {
    id: "video.stream.not-ready",
    defaultMessage: "This video is still being prepared; try again shortly.",
  },
  offAir: { id: "video.stream.off-air", defaultMessage: "This channel is not streaming right now." },
  noVideo: { id: "video.stream.no-video", defaultMessage: "This film has no video yet." },
});

/** The player's refusals a fan can meet, by the stable code the server answers with. */
const BY_CODE: Record<string, MessageDescriptor> = {
  "stream-replaced": m.replaced,
  "sign-in-required": m.signIn,
  "entitlement-required": m.plan,
  "video-not-ready": m.notReady,
  "channel-off-air": m.offAir,
  "movie-video-missing": m.noVideo,
};

/**
 * What a fan reads when a stream is refused: the server's reason in the page's language when the
 * code is known, else the server's own sentence, else `fallback`.
 */
export function streamProblem(
  t: (message: MessageDescriptor) => string,
  error: { code?: unknown; message?: unknown } | null | undefined,
  fallback: MessageDescriptor,
): string {
  const known = typeof error?.code === "string" ? BY_CODE[error.code] : undefined;
  if (known) return t(known);
  return typeof error?.message === "string" && error.message ? error.message : t(fallback);
}
