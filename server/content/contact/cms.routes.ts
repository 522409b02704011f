import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { idempotent } from "../../http/idempotency.ts";
import { cmsDenied, dataResponse, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../../http/pagination.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { CONTACT_STATUSES } from "./inbox.ts";
import { CONTACT_LIMITS, CONTACT_TOPICS } from "./text.ts";

const cms = { tags: ["cms"], security: [{ bearer: [] }] };

const messageFields = {
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  user_id: z.number().int().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};
const messageSchema = z.object(messageFields).openapi("ContactMessage");
const detailSchema = z
  .object({
    ...messageFields,
    replies: z.array(
      z.object({
        id: z.number().int(),
        body: z.string(),
        sent_by: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .openapi("ContactMessageDetail");
const detailAnswer = (description: string) => dataResponse(description, detailSchema);

const listRoute = createRoute({
  method: "get",
  path: "/cms/contact-messages",
  operationId: "listContactMessages",
  ...cms,
  summary: "The contact inbox, newest first (editors)",
  request: {
    query: z.object({
      status: z.enum([...CONTACT_STATUSES, "all"]).default("all"),
      topic: z.enum(CONTACT_TOPICS).optional(),
      q: z.string().max(200).optional().openapi({ description: "Part of the name, e-mail or message." }),
      limit: limitParam(50, 200),
      offset: offsetParam,
    }),
  },
  responses: {
    ...listResponse("A page of messages and how many match.", messageSchema),
    ...cmsDenied,
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/cms/contact-messages/{id}",
  operationId: "getContactMessage",
  ...cms,
  summary: "One contact message with the replies sent to it (editors)",
  request: { params: idParam },
  responses: {
    200: detailAnswer("The message."),
    ...cmsDenied,
    404: { description: "`contact-message-not-found`." },
  },
});

const patchRoute = createRoute({
  method: "patch",
  path: "/cms/contact-messages/{id}",
  operationId: "updateContactMessage",
  ...cms,
  summary: "Close, reopen or mark a message (editors); audited as `contact-message.status`",
  description: "The same status again answers the message unchanged.",
  request: {
    params: idParam,
    body: jsonBody(z.object({ status: z.enum(CONTACT_STATUSES) })),
  },
  responses: {
    200: detailAnswer("The message."),
    ...cmsDenied,
    404: { description: "`contact-message-not-found`." },
  },
});

const replyRoute = createRoute({
  method: "post",
  path: "/cms/contact-messages/{id}/replies",
  operationId: "replyToContactMessage",
  ...cms,
  summary: "E-mail the sender an answer and mark the message answered (editors)",
  description:
    "Needs an `Idempotency-Key`: a retry replays the first answer instead of mailing twice. The " +
    "mail goes out before the reply is recorded; when it cannot be sent nothing is recorded (503). " +
    "Audited as `contact-message.reply`.",
  request: {
    params: idParam,
    body: jsonBody(
      z.object({
        body: z
          .string()
          .max(CONTACT_LIMITS.message * 4)
          .openapi({
            description: `1–${CONTACT_LIMITS.message} characters, counted as the contact form counts.`,
          }),
      }),
    ),
  },
  responses: {
    201: detailAnswer("The message with the new reply."),
    ...cmsDenied,
    404: { description: "`contact-message-not-found`." },
    409: { description: "`idempotency-key-in-progress`." },
    422: { description: "`idempotency-key-reused`." },
    503: { description: "`reply-not-sent`: the mail server refused it; nothing was recorded." },
  },
});

export function mountContactCmsRoutes(api: ApiRouter): void {
  api.use("/cms/contact-messages", requireCms("content:write"));
  api.use("/cms/contact-messages/*", requireCms("content:write"));
  api.use("/cms/contact-messages/:id/replies", idempotent("cms-contact-replies", { required: true }));
  api.openapi(listRoute, async (c) => {
    const { status, ...rest } = c.req.valid("query");
    c.header("Cache-Control", "no-store");
    return c.json(
      await c.var.services.contact.list({ ...rest, status: status === "all" ? undefined : status }),
      200,
    );
  });
  api.openapi(getRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.contact.get(c.req.valid("param").id) }, 200);
  });
  api.openapi(patchRoute, async (c) => {
    const detail = await c.var.services.contact.setStatus(
      await actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json").status,
    );
    return c.json({ data: detail }, 200);
  });
  api.openapi(replyRoute, async (c) => {
    const detail = await c.var.services.contact.reply(
      await actorOf(c),
      c.req.valid("param").id,
      c.req.valid("json").body,
    );
    return c.json({ data: detail }, 201);
  });
}
