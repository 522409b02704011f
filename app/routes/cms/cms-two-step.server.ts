import type { RouterContextProvider } from "react-router";
import { AppError } from "../../../shared/errors.ts";
import { formValue } from "../../lib/form-text.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { attempt, readForm } from "../account/auth-form.server.ts";
import { twoStepIntent } from "../account/two-step.server.ts";
import { requireCmsEnrolment, staffTranslator } from "./cms-access.server.ts";

const m = defineMessages({
  unknown: { id: "cms.two-step.unknown-action", defaultMessage: "Unknown two-step action." },
});

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** Where the enrolment stands: off, begun (its QR code again), or on and waiting for a sign-in with a code. */
export async function cmsTwoStepLoader({ context }: Args) {
  const { auth } = await requireCmsEnrolment(context);
  const { services } = requestScopeOf(context);
  return {
    enabled: auth.user.totpEnabled,
    hasPassword: Boolean(auth.user.passwordHash),
    pending: await services.auth.pendingTwoStepSetup(auth.user),
  };
}

/** Begins and turns on two-step, through the same actions as the account page; nothing else. */
export async function cmsTwoStepAction({ request, context }: Args) {
  const { auth } = await requireCmsEnrolment(context);
  const form = await readForm(request);
  const intent = formValue(form, "intent");
  return attempt(
    async () => {
      const done =
        intent === "two-step-setup" || intent === "two-step-enable"
          ? await twoStepIntent({ request, context }, auth, intent, form)
          : null;
      if (!done) {
        throw new AppError("bad-request", "invalid-intent", staffTranslator(context)(m.unknown));
      }
      return done;
    },
    { intent },
  );
}
