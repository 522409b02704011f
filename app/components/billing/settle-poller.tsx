import { useEffect } from "react";
import { useRevalidator } from "react-router";

/**
 * Re-reads the payment every few seconds while it is open; the page's loader moves on to
 * success or failure once the gateway's notification has settled it.
 */
export function SettlePoller({ everyMs = 2_000 }: { everyMs?: number }) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (state === "idle" && document.visibilityState === "visible") void revalidate();
    }, everyMs);
    return () => clearInterval(timer);
  }, [revalidate, state, everyMs]);
  return null;
}
