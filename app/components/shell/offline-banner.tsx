import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { needsConnectionMessage, pageNeedingConnection } from "../../lib/offline.ts";
import { useOnline } from "../../lib/online.ts";
import { kickoffTime } from "../../lib/time.ts";
import { toast } from "../../lib/toast.ts";

const m = defineMessages({
  offline: {
    id: "offline.banner.offline",
    defaultMessage: "You're offline. Scores will update when you reconnect.",
    description: "Strip at the top of the page while the connection is gone",
  },
  savedCopy: {
    id: "offline.banner.saved-copy",
    defaultMessage: "You're offline: showing scores from {time}.",
    description: "Strip on a page opened from the device's saved copy; time is a clock time such as 14:05",
  },
  backOnline: {
    id: "offline.banner.back-online",
    defaultMessage: "You're back online",
    description: "Toast when the connection returns",
  },
});

/**
 * A quiet strip while the connection is gone, announced as a status, and a toast when it returns. The
 * strip is the news that the connection dropped: a toast saying it again covered the header above it
 * on a phone. Offline, a
 * tapped link leaves the fan on the page they are reading, and the strip says the page needs a
 * connection; the next tap once back online opens it (docs/decisions/053-offline-keeps-the-page.md).
 * A page the service worker served from its copy says from when its scores are, and fetches today's
 * once the connection is back.
 */
export function OfflineBanner() {
  const t = useT();
  const locale = useLocale();
  const online = useOnline();
  const previous = useRef(online);
  const [savedAt, forgetSavedCopy] = useSavedCopyTime();
  const revalidator = useRevalidator();
  const [waitingFor, setWaitingFor] = useState<string | null>(null);

  useEffect(() => {
    if (previous.current === online) return;
    previous.current = online;
    if (!online) return;
    toast.success(() => t(m.backOnline));
    setWaitingFor(null);
    if (savedAt) revalidator.revalidate().then(forgetSavedCopy);
  }, [online, savedAt, forgetSavedCopy, revalidator, t]);

  useEffect(() => {
    // Capturing on the window comes before the router's own click handling, which then sees it prevented.
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      const page = pageNeedingConnection(event, link, window.location.href, t);
      if (page === null) return;
      event.preventDefault();
      setWaitingFor(page);
    };
    window.addEventListener("click", onClick, true);
    return () => window.removeEventListener("click", onClick, true);
  }, [t]);

  if (online && !savedAt) return null;
  const time = savedAt
    ? kickoffTime(savedAt, Intl.DateTimeFormat().resolvedOptions().timeZone, locale)
    : null;
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className="flex flex-wrap items-center justify-center gap-x-2 bg-raised px-4 py-1.5 text-center text-xs font-medium text-muted"
    >
      <span aria-hidden className="h-1.5 w-1.5 rounded-full bg-amber-500" />
      {time ? t(m.savedCopy, { time }) : t(m.offline)}
      {waitingFor && <span className="text-fg">{needsConnectionMessage(waitingFor, t)}</span>}
    </p>
  );
}

/**
 * When the page is the service worker's stored copy (public/sw.js marks its document), the instant
 * it was sent. Read after hydration: the server never renders it.
 */
function useSavedCopyTime(): [string | null, () => void] {
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(() => {
    const stamp = document.documentElement.dataset.savedAt;
    if (stamp) setSavedAt(stamp);
  }, []);
  // Once today's scores are in, the page is no longer the copy.
  const forget = useCallback(() => {
    delete document.documentElement.dataset.savedAt;
    setSavedAt(null);
  }, []);
  return [savedAt, forget];
}
