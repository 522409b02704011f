import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { callerOf } from "../../http/caller.ts";
import { idempotent } from "../../http/idempotency.ts";
import { dataResponse, jsonBody } from "../../http/openapi-parts.ts";
import { byAddress } from "../../http/rate-limit.ts";
import { mountContactCmsRoutes } from "./cms.routes.ts";
import { CONTACT_LIMIT, contactInput } from "./contact.ts";

const sendRoute = createRoute({
  method: "post",
  path: "/contact",
  operationId: "sendContactMessage",
  tags: ["Contact"],
  summary: `Send a message to the site's staff (${CONTACT_LIMIT.max} an hour per address)`,
  description:
    "Stores the message for the admin inbox, mails it to the support address (answering it reaches " +
    "the sender) and sends the sender a short receipt. A signed-in caller's account is attached. " +
    "Send an `Idempotency-Key` to retry safely. Every wrong field is named in `details.fields`; " +
    "the code names the first (`invalid-name`, `invalid-email`, `invalid-topic`, `invalid-message`).",
  request: {
    body: jsonBody(contactInput),
  },
  responses: {
    201: dataResponse(
      "The message was received.",
      z.object({ id: z.number().int(), status: z.literal("new") }),
    ),
    400: { description: "`invalid-<field>` with `details.fields`: a message for every wrong field." },
    403: { description: "`cross-site-request`: a cookie-carrying post from another site." },
    409: { description: "`idempotency-key-in-progress`." },
    422: { description: "`idempotency-key-reused`." },
    429: { description: "`too-many-requests`, with Retry-After." },
  },
});

export function mountContactRoutes(api: ApiRouter): void {
  api.use("/contact", idempotent("contact"));
  api.openapi(sendRoute, async (c) => {
    const { services } = c.var;
    const caller = await callerOf(c.req.raw, services);
    const answer = await services.contact.submit(c.req.valid("json"), {
      userId: caller.kind === "account" ? Number(caller.id) : null,
      ip: byAddress(c),
    });
    return c.json({ data: answer }, 201);
  });
  mountContactCmsRoutes(api);
}
