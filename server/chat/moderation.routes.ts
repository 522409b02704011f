import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ApiEnv, ApiRouter } from "../http/api-router.ts";
import { bulkBody, bulkResponses } from "../http/bulk.ts";
import { requireScope } from "../http/caller.ts";
import { dataResponse, idParam, jsonBody } from "../http/openapi-parts.ts";
import { actorOf } from "../http/staff-actor.ts";
import { REPORT_BULK_ACTIONS } from "./moderation.ts";
import {
  activeSanction,
  banInput,
  chatReport,
  messageIdParam,
  roomPatch,
  roomSettings,
  sanctionsQuery,
  sanctionView,
  timeoutInput,
} from "./schemas.ts";

// In-room tools and the admin area share these routes: the permission matrix covers them.
const tags = ["chat", "cms"];
const security = [{ bearer: [] }];
const moderate = requireScope("chat:moderate", "moderate the chat");

/** The moderator behind a request the guard let through, as the audit log names them. */
const moderatorOf = (c: Context<ApiEnv>) => actorOf(c);

const deleteRoute = createRoute({
  tags,
  security,
  method: "delete",
  path: "/chat/messages/{id}",
  operationId: "deleteChatMessage",
  summary: "Remove a message for everyone (moderators); audited",
  request: { params: messageIdParam },
  responses: { 204: { description: "Removed." }, 404: { description: "`message-not-found`." } },
});

const timeoutRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/chat/timeouts",
  operationId: "timeOutChatUser",
  summary: "Keep a user quiet for 1 minute to 24 hours, in one room or every room (moderators)",
  request: { body: jsonBody(timeoutInput) },
  responses: {
    201: dataResponse("The time-out.", sanctionView),
    400: { description: "`invalid-duration`: `seconds` is not a whole number from 60 to 86 400." },
    404: { description: "`user-not-found`, `match-not-found`." },
  },
});

const banRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/chat/bans",
  operationId: "banChatUser",
  summary: "Ban a user from a room or from every room, for good or for a time (moderators)",
  request: { body: jsonBody(banInput) },
  responses: {
    201: dataResponse("The ban.", sanctionView),
    400: { description: "`invalid-duration`." },
    404: { description: "`user-not-found`, `match-not-found`." },
  },
});

const roomRoute = createRoute({
  tags,
  security,
  method: "patch",
  path: "/matches/{id}/chat/room",
  operationId: "changeChatRoom",
  summary: "Slow mode, premium-only mode and the pinned message (moderators); audited",
  request: { params: idParam, body: jsonBody(roomPatch) },
  responses: {
    200: dataResponse("The room's settings now.", roomSettings),
    404: { description: "`match-not-found`, `message-not-found`." },
    409: {
      description:
        "`edit-conflict`: the room was saved since `version` was read; `details.current` holds it.",
    },
  },
});

const clearRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/matches/{id}/chat/clear",
  operationId: "clearChatRoom",
  summary: "Empty a room for everyone (moderators); audited",
  request: { params: idParam },
  responses: { 204: { description: "Cleared." } },
});

const reportsRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/chat/reports",
  operationId: "listChatReports",
  summary: "Reported messages with the messages around them (moderators)",
  request: { query: z.object({ status: z.enum(["open", "actioned", "dismissed"]).default("open") }) },
  responses: {
    200: dataResponse("Open reports oldest first; closed ones newest first.", z.array(chatReport)),
  },
});

const dismissRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/chat/reports/{id}/dismiss",
  operationId: "dismissChatReport",
  summary: "Close a report without action (moderators); audited",
  request: { params: idParam },
  responses: { 204: { description: "Dismissed." }, 404: { description: "`report-not-found`." } },
});

const bulkReportsRoute = createRoute({
  tags,
  security,
  method: "post",
  path: "/chat/reports/bulk",
  operationId: "bulkChatReports",
  summary: "Dismiss many reports at once, all or none (moderators)",
  description:
    "Each report dismissed is audited as one dismissed alone. A report already closed is counted in `unchanged`, so a retry is safe; an id of no report refuses the whole batch.",
  request: { body: bulkBody(REPORT_BULK_ACTIONS) },
  responses: bulkResponses("reports", "reports-not-found"),
});

const sanctionsRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/chat/sanctions",
  operationId: "listChatSanctions",
  summary: "Time-outs and bans in force now, newest first (moderators)",
  request: { query: sanctionsQuery },
  responses: {
    200: dataResponse(
      "Who, where (a room or every room), why, until when, set by whom.",
      z.array(activeSanction),
    ),
  },
});

const liftRoute = (kind: "timeout" | "ban") =>
  createRoute({
    tags,
    security,
    method: "delete",
    path: kind === "timeout" ? "/chat/timeouts/{id}" : "/chat/bans/{id}",
    operationId: kind === "timeout" ? "liftChatTimeout" : "liftChatBan",
    summary: `Lift a ${kind === "timeout" ? "time-out" : "ban"} early (moderators); audited as \`chat.${kind}.lift\``,
    description: "Lifting one already lifted or already over answers 204 again and changes nothing.",
    request: { params: idParam },
    responses: { 204: { description: "Lifted." }, 404: { description: "`sanction-not-found`." } },
  });

export function mountChatModerationRoutes(api: ApiRouter): void {
  // The scope is checked before the body is: a fan learns nothing from a moderator route.
  for (const path of [
    "/chat/timeouts",
    "/chat/timeouts/*",
    "/chat/bans",
    "/chat/bans/*",
    "/chat/sanctions",
    "/chat/reports",
    "/chat/reports/*",
    "/matches/:id/chat/room",
    "/matches/:id/chat/clear",
  ]) {
    api.use(path, moderate);
  }
  api.use(
    "/chat/messages/:id",
    requireScope((method) => (method === "DELETE" ? "chat:moderate" : null), "moderate the chat"),
  );
  api.openapi(deleteRoute, async (c) => {
    await c.var.services.chat.deleteMessage(await moderatorOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(timeoutRoute, async (c) => {
    const by = await moderatorOf(c);
    const result = await c.var.services.chat.sanction(by, { ...c.req.valid("json"), kind: "timeout" });
    return c.json({ data: result }, 201);
  });
  api.openapi(banRoute, async (c) => {
    const by = await moderatorOf(c);
    const result = await c.var.services.chat.sanction(by, { ...c.req.valid("json"), kind: "ban" });
    return c.json({ data: result }, 201);
  });
  api.openapi(sanctionsRoute, async (c) => {
    await moderatorOf(c);
    c.header("Cache-Control", "no-store");
    const userId = c.req.valid("query").user_id;
    return c.json({ data: await c.var.services.chat.sanctions(userId ? { userIds: [userId] } : {}) }, 200);
  });
  for (const kind of ["timeout", "ban"] as const) {
    api.openapi(liftRoute(kind), async (c) => {
      await c.var.services.chat.lift(await moderatorOf(c), kind, c.req.valid("param").id);
      return c.body(null, 204);
    });
  }
  api.openapi(roomRoute, async (c) => {
    const by = await moderatorOf(c);
    const settings = await c.var.services.chat.changeRoom(by, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ data: settings }, 200);
  });
  api.openapi(clearRoute, async (c) => {
    await c.var.services.chat.clearRoom(await moderatorOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(reportsRoute, async (c) => {
    await moderatorOf(c);
    c.header("Cache-Control", "no-store");
    return c.json({ data: await c.var.services.chat.reports(c.req.valid("query").status) }, 200);
  });
  api.openapi(bulkReportsRoute, async (c) => {
    const { ids } = c.req.valid("json");
    return c.json({ data: await c.var.services.chat.dismissReports(await moderatorOf(c), ids) }, 200);
  });
  api.openapi(dismissRoute, async (c) => {
    await c.var.services.chat.dismissReport(await moderatorOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
}
