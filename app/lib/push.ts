import { useEffect, useState, useSyncExternalStore } from "react";
import { type Follows, parseFollows, readStored, subscribeStore } from "./push-follows.ts";
import { registerServiceWorker } from "./service-worker.ts";

/**
 * Push notifications for followed teams and matches. The browser has one push
 * subscription for the site; what it follows is kept here and sent whole to the
 * server on every change, which replaces what it had for that endpoint.
 */
export type BellState = "pending" | "unsupported" | "blocked" | "on" | "off";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

// Making a subscription and telling the server is code a page needs only once the fan presses a bell
// (or once a visit, to refresh a subscription already made): it loads then.
const saveFollows = (follows: Follows, apiPath: string, vapidKey: string) =>
  import("./push-subscription.ts").then((module) => module.saveFollows(follows, apiPath, vapidKey));

let synced = false;

/**
 * Follows the site's notification permission, as the Permissions API reports it: it changes while the
 * page is open when the fan allows or blocks the site in the browser's settings. Where that API does
 * not know the permission, Notification.permission, read once. Returns the way to stop.
 */
function watchPermission(onChange: (permission: NotificationPermission) => void): () => void {
  let status: PermissionStatus | undefined;
  let stopped = false;
  const report = () => {
    if (!stopped && status) onChange(status.state === "prompt" ? "default" : status.state);
  };
  const fallBack = () => {
    if (!stopped) onChange(Notification.permission);
  };
  if (!navigator.permissions) fallBack();
  else
    navigator.permissions.query({ name: "notifications" }).then((answer) => {
      status = answer;
      status.addEventListener("change", report);
      report();
    }, fallBack);
  return () => {
    stopped = true;
    status?.removeEventListener("change", report);
  };
}

/** The bell of one team or match: its state, and the toggle that asks permission only when pressed. */
export function usePushFollow(kind: keyof Follows, id: number, apiPath: string, vapidKey: string) {
  const follows = parseFollows(useSyncExternalStore(subscribeStore, readStored, () => ""));
  const [permission, setPermission] = useState<NotificationPermission | "unsupported" | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) return setPermission("unsupported");
    let unsupported = false;
    registerServiceWorker().catch(() => {
      unsupported = true;
      setPermission("unsupported");
    });
    return watchPermission((now) => {
      if (unsupported) return;
      setPermission(now);
      // Push services rotate subscriptions now and then: refresh the server's copy once per visit.
      const stored = parseFollows(readStored());
      if (!synced && now === "granted" && stored.teams.length + stored.matches.length > 0) {
        synced = true;
        saveFollows(stored, apiPath, vapidKey).catch(() => undefined);
      }
    });
  }, [apiPath, vapidKey]);

  const following = follows[kind].includes(id);
  const state: BellState =
    permission === null
      ? "pending"
      : permission === "unsupported"
        ? "unsupported"
        : permission === "denied"
          ? "blocked"
          : following && permission === "granted"
            ? "on"
            : "off";

  async function toggle(): Promise<BellState> {
    setBusy(true);
    try {
      if (!following && permission !== "granted") {
        const answer = await Notification.requestPermission();
        setPermission(answer);
        if (answer !== "granted") return answer === "denied" ? "blocked" : "off";
      }
      const list = following ? follows[kind].filter((x) => x !== id) : [...follows[kind], id];
      await saveFollows({ ...follows, [kind]: list }, apiPath, vapidKey);
      return following ? "off" : "on";
    } finally {
      setBusy(false);
    }
  }

  return { state, busy, toggle };
}
