import webpush from "web-push";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

export type PushOptions = {
  /** Seconds the push service keeps the message for an offline browser; a goal goes stale fast. */
  ttl: number;
  urgency: "normal" | "high";
  timeoutMs: number;
};

/**
 * Sends one message over the Web Push protocol: web-push encrypts it for the
 * browser (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); fetch
 * carries it, so the timeout is ours. Returns the push service's status.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  vapid: VapidDetails,
  options: PushOptions,
): Promise<number> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: options.ttl, urgency: options.urgency, contentEncoding: "aes128gcm" },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch measures the body itself.
    if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
  }
  const response = await fetch(request.endpoint, {
    method: "POST",
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    redirect: "error",
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}
