import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { fakeSchedules, itemOf } from "./fake-stripe-schedules.ts";
import {
  bodyOf,
  decodeForm,
  eventObject,
  hostedPage,
  invoiceObject,
  nowSeconds,
  periodEnd,
  requestGate,
  sendJson,
  stripeError,
  stripeId,
} from "./fake-stripe-wire.ts";

/* Stripe objects as the API answers them; only the fields this product reads are filled in. */
type Json = Record<string, unknown>;
type LineItem = {
  price_data: {
    currency: string;
    unit_amount: string;
    recurring?: { interval: string; interval_count?: string };
  };
  quantity?: string;
};

export type FakeStripeOptions = {
  port?: number;
  /** Where Stripe would deliver webhooks: the product's /api/billing/webhooks/stripe. */
  webhookUrl: () => string;
  webhookSecret: string;
};

/**
 * A local HTTP server speaking Stripe's wire protocol (form-encoded bodies with bracket keys, JSON
 * objects with `object` fields, list envelopes, error envelopes, Idempotency-Key replays) for the
 * calls this product makes, so tests run the real `stripe` SDK against it. It also serves a tiny
 * hosted Checkout page whose button "pays" and then posts the signed webhooks to the product as
 * Stripe would, signed with the SDK's own `webhooks.generateTestHeaderString`.
 */
export async function startFakeStripe(options: FakeStripeOptions) {
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json & { line_items: LineItem[] }>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const events: Json[] = [];
  const requests: { method: string; path: string; body: Json; idempotencyKey: string | null }[] = [];
  const gate = requestGate();
  let base = "";

  /** Records an event about the object as it is now; tests may emit their own to forge a claim. */
  function emit(type: string, object: Json): Json {
    const event = eventObject(type, object, Stripe.API_VERSION);
    events.push(event);
    return event;
  }
  const billing = fakeSchedules(subscriptions, emit);

  /** Posts one event to the product, signed as Stripe signs. */
  async function deliver(event: Json): Promise<{ status: number; body: Json }> {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    const answer = await fetch(options.webhookUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": header },
      body: payload,
    });
    return { status: answer.status, body: (await answer.json()) as Json };
  }

  /** The invoice for one period, at the price the subscription has then. */
  function invoiceFor(subscription: Json, reason: string, paid: boolean, start: number, end: number): Json {
    const { price } = itemOf(subscription);
    const invoice = invoiceObject({
      subscription,
      reason,
      paid,
      amount: price.unit_amount,
      currency: price.currency,
      period: { start, end },
    });
    invoices.set(invoice.id as string, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  /** What Stripe does when the buyer pays on the hosted page; answers the events it sent. */
  function pay(sessionId: string): Json[] {
    const session = sessions.get(sessionId);
    if (session?.status !== "open") throw new Error(`no open session ${sessionId}`);
    const sent: Json[] = [];
    Object.assign(session, { status: "complete", payment_status: "paid" });
    if (session.mode === "subscription") {
      const line = session.line_items[0]!.price_data;
      const price = billing.createPrice({ ...line, product_data: { name: "Plan" } });
      const start = nowSeconds();
      const end = periodEnd(start, price.recurring!.interval, price.recurring!.interval_count);
      const subscription: Json = {
        id: stripeId("sub"),
        object: "subscription",
        status: "active",
        customer: session.customer,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        metadata: { ...((session.subscription_data as Json | undefined)?.metadata as Json) },
        schedule: null,
        items: {
          object: "list",
          has_more: false,
          data: [
            {
              id: stripeId("si"),
              object: "subscription_item",
              price,
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
      };
      subscriptions.set(subscription.id as string, subscription);
      session.subscription = subscription.id;
      sent.push(emit("invoice.paid", invoiceFor(subscription, "subscription_create", true, start, end)));
    }
    sent.unshift(emit("checkout.session.completed", session));
    return sent;
  }

  /**
   * The next period's invoice: paid (the period moves on) or failed (the subscription is past due).
   * A schedule's phase starting at the period end sets the price first, as Stripe moves phases
   * before it invoices; a subscription cancelled at the period end ends instead.
   */
  function renew(subscriptionId: string, outcome: "paid" | "failed" = "paid"): Json[] {
    const subscription = subscriptions.get(subscriptionId)!;
    const item = itemOf(subscription);
    const start = item.current_period_end as number;
    if (subscription.cancel_at_period_end) return [billing.cancelNow(subscription)];
    const moved = billing.enterPhase(subscription, start)
      ? [emit("customer.subscription.updated", subscription)]
      : [];
    const { interval, interval_count } = item.price.recurring!;
    const end = periodEnd(start, interval, interval_count);
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const invoice = invoiceFor(subscription, "subscription_cycle", outcome === "paid", start, end);
    if (outcome === "paid") return [...moved, emit("invoice.paid", invoice)];
    subscription.status = "past_due";
    return [
      ...moved,
      emit("invoice.payment_failed", invoice),
      emit("customer.subscription.updated", subscription),
    ];
  }

  /** The fan cancels in the portal: at the period end, or (`now`) at once. */
  function cancel(subscriptionId: string, when: "period-end" | "now" = "period-end"): Json[] {
    const subscription = subscriptions.get(subscriptionId)!;
    if (when === "period-end") {
      subscription.cancel_at_period_end = true;
      return [emit("customer.subscription.updated", subscription)];
    }
    return [billing.cancelNow(subscription)];
  }

  async function api(method: string, path: string, body: Json, response: ServerResponse) {
    const found = (map: Map<string, Json>, id: string | undefined) =>
      id && map.has(id)
        ? sendJson(response, 200, map.get(id))
        : stripeError(response, 404, `No such object: '${id}'`);
    const [, , resource, id, more] = path.split("/");
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: stripeId("cus"),
        object: "customer",
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return sendJson(response, 200, customer);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const lineItems = body.line_items as LineItem[];
      const amount = lineItems.reduce(
        (sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity ?? 1),
        0,
      );
      const sessionId = stripeId("cs_test");
      const session = {
        ...body,
        id: sessionId,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        amount_total: amount,
        currency: lineItems[0]!.price_data.currency,
        subscription: null,
        url: `${base}/pay/${sessionId}`,
        line_items: lineItems,
      };
      sessions.set(sessionId, session);
      return sendJson(response, 200, session);
    }
    if (method === "GET" && resource === "checkout" && id === "sessions" && more)
      return found(sessions, more);
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!customers.has(body.customer as string))
        return stripeError(response, 404, `No such customer: '${body.customer}'`);
      const portalId = stripeId("bps");
      return sendJson(response, 200, {
        id: portalId,
        object: "billing_portal.session",
        customer: body.customer,
        return_url: body.return_url,
        url: `${base}/portal/${portalId}`,
      });
    }
    if (method === "GET" && resource === "subscriptions") return found(subscriptions, id);
    if (billing.api(method, path.split("/").slice(2), body, response)) return;
    if (method === "GET" && resource === "invoices") return found(invoices, id);
    if (method === "GET" && path === "/v1/events") {
      const since = Number((body.created as Json | undefined)?.gte ?? 0);
      const types = (body.types as string[] | undefined) ?? null;
      const after = body.starting_after as string | undefined;
      const limit = Number(body.limit ?? 10);
      let list = events
        .filter(
          (event) => (event.created as number) >= since && (!types || types.includes(event.type as string)),
        )
        .reverse();
      if (after) list = list.slice(list.findIndex((event) => event.id === after) + 1);
      return sendJson(response, 200, {
        object: "list",
        url: "/v1/events",
        has_more: list.length > limit,
        data: list.slice(0, limit),
      });
    }
    return stripeError(response, 404, `Unrecognized request URL (${method}: ${path})`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    const raw = await bodyOf(request);
    if (url.pathname.startsWith("/pay/")) {
      const session = sessions.get(url.pathname.slice("/pay/".length));
      if (!session) return stripeError(response, 404, "This checkout page does not exist.");
      if (request.method === "GET") {
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return response.end(hostedPage(session as never));
      }
      // As Stripe does: the webhooks go out, and the buyer is sent back to the site.
      if (session.status === "open") for (const event of pay(session.id as string)) await deliver(event);
      response.writeHead(303, { Location: session.success_url as string });
      return response.end();
    }
    if (!/^Bearer (sk|rk)_test_/.test(request.headers.authorization ?? "")) {
      return sendJson(response, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided" },
      });
    }
    const body = decodeForm(request.method === "GET" ? url.search.slice(1) : raw);
    const key = request.headers["idempotency-key"];
    const idempotencyKey = typeof key === "string" && request.method === "POST" ? key : null;
    requests.push({ method: request.method ?? "GET", path: url.pathname, body, idempotencyKey });
    if (gate.held(url.pathname, raw, idempotencyKey, response)) return;
    await api(request.method ?? "GET", url.pathname, body, response);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => stripeError(response, 500, String(error)));
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The origin to give the product as STRIPE_API_BASE. */
    url: base,
    customers,
    sessions,
    subscriptions,
    invoices,
    prices: billing.prices,
    schedules: billing.schedules,
    events,
    requests,
    /** What the subscription's next renewal charges, and from when. */
    nextCharge: billing.nextCharge,
    /** The next `times` requests to paths starting with `prefix` fail as a Stripe outage does. */
    failNext: gate.failNext,
    emit,
    deliver,
    pay,
    renew,
    cancel,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
