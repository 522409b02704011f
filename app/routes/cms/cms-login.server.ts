import { AppError } from "../../../shared/errors.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { signInAction } from "../account/login.server.ts";

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
      throw new AppError(
        "forbidden",
        "operation-not-allowed",
        "This account has no access to the admin area.",
      );
    },
  });
}
