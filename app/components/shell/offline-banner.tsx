import { useEffect, useRef } from "react";
import { useOnline } from "../../lib/online.ts";
import { toast } from "../../lib/toast.ts";

export const OFFLINE_MESSAGE = "You're offline. Scores will update when you reconnect.";

/** A quiet strip while the connection is gone, and a toast the moment it drops or returns. */
export function OfflineBanner() {
  const online = useOnline();
  const previous = useRef(online);
  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (online) toast.success("You're back online");
    else toast.warning("Connection lost");
  }, [online]);

  if (online) return null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="flex items-center justify-center gap-2 bg-raised px-4 py-1.5 text-center text-xs font-medium text-muted"
    >
      <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-amber-500" />
      {OFFLINE_MESSAGE}
    </p>
  );
}
