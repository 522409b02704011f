import { data, type RouterContextProvider } from "react-router";
import type { Role } from "../../../../server/auth/schema.ts";
import { formValue } from "../../../lib/form-text.ts";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { attempt, checked, readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct } from "../cms-access.server.ts";
import { unknownChange } from "../cms-form.server.ts";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The staff by role, highest first, and the invitations: open ones first, then those ended lately. */
export async function staffLoader({ request, context }: Args) {
  const staff = await requireCmsPage(context, "users:manage");
  const { services } = requestScopeOf(context);
  const { STAFF_ROLES } = services.auth;
  const [members, invites] = await Promise.all([
    services.auth.listUsers({ role: "staff", sort: "name", order: "asc", limit: 500, offset: 0 }),
    services.auth.listInvites(),
  ]);
  const rank = (role: string) => STAFF_ROLES.indexOf(role as Role);
  return {
    selfId: staff.auth.user.id,
    timeZone: visitorTimeZone(request),
    roles: [...STAFF_ROLES],
    members: members.data
      .map((user) => ({
        id: user.id,
        name: user.display_name,
        email: user.email,
        role: user.role,
        twoStep: user.two_factor_enabled,
        disabled: user.disabled,
        lastSignIn: user.last_sign_in_at,
      }))
      .sort((a, b) => rank(b.role) - rank(a.role)),
    invites: invites.data,
  };
}

/** Sends an invitation (or a new link for one), or withdraws one; each is audited by the service. */
export async function staffAction({ request, context }: Args) {
  const staff = await requireCmsPage(context, "users:manage");
  const { services } = requestScopeOf(context);
  const { STAFF_ROLES } = services.auth;
  const form = await readForm(request);
  const intent = form.get("intent");
  const by = staffAct(context, staff);
  if (intent === "revoke") {
    const id = Number(form.get("inviteId"));
    if (!Number.isSafeInteger(id) || id < 1) {
      throw data("That invitation is not one this screen shows.", { status: 400 });
    }
    return attempt(
      async () => {
        const invite = await services.auth.revokeInvite(by, id);
        return { done: `The invitation to ${invite.email} is withdrawn: its link no longer works.` };
      },
      { intent },
    );
  }
  if (intent !== "invite" && intent !== "resend") {
    throw data(unknownChange(context), { status: 400 });
  }
  return attempt(
    async () => {
      const role = formValue(form, "role");
      const invite = await services.auth.inviteStaff(by, {
        email: checked(services.auth.emailField, formValue(form, "email"), "email"),
        // The service names the field when this is not a staff role.
        role: (STAFF_ROLES.find((staffRole) => staffRole === role) ?? role) as Role,
      });
      return {
        done:
          intent === "resend"
            ? `A new link is on its way to ${invite.email}; the old one no longer works.`
            : `Invitation sent to ${invite.email} as ${invite.role}. The link works for 7 days.`,
      };
    },
    { intent },
  );
}
