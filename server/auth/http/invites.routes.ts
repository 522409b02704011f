import { createRoute, z } from "@hono/zod-openapi";
import type { ApiRouter } from "../../http/api-router.ts";
import { requireScope } from "../../http/caller.ts";
import { idempotent } from "../../http/idempotency.ts";
import { dataResponse, cmsDenied as denied, idParam, jsonBody } from "../../http/openapi-parts.ts";
import { listResponse } from "../../http/pagination.ts";
import { actorOf } from "../../http/staff-actor.ts";
import type { StaffInvite } from "../invites.ts";
import { clientOf, signInClientOf } from "./guard.ts";
import { displayNameField, emailField, errorResponses, passwordField, signedInResponse } from "./schemas.ts";

const staffTags = ["cms"];
const security = [{ bearer: [] }];

const STAFF_ROLE_NAMES = ["editor", "moderator", "operator", "admin"] as const;

const inviteSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: z.enum(STAFF_ROLE_NAMES),
    state: z.enum(["pending", "expired", "accepted", "revoked"]),
    invited_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    created_at: z.string(),
    expires_at: z.string(),
    accepted_at: z.string().nullable(),
    user_id: z.number().int().nullable().openapi({ description: "The account made, once accepted." }),
  })
  .openapi("StaffInvite");

const inviteBody = (invite: StaffInvite) => ({
  id: invite.id,
  email: invite.email,
  role: invite.role as (typeof STAFF_ROLE_NAMES)[number],
  state: invite.state,
  invited_by: invite.invitedBy,
  created_at: invite.createdAt,
  expires_at: invite.expiresAt,
  accepted_at: invite.acceptedAt,
  user_id: invite.userId,
});

const inviteAnswer = (description: string) => dataResponse(description, inviteSchema);

const listRoute = createRoute({
  method: "get",
  path: "/cms/staff/invites",
  operationId: "listStaffInvites",
  tags: staffTags,
  security,
  summary: "Staff invitations: open ones first, then those ended in the last 30 days (admins)",
  responses: {
    ...listResponse("The invitations.", inviteSchema),
    ...denied,
  },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/cms/staff/invites",
  operationId: "inviteStaff",
  tags: staffTags,
  security,
  summary:
    "Mail an invitation to join the staff with a role (admins); audited as `staff.invite`. Inviting an address again withdraws its open invitation and sends a new link",
  request: {
    body: jsonBody(z.object({ email: emailField, role: z.enum(STAFF_ROLE_NAMES) })),
  },
  responses: {
    201: inviteAnswer("The invitation, mailed; its link works for 7 days."),
    400: { description: "`invalid-email`, `invalid-role`." },
    ...denied,
    409: { description: "`account-exists`: the address has an account; change its role instead." },
    429: { description: "`too-many-requests`: 30 invitations an hour per staff member." },
  },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/cms/staff/invites/{id}/revoke",
  operationId: "revokeStaffInvite",
  tags: staffTags,
  security,
  summary:
    "Withdraw an open invitation (admins); audited as `staff.invite.revoke`. An ended one is answered as it is",
  request: { params: idParam },
  responses: {
    200: inviteAnswer("The invitation after the change."),
    ...denied,
    404: { description: "`invite-not-found`." },
  },
});

/** The staff side: admins only (`users:manage`), every change audited, writes replay on a repeated key. */
function mountStaffSide(api: ApiRouter): void {
  // The wildcard covers the list's own path too.
  api.use(
    "/cms/staff/invites/*",
    requireScope("users:manage", "invite staff"),
    idempotent("cms-staff-invites"),
  );
  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const { data, total } = await c.var.services.auth.listInvites();
    return c.json({ data: data.map(inviteBody), total }, 200);
  });
  api.openapi(inviteRoute, async (c) => {
    const invite = await c.var.services.auth.inviteStaff(await actorOf(c), c.req.valid("json"));
    return c.json({ data: inviteBody(invite) }, 201);
  });
  api.openapi(revokeRoute, async (c) => {
    const invite = await c.var.services.auth.revokeInvite(await actorOf(c), c.req.valid("param").id);
    return c.json({ data: inviteBody(invite) }, 200);
  });
}

const tags = ["Accounts"];
const token = z.object({ token: z.string().min(16).max(200) });
const unusable = {
  400: { description: "`invite-expired`, or bad input (`invalid-display-name`, `weak-password`)." },
  404: { description: "`invite-not-found`: withdrawn, replaced by a newer invitation, or used." },
  429: { description: "`too-many-requests`, with Retry-After." },
};

const previewRoute = createRoute({
  method: "get",
  path: "/auth/invites/{token}",
  operationId: "getStaffInvite",
  tags,
  summary: "What a staff invitation's link offers: the address, the role and who sent it",
  request: { params: token },
  responses: {
    200: dataResponse(
      "The open invitation.",
      z.object({
        email: z.string(),
        role: z.string(),
        invited_by: z.string(),
        expires_at: z.string(),
      }),
    ),
    ...unusable,
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/auth/invites/{token}/accept",
  operationId: "acceptStaffInvite",
  tags,
  summary:
    "Accept a staff invitation: makes the account with the invited role (address confirmed) and signs in. Operators and admins then turn on two-step before the admin area opens",
  request: {
    params: token,
    body: jsonBody(z.object({ display_name: displayNameField, password: passwordField })),
  },
  responses: {
    201: signedInResponse,
    ...errorResponses,
    ...unusable,
    409: { description: "`email-already-in-use`: an account took the address meanwhile." },
  },
});

/**
 * Staff invitations, both sides: admins send and withdraw them under /cms/staff/invites; the
 * invitee's side under /auth/invites is open to anyone holding the link, rate-limited per address.
 */
export function mountInviteRoutes(api: ApiRouter): void {
  mountStaffSide(api);
  api.openapi(previewRoute, async (c) => {
    const invite = await c.var.services.auth.invitePreview(c.req.valid("param").token, clientOf(c));
    return c.json(
      {
        data: {
          email: invite.email,
          role: invite.role,
          invited_by: invite.invitedBy,
          expires_at: invite.expiresAt,
        },
      },
      200,
    );
  });
  api.openapi(acceptRoute, async (c) => {
    const body = c.req.valid("json");
    const signedIn = await c.var.services.auth.acceptInvite(
      { token: c.req.valid("param").token, displayName: body.display_name, password: body.password },
      await signInClientOf(c),
    );
    return c.json(signedIn, 201);
  });
}
