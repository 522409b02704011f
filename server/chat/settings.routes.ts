import { createRoute, z } from "@hono/zod-openapi";
import { baseVersionOf, versionTag } from "../../shared/versioning.ts";
import type { ApiRouter } from "../http/api-router.ts";
import { readOrWrite } from "../http/caller.ts";
import { cmsDenied, dataResponse, jsonBody } from "../http/openapi-parts.ts";
import { actorOf, requireCms } from "../http/staff-actor.ts";
import { chatSettings, chatSettingsPatch } from "./schemas.ts";

const tags = ["chat", "cms"];
const security = [{ bearer: [] }];

const readRoute = createRoute({
  tags,
  security,
  method: "get",
  path: "/cms/chat/settings",
  operationId: "getChatSettings",
  summary:
    "The operator's chat settings (moderators read them); ETag: their version, 0 before the first save",
  responses: { 200: dataResponse("The settings.", chatSettings), ...cmsDenied },
});

const changeRoute = createRoute({
  tags,
  security,
  method: "patch",
  path: "/cms/chat/settings",
  operationId: "changeChatSettings",
  summary: "Allow or refuse links in chat messages (operators); audited as `chat-settings.update`",
  description: 'Send the version you read as `If-Match: "3"` or the body\'s `version`.',
  request: {
    headers: z.object({ "if-match": z.string().max(20).optional() }),
    body: jsonBody(chatSettingsPatch),
  },
  responses: {
    200: dataResponse("The settings after the change.", chatSettings),
    400: { description: "`version-required`, `invalid-if-match`, `invalid-<field>`." },
    ...cmsDenied,
    409: { description: "`edit-conflict` with `details.current`." },
  },
});

/** Moderators see the switch; changing it is a site policy, so it needs an operator (`feeds:manage`, as odds). */
export function mountChatSettingsRoutes(api: ApiRouter): void {
  api.use("/cms/chat/settings", requireCms(readOrWrite("chat:moderate", "feeds:manage")));
  api.openapi(readRoute, async (c) => {
    const settings = await c.var.services.chat.settings();
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(settings.version));
    return c.json({ data: settings }, 200);
  });
  api.openapi(changeRoute, async (c) => {
    const { version, ...patch } = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], version);
    const settings = await c.var.services.chat.changeSettings(await actorOf(c), base, patch);
    c.header("ETag", versionTag(settings.version));
    return c.json({ data: settings }, 200);
  });
}
