import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { createEventStream } from "../../../lib/event-stream.ts";
import { usePublicConfig } from "../../../lib/public-config.tsx";

export type JobProgress = { done: number; total: number; message?: string };

/**
 * A video's transcoding job as it runs, from its progress stream; the page reloads when it ends.
 * `recheck` looks again every 10 s, for a job that finishes between the page's read and the
 * stream's start. Without scripts: refresh by hand.
 */
export function useJobProgress(
  videoId: number,
  from: number,
  initial: JobProgress | null,
  { running = true, recheck = false }: { running?: boolean; recheck?: boolean } = {},
) {
  const { apiPath } = usePublicConfig();
  const { revalidate } = useRevalidator();
  const [progress, setProgress] = useState(initial);
  useEffect(() => {
    if (!running) return;
    const stream = createEventStream(`${apiPath}/cms/videos/${videoId}/events`, {
      lastEventId: String(from),
    });
    stream.on<JobProgress & { state: string }>("progress", (entry) => {
      setProgress(entry);
      if (entry.state !== "active") {
        stream.close();
        void revalidate();
      }
    });
    stream.open();
    const timer = recheck ? setInterval(() => void revalidate(), 10_000) : undefined;
    return () => {
      stream.close();
      clearInterval(timer);
    };
  }, [apiPath, videoId, running, recheck, from, revalidate]);
  return progress;
}
