import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { requireScope } from "../../http/caller.ts";
import { jsonBody, tooManyRequests } from "../../http/openapi-parts.ts";
import { actorOf } from "../../http/staff-actor.ts";
import { toUserBody } from "../user-view.ts";
import { clientOf, requireViewer } from "./guard.ts";
import { codeField, displayNameField, emailField, passwordField } from "./schemas.ts";

const bearer = [{ bearer: [] }];
const tags = ["Account"];
const ok = { description: "Done." };

const meRoute = createRoute({
  method: "get",
  path: "/auth/me",
  operationId: "getMe",
  tags,
  security: bearer,
  summary: "The signed-in user",
  responses: { 200: ok },
});
const profileRoute = createRoute({
  method: "patch",
  path: "/auth/me",
  operationId: "updateProfile",
  tags,
  security: bearer,
  summary: "Change display name or avatar",
  request: {
    body: jsonBody(
      z.object({
        display_name: displayNameField.optional(),
        avatar_url: z
          .union([
            z.url({ protocol: /^https$/, error: "Enter an avatar address starting with https://" }).max(500),
            z.literal(""),
            z.null(),
          ])
          .optional(),
      }),
    ),
  },
  responses: { 200: ok },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/auth/me",
  operationId: "deleteAccount",
  tags,
  security: bearer,
  summary: "Delete the account (password, or a recent sign-in)",
  request: { body: jsonBody(z.object({ password: passwordField.optional() })) },
  responses: { 204: ok, 403: { description: "`requires-recent-login`" } },
});
const passwordRoute = createRoute({
  method: "post",
  path: "/auth/password",
  operationId: "changePassword",
  tags,
  security: bearer,
  summary: "Change the password; other devices are signed out",
  request: {
    body: jsonBody(z.object({ current_password: passwordField.optional(), password: passwordField })),
  },
  responses: { 204: ok, 403: { description: "`requires-recent-login`" } },
});
const emailRoute = createRoute({
  method: "post",
  path: "/auth/email",
  operationId: "changeEmail",
  tags,
  security: bearer,
  summary:
    "Change the e-mail address (password, or a recent sign-in): the new address gets a link, the old one a notice; the change applies when the link is used",
  description:
    "The same 204 whether or not the address is free: an address another account holds is sent a notice instead, and nothing changes. A wrong `current_password` counts against the account's sign-in budget.",
  request: { body: jsonBody(z.object({ email: emailField, current_password: passwordField.optional() })) },
  responses: {
    204: { description: "A link was sent to the new address (or a notice, if it is taken)." },
    401: { description: "`invalid-credential`: the current password is wrong." },
    403: { description: "`requires-recent-login`" },
    429: {
      description:
        "`too-many-requests`: too many changes asked for this account or this address, or too many wrong passwords.",
      headers: {
        "Retry-After": { schema: { type: "integer" }, description: "Seconds to wait before asking again." },
      },
    },
  },
});
const roleRoute = createRoute({
  method: "put",
  path: "/auth/roles",
  operationId: "grantRole",
  tags: ["Staff"],
  security: bearer,
  summary: "Grant a role (admins, or the admin token); audited as `user.role`",
  request: {
    body: jsonBody(
      z.object({ email: emailField, role: z.enum(["user", "editor", "moderator", "operator", "admin"]) }),
    ),
  },
  responses: {
    200: ok,
    403: { description: "`forbidden-role`" },
    404: { description: "`user-not-found`" },
    409: { description: "`cannot-change-own-role`" },
  },
});
const sessionsRoute = createRoute({
  method: "get",
  path: "/auth/sessions",
  operationId: "listSessions",
  tags,
  security: bearer,
  summary: "Active sessions with device and last use",
  responses: { 200: ok },
});
const revokeRoute = createRoute({
  method: "delete",
  path: "/auth/sessions/{id}",
  operationId: "revokeSession",
  tags,
  security: bearer,
  summary: "Sign out one session",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: { 204: ok },
});
const logoutAllRoute = createRoute({
  method: "post",
  path: "/auth/logout-all",
  operationId: "signOutEverywhere",
  tags,
  security: bearer,
  summary: "Sign out everywhere",
  responses: { 204: ok },
});
const sendVerificationRoute = createRoute({
  method: "post",
  path: "/auth/verify-email/send",
  operationId: "sendEmailVerification",
  tags,
  security: bearer,
  summary: "Send the e-mail verification link again",
  responses: { 202: ok },
});
const verifyRoute = createRoute({
  method: "post",
  path: "/auth/verify-email",
  operationId: "verifyEmail",
  tags,
  summary: "Confirm an e-mail address with the code from the link",
  request: { body: jsonBody(z.object({ code: codeField })) },
  responses: {
    204: ok,
    400: { description: "`invalid-action-code`, `expired-action-code`" },
    ...tooManyRequests,
  },
});
const resetRequestRoute = createRoute({
  method: "post",
  path: "/auth/password-reset/send",
  operationId: "sendPasswordReset",
  tags,
  summary: "E-mail a password reset link (same answer whether or not the account exists)",
  request: { body: jsonBody(z.object({ email: emailField })) },
  responses: { 202: ok, ...tooManyRequests },
});
const resetRoute = createRoute({
  method: "post",
  path: "/auth/password-reset",
  operationId: "resetPassword",
  tags,
  summary: "Choose a new password with the code from the link; signs out every session",
  request: { body: jsonBody(z.object({ code: codeField, password: passwordField })) },
  responses: { 204: ok, ...tooManyRequests },
});

export function mountAccountRoutes(api: ApiRouter): void {
  api.use("/auth/roles", requireScope("users:manage", "change roles"));
  api.openapi(meRoute, async (c) => c.json({ data: toUserBody((await requireViewer(c)).user) }, 200));
  api.openapi(profileRoute, async (c) => {
    const body = c.req.valid("json");
    const user = await c.var.services.auth.updateProfile(await requireViewer(c), {
      displayName: body.display_name,
      avatarUrl: body.avatar_url,
    });
    return c.json({ data: user }, 200);
  });
  api.openapi(deleteRoute, async (c) => {
    await c.var.services.auth.deleteAccount(await requireViewer(c), c.req.valid("json").password);
    return c.body(null, 204);
  });
  api.openapi(passwordRoute, async (c) => {
    const body = c.req.valid("json");
    await c.var.services.auth.changePassword(await requireViewer(c), {
      currentPassword: body.current_password,
      newPassword: body.password,
    });
    return c.body(null, 204);
  });
  api.openapi(emailRoute, async (c) => {
    const body = c.req.valid("json");
    await c.var.services.auth.changeEmail(await requireViewer(c), {
      email: body.email,
      password: body.current_password,
    });
    return c.body(null, 204);
  });
  api.openapi(roleRoute, async (c) => {
    const user = await c.var.services.auth.grantRole(await actorOf(c), c.req.valid("json"));
    return c.json({ data: user }, 200);
  });
  api.openapi(sessionsRoute, async (c) => {
    return c.json({ data: await c.var.services.auth.listSessions(await requireViewer(c)) }, 200);
  });
  api.openapi(revokeRoute, async (c) => {
    await c.var.services.auth.revokeSession(await requireViewer(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
  api.openapi(logoutAllRoute, async (c) => {
    await c.var.services.auth.signOutEverywhere((await requireViewer(c)).user.id);
    return c.body(null, 204);
  });
  api.openapi(sendVerificationRoute, async (c) => {
    await c.var.services.auth.sendEmailVerification((await requireViewer(c)).user.id);
    return c.body(null, 202);
  });
  api.openapi(verifyRoute, async (c) => {
    await c.var.services.auth.verifyEmail(c.req.valid("json").code, clientOf(c));
    return c.body(null, 204);
  });
  api.openapi(resetRequestRoute, async (c) => {
    await c.var.services.auth.requestPasswordReset(c.req.valid("json").email, clientOf(c));
    return c.body(null, 202);
  });
  api.openapi(resetRoute, async (c) => {
    const body = c.req.valid("json");
    await c.var.services.auth.resetPassword(body.code, body.password, clientOf(c));
    return c.body(null, 204);
  });
}
