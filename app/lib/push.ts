import { useEffect, useState, useSyncExternalStore } from "react";
import { apiFetch } from "./api.ts";
import { registerServiceWorker } from "./service-worker.ts";

/**
 * Push notifications for followed teams and matches. The browser has one push
 * subscription for the site; what it follows is kept here and sent whole to the
 * server on every change, which replaces what it had for that endpoint.
 */
export type Follows = { teams: number[]; matches: number[] };
export type BellState = "pending" | "unsupported" | "blocked" | "on" | "off";

const STORAGE_KEY = "goalline:push-follows";
const CHANGED = "goalline:push-follows-changed";

export function parseFollows(raw: string | null): Follows {
  try {
    const value = JSON.parse(raw ?? "") as Partial<Follows>;
    const ids = (list: unknown) =>
      Array.isArray(list)
        ? list.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 50)
        : [];
    return { teams: ids(value.teams), matches: ids(value.matches) };
  } catch {
    return { teams: [], matches: [] };
  }
}

function readStored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

function store(follows: Follows) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(follows));
  } catch {
    // Private modes may refuse storage; the server still has the subscription.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribeStore(listener: () => void) {
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", listener);
  };
}

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The base64url VAPID key as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function send(apiPath: string, method: "POST" | "DELETE", body: unknown) {
  const response = await apiFetch(apiPath, "/notifications/subscriptions", { method, json: body });
  if (!response.ok) throw new Error(`The server answered ${response.status}.`);
}

/** This browser's subscription, made with the server's current key (a changed key means a new one). */
async function pushSubscription(vapidKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(vapidKey);
  const existing = await registration.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  if (existing && existingKey && new Uint8Array(existingKey).join() === key.join()) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Sends the follows for this browser; none left means unsubscribing altogether. */
async function saveFollows(follows: Follows, apiPath: string, vapidKey: string) {
  if (follows.teams.length + follows.matches.length === 0) {
    const existing = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
    if (existing) {
      await send(apiPath, "DELETE", { endpoint: existing.endpoint });
      await existing.unsubscribe();
    }
  } else {
    const subscription = await pushSubscription(vapidKey);
    // Pushes are worded in the language the fan reads the site in.
    await send(apiPath, "POST", {
      ...subscription.toJSON(),
      ...follows,
      locale: document.documentElement.lang,
    });
  }
  store(follows);
}

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
