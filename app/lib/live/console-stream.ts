import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type {
  LiveEntry,
  LiveMatchState,
  LivePlayEntry,
  LiveStatsEntry,
  LiveStatusEntry,
} from "../../../server/live/entry.ts";
import { usePublicConfig } from "../../components/shell/public-config.tsx";

/**
 * Follows one match's own stream for the live console: every entry hands over
 * the match as it now stands (so edits are based on the current version), and a
 * new event or a `reset` reloads the page data for the timeline and line-ups.
 */
export function useConsoleStream(matchId: number, see: (match: LiveMatchState) => void): void {
  const { apiPath } = usePublicConfig();
  const revalidator = useRevalidator();
  const latest = useRef({ see, revalidate: revalidator.revalidate });
  latest.current = { see, revalidate: revalidator.revalidate };
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    const reload = () => void latest.current.revalidate();
    const open = () => {
      source = new EventSource(`${apiPath}/live/matches/${matchId}`);
      source.addEventListener("match-event", (event) => {
        const entry = JSON.parse((event as MessageEvent<string>).data) as LiveEntry;
        latest.current.see(entry.match);
        reload();
      });
      // Tennis and basketball: each point or basket is the whole match as it now stands.
      source.addEventListener("play", (event) => {
        latest.current.see((JSON.parse((event as MessageEvent<string>).data) as LivePlayEntry).match);
      });
      source.addEventListener("status", (event) => {
        latest.current.see((JSON.parse((event as MessageEvent<string>).data) as LiveStatusEntry).match);
        reload();
      });
      source.addEventListener("stats", (event) => {
        latest.current.see((JSON.parse((event as MessageEvent<string>).data) as LiveStatsEntry).match);
      });
      source.addEventListener("reset", reload);
    };
    const close = () => {
      source?.close();
      source = null;
    };
    // Offline the stream can only fail: pause, and catch up once back.
    const back = () => {
      if (!source) open();
      reload();
    };
    if (navigator.onLine !== false) open();
    window.addEventListener("offline", close);
    window.addEventListener("online", back);
    return () => {
      close();
      window.removeEventListener("offline", close);
      window.removeEventListener("online", back);
    };
  }, [apiPath, matchId]);
}
