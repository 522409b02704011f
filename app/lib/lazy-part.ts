import { type ComponentType, createElement, lazy, Suspense, useEffect, useState } from "react";
import { defineMessages, useT, wholeLanguage } from "./i18n.tsx";

const m = defineMessages({
  needsConnection: {
    id: "shell.lazy-part.needs-connection",
    defaultMessage: "This part needs a connection. It opens when you are back online.",
    description: "In place of a part of the page whose code could not be fetched offline",
  },
});

type Load<P> = () => Promise<ComponentType<P> | undefined>;

/**
 * A component whose code loads the first time it is drawn: `React.lazy` for a named export. Draw it
 * inside a `<Suspense>`. The server waits for it; in the browser the server's HTML stays in place
 * until the code arrives, and a part never drawn is never downloaded.
 *
 * Offline, the code may not come: the fetch fails, or the chunk guard (app/lib/chunk-reload.ts) keeps
 * the failure from the page and the import answers nothing. While the page hydrates, the part waits
 * for the connection, so the saved page's HTML of it stays on screen; once hydrated, it says it needs
 * a connection and loads when the connection is back. Never the error page.
 */
export function lazyPart<P extends object>(load: Load<P>) {
  return lazy(async () => ({ default: await partOrOffline(load) }));
}

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

const onceOnline = () =>
  new Promise<void>((resolve) => window.addEventListener("online", () => resolve(), { once: true }));

// A part first drawn once the page is running (a dialog opened, the chat beside the timeline) waits
// for the rest of the page's language too, which the page's own words may not hold; a part the
// server drew has its words and only hydrates.
const withItsWords = <P>(load: Load<P>): Load<P> =>
  typeof window !== "undefined" && hydrated()
    ? () => Promise.all([load(), wholeLanguage()]).then(([part]) => part)
    : load;

async function partOrOffline<P extends object>(load: Load<P>): Promise<ComponentType<P>> {
  for (;;) {
    const part = await withItsWords(load)().catch(() => undefined);
    if (part) return part;
    if (typeof window === "undefined") throw new Error("a lazily loaded part has no component");
    if (hydrated()) return offlinePart(load, !navigator.onLine);
    await onceOnline();
  }
}

function offlinePart<P extends object>(load: Load<P>, failedOffline: boolean): ComponentType<P> {
  return (props: P) => createElement(PartOffline<P>, { load, failedOffline, props });
}

function PartOffline<P extends object>({
  load,
  failedOffline,
  props,
}: {
  load: Load<P>;
  failedOffline: boolean;
  props: P;
}) {
  const t = useT();
  const [Retried, setRetried] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    const retry = () => setRetried(() => lazyPart(load));
    // Drawn again once back online (another match's tab): the code may come now. A failure while
    // online is a missing file, not a connection, and is not tried again in a loop.
    if (failedOffline && navigator.onLine) retry();
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, [load, failedOffline]);
  if (Retried) return createElement(Suspense, { fallback: null }, createElement(Retried, props));
  return createElement(
    "p",
    { role: "status", className: "px-3 py-4 text-sm text-muted", "data-part-offline": "" },
    t(m.needsConnection),
  );
}

const FIRST_INPUT = ["pointerdown", "keydown"] as const;

/**
 * Starts `load` at the fan's first tap, click or key on the page: code for a control not used yet
 * stays out of the first load, yet is in the browser (and kept by the service worker for offline
 * use) by the time the control is reached. Returns the clean-up, for an effect.
 */
export function loadOnFirstInput(load: () => Promise<unknown>): () => void {
  const start = () => {
    // Offline, the fetch would only fail: the next input online starts it.
    if (!navigator.onLine) return;
    stop();
    load().catch(() => undefined);
  };
  const stop = () => {
    for (const type of FIRST_INPUT) window.removeEventListener(type, start, true);
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
