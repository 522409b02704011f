import type { Authenticated } from "../../../server/auth/service.ts";
import { formValue } from "../../lib/form-text.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { clientInfo } from "../../lib/session.server.ts";
import { optionalPassword } from "./auth-form.server.ts";
import { translatorOf } from "./page-language.server.ts";

const m = defineMessages({
  off: { id: "account.done.two-step-off", defaultMessage: "Two-step verification is off." },
});

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };

/**
 * Two-step verification's form actions, as the account page and the admin area's enrolment page
 * both post them: begin (QR code), turn on (first code and the password again), turn off.
 * Null for an intent that is not about two-step.
 */
export async function twoStepIntent(
  { request, context }: Args,
  auth: Authenticated,
  intent: string,
  form: FormData,
) {
  const { auth: accounts } = requestScopeOf(context).services;
  const { ip } = clientInfo(request, context);
  switch (intent) {
    case "two-step-setup":
      return { intent, setup: await accounts.startTwoStepSetup(auth.user) };
    case "two-step-enable":
      return {
        intent,
        recoveryCodes: await accounts.enableTwoStep(
          auth,
          { code: formValue(form, "code"), password: optionalPassword(context, form, "current_password") },
          ip,
        ),
      };
    case "two-step-disable":
      await accounts.disableTwoStep(auth.user, formValue(form, "code"), ip);
      return { intent, done: translatorOf(context)(m.off) };
    default:
      return null;
  }
}
