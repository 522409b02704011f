import { data, redirect } from "react-router";
import { isAppError } from "../../../shared/errors.ts";
import { formText, formValue } from "../../lib/form-text.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext, clientInfo, keepSignedIn } from "../../lib/session.server.ts";
import { attempt, checked, readForm } from "./auth-form.server.ts";

type Args = {
  request: Request;
  params: { token?: string };
  context: Parameters<typeof requestScopeOf>[0];
};

/**
 * What the invitation offers, or why its link no longer works: said on arrival, before the
 * invitee types a password it would refuse. Someone already signed in is told what accepting does.
 */
export async function invitePageData({ request, params, context }: Args) {
  const viewer = context.get(authenticatedContext);
  const signedInAs = viewer && !viewer.user.anonymous ? viewer.user.displayName : null;
  const { services } = requestScopeOf(context);
  try {
    const invite = await services.auth.invitePreview(params.token ?? "", clientInfo(request, context));
    const daysLeft = Math.max(1, Math.ceil((Date.parse(invite.expiresAt) - Date.now()) / 86_400_000));
    return { invite: { ...invite, daysLeft }, deadLink: null, signedInAs };
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    return data({ invite: null, deadLink: error.message, signedInAs }, { status: error.status });
  }
}

/** Makes the account and signs it in; the admin area then asks operators and admins for two-step. */
export async function acceptInviteAction({ request, params, context }: Args) {
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  return attempt(async () => {
    const signedIn = await services.auth.acceptInvite(
      {
        token: params.token ?? "",
        displayName: checked(services.auth.displayNameField, formText(form, "display_name"), "display_name"),
        password: formValue(form, "password"),
      },
      clientInfo(request, context),
    );
    keepSignedIn(context, signedIn);
    throw redirect("/cms?welcome=1");
  });
}
