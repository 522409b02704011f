import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { LiveMatchState } from "../../../server/live/entry.ts";
import { usePublicConfig } from "../public-config.tsx";
import { sharedLiveStream } from "./live-stream.ts";

/**
 * Follows one match's own stream for the live console: every entry hands over
 * the match as it now stands (so edits are based on the current version), and a
 * new event, a status change or a `reset` reloads the page data for the timeline
 * and line-ups. Tennis and basketball plays and a minute's statistics only move the match.
 */
export function useConsoleStream(matchId: number, see: (match: LiveMatchState) => void): void {
  const { apiPath } = usePublicConfig();
  const revalidator = useRevalidator();
  const latest = useRef({ see, revalidate: revalidator.revalidate });
  latest.current = { see, revalidate: revalidator.revalidate };
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const reload = () => void latest.current.revalidate();
    return sharedLiveStream(`${apiPath}/live/matches/${matchId}`).subscribe({
      entry(entry) {
        latest.current.see(entry.match);
        if (entry.kind !== "play" && entry.kind !== "stats") reload();
      },
      reset: reload,
    });
  }, [apiPath, matchId]);
}
