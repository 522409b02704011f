import { Suspense, useEffect, useState } from "react";
import { useT } from "../../lib/i18n.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";
import { CHAT_LOADING, ChatFrame } from "./chat-frame.tsx";

const WIDE = "(min-width: 1024px)";

// The panel is a third of the match page's own script, and a phone on the summary tab never shows
// it: its code loads once the chat is on screen, and the server draws the empty frame.
const ChatPanel = lazyPart(() => import("./chat-panel.tsx").then((module) => module.ChatPanel));

function Loading() {
  const t = useT();
  return (
    <ChatFrame status={null}>
      <p className="px-3 py-4 text-sm text-muted">{t(CHAT_LOADING)}</p>
    </ChatFrame>
  );
}
const loading = <Loading />;

/**
 * The chat as the match centre places it: beside the timeline on wide screens,
 * its own tab on phones. It connects only where it is on screen, so a phone on
 * the summary tab holds no chat stream.
 */
export function MatchChat({ matchId, onTab }: { matchId: number; onTab: boolean }) {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    setWide(query.matches);
    const change = () => setWide(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  const active = onTab || wide;
  // Once shown, the panel stays mounted (a narrowed window only disconnects it).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (active) setShown(true);
  }, [active]);
  if (!shown) return loading;
  return (
    <Suspense fallback={loading}>
      <ChatPanel matchId={matchId} active={active} />
    </Suspense>
  );
}
