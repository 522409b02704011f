import { redirect } from "react-router";
import { guestIdOf } from "../../../server/auth/guests.ts";
import { displayNameField, emailField } from "../../../server/auth/http/schemas.ts";
import { sameSitePath } from "../../../server/platform/redirects.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext, clientInfo, keepSignedIn } from "../../lib/session.server.ts";
import { attempt, checked, formText, readForm } from "./auth-form.server.ts";

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };

export async function registerAction({ request, context }: Args) {
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  return attempt(async () => {
    const signedIn = await services.auth.register(
      {
        email: checked(emailField, formText(form, "email"), "email"),
        password: formText(form, "password"),
        displayName: checked(displayNameField, formText(form, "display_name").trim(), "display_name"),
        // A guest registering keeps its account, follows and settings.
        guestUserId: guestIdOf(context.get(authenticatedContext)),
      },
      clientInfo(request, context),
    );
    keepSignedIn(context, signedIn);
    const target = sameSitePath(formText(form, "redirectTo"));
    throw redirect(target === "/" ? "/account?welcome=1" : target);
  });
}
