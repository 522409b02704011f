import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** Stripe-style ids: a prefix and random characters (`cs_test_…`, `sub_…`). */
export const stripeId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

type Nested = { [key: string]: Nested | Nested[] | string };

/**
 * Reads Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys
 * (`line_items[0][price_data][currency]=eur`), the same in query strings. Objects whose keys are all
 * indices become arrays.
 */
export function decodeForm(text: string): Record<string, unknown> {
  const root: Nested = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, "").split("[");
    let node = root;
    for (const [index, part] of path.entries()) {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Nested;
      }
    }
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, arrays(inner)] as const);
    const indexed = entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key));
    return indexed
      ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
      : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

export async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json", "Request-Id": stripeId("req") });
  response.end(JSON.stringify(body));
}

/** Stripe's error shape: the SDK turns it into a typed StripeError. */
export const stripeError = (response: ServerResponse, status: number, message: string) =>
  sendJson(response, status, {
    error: {
      type: "invalid_request_error",
      message,
      code: status === 404 ? "resource_missing" : undefined,
    },
  });

/** The end of a billing period that starts at `start` (seconds), in calendar months or years. */
export function periodEnd(start: number, interval: string, count: number): number {
  const date = new Date(start * 1000);
  if (interval === "year") date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (interval === "month") date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCDate(date.getUTCDate() + count * (interval === "week" ? 7 : 1));
  return Math.floor(date.getTime() / 1000);
}

/** Stripe's hosted Checkout page, as small as a page can be: one button that pays. */
export function hostedPage(session: { id: string; amount_total: number; currency: string; mode: string }) {
  const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Pay with card (test)</title>
<link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Test card payment</h1><p>${session.mode === "subscription" ? "Subscribe" : "Pay"}: ${amount}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${amount}</button></form>
</main></body></html>`;
}

type Json = Record<string, unknown>;

/** An event as Stripe sends it: a snapshot of the object at the time. */
export const eventObject = (type: string, object: Json, apiVersion: string): Json => ({
  id: stripeId("evt"),
  object: "event",
  type,
  created: nowSeconds(),
  livemode: false,
  api_version: apiVersion,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  data: { object: structuredClone(object) },
});

/** A subscription's invoice for one period, paid or left open (a failed renewal). */
export function invoiceObject(options: {
  subscription: Json;
  reason: string;
  paid: boolean;
  amount: number;
  currency: string;
  period: { start: number; end: number };
}): Json {
  const { subscription, amount, currency } = options;
  return {
    id: stripeId("in"),
    object: "invoice",
    customer: subscription.customer,
    billing_reason: options.reason,
    status: options.paid ? "paid" : "open",
    amount_due: amount,
    amount_paid: options.paid ? amount : 0,
    currency,
    created: nowSeconds(),
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: "list",
      has_more: false,
      url: "/v1/invoices/lines",
      data: [{ id: stripeId("il"), object: "line_item", amount, currency, period: options.period }],
    },
  };
}

/**
 * What Stripe answers before it acts: an outage a test asked for (told not to retry, the SDK gives
 * up at once instead of backing off), or the stored answer to an Idempotency-Key seen before, which
 * Stripe gives only to a request with the same parameters.
 */
export function requestGate() {
  const replays = new Map<string, { request: string; answer: string }>();
  const outages = new Map<string, number>();
  return {
    /** The next `times` requests to paths starting with `prefix` fail as a Stripe outage does. */
    failNext: (prefix: string, times = 1) => outages.set(prefix, times),
    /** True when the gate answered; otherwise a successful answer is stored under its key. */
    held(path: string, raw: string, idempotencyKey: string | null, response: ServerResponse): boolean {
      const outage = [...outages.keys()].find((prefix) => path.startsWith(prefix));
      if (outage) {
        const left = outages.get(outage)! - 1;
        if (left > 0) outages.set(outage, left);
        else outages.delete(outage);
        response.setHeader("Stripe-Should-Retry", "false");
        sendJson(response, 500, { error: { type: "api_error", message: "Stripe had a problem." } });
        return true;
      }
      if (!idempotencyKey) return false;
      const fingerprint = createHash("sha256").update(`${path} ${raw}`).digest("hex");
      const replay = replays.get(idempotencyKey);
      if (replay && replay.request !== fingerprint) {
        sendJson(response, 400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return true;
      }
      if (replay) {
        sendJson(response, 200, JSON.parse(replay.answer));
        return true;
      }
      const write = response.end.bind(response);
      response.end = ((chunk: string) => {
        if (response.statusCode === 200) replays.set(idempotencyKey, { request: fingerprint, answer: chunk });
        return write(chunk);
      }) as typeof response.end;
      return false;
    },
  };
}
