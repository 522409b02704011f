import { createContext, type ReactNode, use } from "react";
import { usePublicConfig } from "../public-config.tsx";
import { liveStreamUrl } from "./live-stream.ts";

const LiveScope = createContext<number | null>(null);

/**
 * Inside, the page's one live stream is this match's own: its row, timeline, statistics and odds
 * all come over one connection. Elsewhere it is the all-matches stream.
 */
export function LiveMatchScope({ matchId, children }: { matchId: number; children: ReactNode }) {
  return <LiveScope value={matchId}>{children}</LiveScope>;
}

/** The address of the page's one live stream where this is rendered. */
export function useLiveStreamUrl(): string {
  const { apiPath } = usePublicConfig();
  return liveStreamUrl(apiPath, use(LiveScope));
}
