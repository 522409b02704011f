import { redirect } from "react-router";
import { formValue } from "../../lib/form-text.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { clientInfo } from "../../lib/session.server.ts";
import { attempt, checked, readForm } from "./auth-form.server.ts";
import { translatorOf } from "./page-language.server.ts";

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };

const DEAD_LINK = defineMessages({
  used: {
    id: "auth.reset.link-used",
    defaultMessage: "This reset link has been used already. Ask for a new one below.",
  },
  expired: {
    id: "auth.reset.link-expired",
    defaultMessage: "This reset link has expired. Ask for a new one below.",
  },
  unknown: {
    id: "auth.reset.link-unknown",
    defaultMessage: "This reset link is not valid. Ask for a new one below.",
  },
});

/** A dead link says so on arrival, before the fan types a new password it would refuse. */
export async function resetPasswordData({ request, context }: Args) {
  const code = new URL(request.url).searchParams.get("code");
  if (!code) return { deadLink: null };
  const state = await requestScopeOf(context).services.auth.resetLinkState(code);
  return { deadLink: state === "ready" ? null : translatorOf(context)(DEAD_LINK[state]) };
}

export async function resetPasswordAction({ request, context }: Args) {
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  const client = clientInfo(request, context);
  return attempt(async () => {
    const code = formValue(form, "code");
    if (!code) {
      await services.auth.requestPasswordReset(
        checked(services.auth.emailField, formValue(form, "email"), "email"),
        client,
      );
      return { sent: true as const };
    }
    await services.auth.resetPassword(code, formValue(form, "password"), client);
    throw redirect("/login?reset=1");
  });
}
