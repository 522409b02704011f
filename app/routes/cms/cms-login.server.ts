import { AppError } from "../../../shared/errors.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { signInAction } from "../account/login.server.ts";
import { staffTranslator } from "./cms-access.server.ts";

const m = defineMessages({
  noAccess: { id: "cms.login.no-access", defaultMessage: "This account has no access to the admin area." },
});

type Args = Parameters<typeof signInAction>[0];

/** Same accounts as the site; only editors and above may open a session here. */
export function staffSignInAction(args: Args) {
  const { services } = requestScopeOf(args.context);
  return signInAction(args, {
    fallback: "/cms",
    check: async (signedIn) => {
      if (services.auth.isRoleAtLeast(signedIn.data.role, "editor")) return;
      const session = await services.auth.authenticate(signedIn.data.token.access_token);
      if (session) await services.auth.signOut(session.sessionId);
      throw new AppError("forbidden", "operation-not-allowed", staffTranslator(args.context)(m.noAccess));
    },
  });
}
