import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { LiveStatsEntry } from "../../../server/live/entry.ts";
import type { MatchStats, MomentumPoint } from "../../../server/sports/centre/stats.ts";
import { usePublicConfig } from "../../components/shell/public-config.tsx";

export type CentreNumbers = { stats: MatchStats | null; momentum: MomentumPoint[] };

/**
 * While a match is live, follows its own stream: `stats` frames replace the
 * statistics and momentum in place; a new event, a status change or a `reset` reloads
 * the page data, so the timeline, line-up marks and cards follow.
 */
export function useLiveCentre(matchId: number, live: boolean, initial: CentreNumbers): CentreNumbers {
  const { apiPath } = usePublicConfig();
  const [numbers, setNumbers] = useState(initial);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // Fresh page data (a revalidation, another match) replaces what the stream sent.
  const { stats, momentum } = initial;
  useEffect(() => setNumbers({ stats, momentum }), [stats, momentum]);
  useEffect(() => {
    if (!live || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    const reload = () => void revalidate.current();
    const open = () => {
      source = new EventSource(`${apiPath}/live/matches/${matchId}`);
      source.addEventListener("stats", (event) => {
        const entry = JSON.parse((event as MessageEvent<string>).data) as LiveStatsEntry;
        setNumbers({ stats: entry.stats, momentum: entry.momentum });
      });
      source.addEventListener("match-event", reload);
      // Postponed, abandoned: the page's data says what now shows instead of play.
      source.addEventListener("status", reload);
      source.addEventListener("reset", reload);
    };
    const close = () => {
      source?.close();
      source = null;
    };
    // Offline, a reload could only fail: pause, and catch up once back.
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
  }, [apiPath, matchId, live]);
  return numbers;
}
