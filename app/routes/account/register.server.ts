import { redirect } from "react-router";
import { sameSitePath } from "../../../shared/redirects.ts";
import { formText, formValue } from "../../lib/form-text.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext, clientInfo, keepSignedIn } from "../../lib/session.server.ts";
import { attempt, checked, readForm } from "./auth-form.server.ts";
import { withoutLanguage } from "./page-language.server.ts";

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };

export async function registerAction({ request, context }: Args) {
  const { auth } = requestScopeOf(context).services;
  const form = await readForm(request);
  return attempt(async () => {
    const signedIn = await auth.register(
      {
        email: checked(auth.emailField, formValue(form, "email"), "email"),
        password: formValue(form, "password"),
        displayName: checked(auth.displayNameField, formText(form, "display_name"), "display_name"),
        // A guest registering keeps its account, follows and settings.
        guestUserId: auth.guestIdOf(context.get(authenticatedContext)),
      },
      clientInfo(request, context),
    );
    keepSignedIn(context, signedIn);
    const target = sameSitePath(formValue(form, "redirectTo"));
    throw redirect(target === "/" ? "/account?welcome=1" : withoutLanguage(context, target));
  });
}
