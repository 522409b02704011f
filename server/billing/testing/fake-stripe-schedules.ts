import type { ServerResponse } from "node:http";
import { nowSeconds, periodEnd, sendJson, stripeError, stripeId } from "./fake-stripe-wire.ts";

type Json = Record<string, unknown>;
type Price = Json & { id: string; unit_amount: number; currency: string; recurring: Recurring | null };
type Recurring = { interval: string; interval_count: number };
type Phase = {
  start_date: number;
  end_date: number;
  items: { price: string; quantity: number }[];
  metadata: Record<string, string>;
  proration_behavior: string | null;
};
type Schedule = Json & { id: string; status: string; phases: Phase[]; subscription: string | null };

/** The first item of a subscription: this product's subscriptions have exactly one. */
export const itemOf = (subscription: Json) =>
  (subscription.items as { data: (Json & { price: Price })[] }).data[0]!;

/**
 * Stripe's Prices, subscription updates and Subscription Schedules as the fake keeps them, with
 * the checks Stripe makes on them: a subscription on a schedule refuses direct changes to its
 * cancellation, a schedule's current phase cannot move, a released schedule takes no updates.
 * At a renewal the phase that starts then takes over the subscription's price and metadata.
 */
export function fakeSchedules(subscriptions: Map<string, Json>, emit: (type: string, object: Json) => Json) {
  const prices = new Map<string, Price>();
  const schedules = new Map<string, Schedule>();

  function createPrice(body: Json): Price {
    const recurring = body.recurring as { interval: string; interval_count?: string } | undefined;
    const price: Price = {
      id: stripeId("price"),
      object: "price",
      active: true,
      currency: String(body.currency),
      unit_amount: Number(body.unit_amount),
      product: (body.product as string | undefined) ?? stripeId("prod"),
      recurring: recurring
        ? { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) }
        : null,
      metadata: body.metadata ?? {},
    };
    prices.set(price.id, price);
    return price;
  }

  const subscriptionOf = (schedule: Schedule) => subscriptions.get(schedule.subscription ?? "");

  /** Ends a schedule's hold on its subscription, which renews from then on as it stands. */
  function letGo(schedule: Schedule, status: "released" | "completed" | "canceled") {
    const subscription = subscriptionOf(schedule);
    Object.assign(schedule, { status, released_subscription: schedule.subscription, subscription: null });
    if (status === "released") schedule.released_at = nowSeconds();
    if (subscription) subscription.schedule = null;
  }

  function createSchedule(body: Json, response: ServerResponse) {
    const subscription = subscriptions.get(String(body.from_subscription));
    if (!subscription) return stripeError(response, 400, `No such subscription: '${body.from_subscription}'`);
    if (subscription.schedule) {
      return stripeError(
        response,
        400,
        `You cannot migrate a subscription that is already attached to a schedule: \`${subscription.schedule}\`.`,
      );
    }
    if (subscription.status === "canceled")
      return stripeError(response, 400, "You cannot migrate a canceled subscription.");
    const item = itemOf(subscription);
    const current = {
      start_date: item.current_period_start as number,
      end_date: item.current_period_end as number,
    };
    const schedule: Schedule = {
      id: stripeId("sub_sched"),
      object: "subscription_schedule",
      status: "active",
      end_behavior: "release",
      subscription: subscription.id as string,
      released_subscription: null,
      released_at: null,
      customer: subscription.customer,
      current_phase: current,
      phases: [
        {
          ...current,
          items: [{ price: item.price.id, quantity: 1 }],
          metadata: {},
          proration_behavior: null,
        },
      ],
    };
    schedules.set(schedule.id, schedule);
    subscription.schedule = schedule.id;
    return sendJson(response, 200, schedule);
  }

  /** Phases as Stripe reads them: consecutive, each ending where the next starts, the last by its duration. */
  function readPhases(schedule: Schedule, given: Json[]): Phase[] | string {
    const phases: Phase[] = [];
    let start = Number(given[0]?.start_date);
    for (const [index, phase] of given.entries()) {
      if (index > 0 && phase.start_date !== undefined && Number(phase.start_date) !== start)
        return "Each phase must start where the one before it ends.";
      const items = (phase.items as Json[] | undefined) ?? [];
      if (items.length === 0) return `Missing required param: phases[${index}][items].`;
      for (const item of items) {
        if (!prices.has(String(item.price))) return `No such price: '${item.price}'`;
      }
      const duration = phase.duration as { interval: string; interval_count?: string } | undefined;
      const first = prices.get(String(items[0]!.price))!;
      const end =
        phase.end_date !== undefined
          ? Number(phase.end_date)
          : duration
            ? periodEnd(start, duration.interval, Number(duration.interval_count ?? 1))
            : periodEnd(start, first.recurring!.interval, first.recurring!.interval_count);
      if (!(end > start)) return `phases[${index}] ends before it starts.`;
      phases.push({
        start_date: start,
        end_date: end,
        items: items.map((item) => ({ price: String(item.price), quantity: Number(item.quantity ?? 1) })),
        metadata: (phase.metadata as Record<string, string> | undefined) ?? {},
        proration_behavior: (phase.proration_behavior as string | undefined) ?? null,
      });
      start = end;
    }
    const current = schedule.current_phase as { start_date: number };
    if (phases[0]?.start_date !== current.start_date)
      return "You can not modify the start date of the current phase.";
    return phases;
  }

  function updateSchedule(schedule: Schedule, body: Json, response: ServerResponse) {
    if (schedule.status !== "active" && schedule.status !== "not_started") {
      return stripeError(
        response,
        400,
        `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status.`,
      );
    }
    if (body.phases !== undefined) {
      const phases = readPhases(schedule, body.phases as Json[]);
      if (typeof phases === "string") return stripeError(response, 400, phases);
      schedule.phases = phases;
    }
    if (body.end_behavior !== undefined) schedule.end_behavior = body.end_behavior;
    if (body.proration_behavior !== undefined) schedule.proration_behavior = body.proration_behavior;
    return sendJson(response, 200, schedule);
  }

  function updateSubscription(subscription: Json, body: Json, response: ServerResponse) {
    if (subscription.status === "canceled")
      return stripeError(
        response,
        400,
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    if (body.cancel_at_period_end !== undefined) {
      if (subscription.schedule) {
        return stripeError(
          response,
          400,
          `The subscription is managed by the subscription schedule \`${subscription.schedule}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`,
        );
      }
      subscription.cancel_at_period_end = body.cancel_at_period_end === "true";
    }
    if (body.metadata) Object.assign(subscription.metadata as Json, body.metadata);
    emit("customer.subscription.updated", subscription);
    return sendJson(response, 200, subscription);
  }

  /** Ends a subscription at once, and the schedule holding it with it. */
  function cancelNow(subscription: Json): Json {
    const schedule = schedules.get(String(subscription.schedule));
    if (schedule) letGo(schedule, "canceled");
    Object.assign(subscription, { status: "canceled", canceled_at: nowSeconds() });
    return emit("customer.subscription.deleted", subscription);
  }

  /** The phase a renewal at `at` enters, if the subscription's schedule has one starting then. */
  function phaseAt(subscription: Json, at: number): Phase | null {
    const schedule = schedules.get(String(subscription.schedule));
    return schedule?.phases.find((phase) => phase.start_date === at) ?? null;
  }

  /**
   * At a renewal: the phase starting now sets the subscription's price and adds its metadata;
   * a schedule whose last phase is over lets go of the subscription. True when the price moved.
   */
  function enterPhase(subscription: Json, at: number): boolean {
    const schedule = schedules.get(String(subscription.schedule));
    if (!schedule) return false;
    const phase = phaseAt(subscription, at);
    if (!phase) {
      if (schedule.phases.at(-1)!.end_date <= at) letGo(schedule, "completed");
      return false;
    }
    const item = itemOf(subscription);
    const moved = item.price.id !== phase.items[0]!.price;
    item.price = prices.get(phase.items[0]!.price)!;
    Object.assign(subscription.metadata as Json, phase.metadata);
    schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
    return moved;
  }

  /** What the next renewal charges and from when, as Stripe's upcoming-invoice preview would say. */
  function nextCharge(subscriptionId: string) {
    const subscription = subscriptions.get(subscriptionId)!;
    const item = itemOf(subscription);
    const at = item.current_period_end as number;
    const phase = phaseAt(subscription, at);
    const price = phase ? prices.get(phase.items[0]!.price)! : item.price;
    return {
      at,
      amount: price.unit_amount,
      currency: price.currency,
      metadata: { ...(subscription.metadata as Json), ...phase?.metadata },
      cancels: subscription.cancel_at_period_end === true,
    };
  }

  /** The Stripe API calls for these objects; false when the request is about something else. */
  function api(method: string, parts: string[], body: Json, response: ServerResponse): boolean {
    const [resource, id, action] = parts;
    const scheduleOf = (scheduleId: string | undefined) => {
      const schedule = schedules.get(scheduleId ?? "");
      if (!schedule) stripeError(response, 404, `No such subscription schedule: '${scheduleId}'`);
      return schedule;
    };
    if (resource === "prices" && method === "POST" && !id) {
      if (!body.product && !body.product_data) stripeError(response, 400, "Missing required param: product.");
      else sendJson(response, 200, createPrice(body));
      return true;
    }
    if (resource === "subscription_schedules") {
      if (method === "POST" && !id) createSchedule(body, response);
      else if (method === "GET") {
        const schedule = scheduleOf(id);
        if (schedule) sendJson(response, 200, schedule);
      } else if (method === "POST" && action === "release") {
        const schedule = scheduleOf(id);
        if (schedule && schedule.status !== "active" && schedule.status !== "not_started") {
          stripeError(
            response,
            400,
            `You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`,
          );
        } else if (schedule) {
          const subscription = subscriptionOf(schedule);
          letGo(schedule, "released");
          if (subscription) emit("customer.subscription.updated", subscription);
          sendJson(response, 200, schedule);
        }
      } else if (method === "POST") {
        const schedule = scheduleOf(id);
        if (schedule) updateSchedule(schedule, body, response);
      } else return false;
      return true;
    }
    if (resource === "subscriptions" && id && (method === "POST" || method === "DELETE")) {
      const subscription = subscriptions.get(id);
      if (!subscription) stripeError(response, 404, `No such subscription: '${id}'`);
      else if (method === "POST") updateSubscription(subscription, body, response);
      else {
        cancelNow(subscription);
        sendJson(response, 200, subscription);
      }
      return true;
    }
    return false;
  }

  return { prices, schedules, createPrice, enterPhase, nextCharge, cancelNow, api };
}
