import { data, type RouterContextProvider } from "react-router";
import type { Role } from "../../../../server/auth/schema.ts";
import { roleName } from "../../../components/cms/cms-messages.ts";
import { formValue } from "../../../lib/form-text.ts";
import { defineMessages } from "../../../lib/i18n.tsx";
import { requestScopeOf } from "../../../lib/request-scope.server.ts";
import { visitorTimeZone } from "../../../lib/time.ts";
import { attempt, checked, readForm } from "../../account/auth-form.server.ts";
import { requireCmsPage, staffAct, staffTranslator } from "../cms-access.server.ts";
import { unknownChange } from "../cms-form.server.ts";

const m = defineMessages({
  notShown: { id: "cms.staff.not-shown", defaultMessage: "That invitation is not one this screen shows." },
  withdrawn: {
    id: "cms.staff.withdrawn",
    defaultMessage: "The invitation to {email} is withdrawn: its link no longer works.",
  },
  resent: {
    id: "cms.staff.resent",
    defaultMessage: "A new link is on its way to {email}; the old one no longer works.",
  },
  sent: {
    id: "cms.staff.sent",
    defaultMessage: "Invitation sent to {email} as {role}. The link works for 7 days.",
  },
});

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
  const t = staffTranslator(context);
  if (intent === "revoke") {
    const id = Number(form.get("inviteId"));
    if (!Number.isSafeInteger(id) || id < 1) {
      throw data(t(m.notShown), { status: 400 });
    }
    return attempt(
      async () => {
        const invite = await services.auth.revokeInvite(by, id);
        return { done: t(m.withdrawn, { email: invite.email }) };
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
            ? t(m.resent, { email: invite.email })
            : t(m.sent, { email: invite.email, role: roleName(t, invite.role) }),
      };
    },
    { intent },
  );
}
