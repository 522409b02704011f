import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter, Services } from "../http/api-router.ts";
import { callerOf } from "../http/caller.ts";
import { jsonBody } from "../http/openapi-parts.ts";
import { rateLimit } from "../http/rate-limit.ts";
import { endpointField, subscriptionInput } from "./input.ts";

const tags = ["Notifications"];
const PATH = "/notifications/subscriptions";
const limited = {
  403: { description: "`cross-site-request`: a signed-in browser's change came from another site." },
  429: { description: "`too-many-requests`; `Retry-After` says how many seconds to wait." },
};
const subscribed = z
  .object({ teams: z.array(z.number().int()), matches: z.array(z.number().int()) })
  .openapi("PushSubscriptionFollows");

const subscribeRoute = createRoute({
  method: "post",
  path: PATH,
  operationId: "subscribeToNotifications",
  tags,
  summary: "Send this browser goal, red card, kick-off and full-time pushes for teams and matches",
  description:
    "Body: the browser's `PushSubscription.toJSON()` plus what it follows. The same endpoint again replaces what it follows. A signed-in caller's subscription is linked to the account; guests may subscribe too.",
  request: { body: jsonBody(subscriptionInput) },
  responses: {
    200: { description: "Updated.", content: { "application/json": { schema: subscribed } } },
    201: { description: "Subscribed.", content: { "application/json": { schema: subscribed } } },
    ...limited,
  },
});

const unsubscribeRoute = createRoute({
  method: "delete",
  path: PATH,
  operationId: "unsubscribeFromNotifications",
  tags,
  summary: "Stop pushes to this browser",
  request: {
    body: jsonBody(z.object({ endpoint: endpointField })),
  },
  responses: { 204: { description: "No longer subscribed (also when it was not)." }, ...limited },
});

const publicKeyRoute = createRoute({
  method: "get",
  path: "/notifications/vapid-public-key",
  operationId: "getVapidPublicKey",
  tags,
  summary: "The key browsers pass to PushManager.subscribe as applicationServerKey",
  responses: {
    200: {
      description: "The VAPID public key, base64url.",
      content: { "application/json": { schema: z.object({ publicKey: z.string() }) } },
    },
  },
});

export function mountNotifyRoutes(api: ApiRouter, services: Services): void {
  const { notify } = services;
  api.use(PATH, rateLimit("push-subscriptions", { max: 30, windowSeconds: 600 }));
  api.openapi(subscribeRoute, async (c) => {
    const caller = await callerOf(c.req.raw, services);
    const userId = caller.kind === "account" ? Number(caller.id) : null;
    const { created, ...follows } = await notify.subscribe(c.req.valid("json"), userId);
    c.header("Cache-Control", "no-store");
    return c.json(follows, created ? 201 : 200);
  });
  api.openapi(unsubscribeRoute, async (c) => {
    await callerOf(c.req.raw, services);
    await notify.unsubscribe(c.req.valid("json").endpoint);
    return c.body(null, 204);
  });
  api.openapi(publicKeyRoute, (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ publicKey: notify.publicKey }, 200);
  });
}
