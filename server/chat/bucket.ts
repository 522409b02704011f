/** A writer's budget: one message per two seconds, with a burst of five. */
export const SEND_RATE = { perSecond: 0.5, burst: 5 } as const;

export type Bucket = { tokens: number; refilledAt: Date };
export type Take = { ok: true; bucket: Bucket } | { ok: false; retryAfter: number; bucket: Bucket };

/**
 * Token bucket: tokens refill continuously up to the burst, a message takes one.
 * A refusal leaves the bucket as it was, so waiting the `retryAfter` seconds is enough.
 */
export function takeToken(
  previous: Bucket | null,
  now: Date,
  rate: { perSecond: number; burst: number } = SEND_RATE,
): Take {
  const elapsed = previous ? Math.max(0, (now.getTime() - previous.refilledAt.getTime()) / 1000) : 0;
  const tokens = previous ? Math.min(rate.burst, previous.tokens + elapsed * rate.perSecond) : rate.burst;
  const bucket = { tokens, refilledAt: now };
  if (tokens >= 1) return { ok: true, bucket: { tokens: tokens - 1, refilledAt: now } };
  return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / rate.perSecond)), bucket };
}
