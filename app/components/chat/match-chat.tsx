import { useEffect, useState } from "react";
import { ChatPanel } from "./chat-panel.tsx";

const WIDE = "(min-width: 1024px)";

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
  return <ChatPanel matchId={matchId} active={onTab || wide} />;
}
