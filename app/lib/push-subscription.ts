import { apiFetch } from "./api.ts";
import { type Follows, store } from "./push-follows.ts";

/**
 * The browser's push subscription and the server's copy of what it follows, loaded when a bell is
 * first pressed (app/lib/push.ts).
 */

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
export async function saveFollows(follows: Follows, apiPath: string, vapidKey: string) {
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
