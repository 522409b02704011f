import { redirect } from "react-router";
import type { AuthService } from "../../../server/auth/service.ts";
import { AppError, isAppError } from "../../../shared/errors.ts";
import { sameSitePath } from "../../../shared/redirects.ts";
import { formValue } from "../../lib/form-text.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { clientInfo, keepSignedIn } from "../../lib/session.server.ts";
import { attempt, checked, readForm } from "./auth-form.server.ts";
import { withoutLanguage } from "./page-language.server.ts";
import { passkeyFromPage } from "./passkeys.server.ts";
import { guestFromPage, offeredMethods, sendLinkFromPage } from "./passwordless.server.ts";

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };
type SignedIn = Awaited<ReturnType<AuthService["signIn"]>>;

export async function loginPageData({ request, context }: Args) {
  const { config, auth } = requestScopeOf(context).services;
  const url = new URL(request.url);
  const methods = offeredMethods(context);
  const socialError = url.searchParams.get("error");
  return {
    methods,
    social: methods.social,
    apiPath: config.SITE_API_PATH,
    redirectTo: sameSitePath(url.searchParams.get("redirectTo")),
    pendingToken: url.searchParams.get("pending"),
    socialError,
    // A social identity waiting for this browser to prove its account: "live" or lapsed.
    linkOffer:
      socialError === "account-exists-with-different-credential"
        ? {
            provider: config.OIDC_NAME,
            live: Boolean(
              await auth.pendingLinkOf(
                auth.readCookie(request.headers.get("Cookie"), auth.cookies.pendingLink),
              ),
            ),
          }
        : null,
    // Back from choosing a new password (the page says so).
    passwordReset: url.searchParams.has("reset"),
  };
}

/**
 * Password first; with two-step verification on, the answer is the pending
 * token and the page asks for a code. `check` lets the staff sign-in refuse
 * accounts without a staff role before any session is kept.
 */
export async function signInAction(
  { request, context }: Args,
  options: { fallback: string; check?: (signedIn: SignedIn) => Promise<void> } = { fallback: "/" },
) {
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  const client = clientInfo(request, context);
  const target = sameSitePath(formValue(form, "redirectTo") || options.fallback);
  return attempt(async () => {
    let signedIn: SignedIn;
    const intent = formValue(form, "intent");
    // The passwordless ways in belong to the public sign-in page; staff sign in with a password.
    if (!options.check && intent === "email-link") return sendLinkFromPage({ request, context }, form);
    if (!options.check && intent === "guest") return guestFromPage({ request, context }, form);
    if (!options.check && intent === "passkey") return passkeyFromPage({ request, context }, form);
    if (!options.check && intent !== "second-factor" && !offeredMethods(context).password) {
      throw new AppError("not-found", "operation-not-allowed", "Signing in with a password is turned off.");
    }
    if (intent === "second-factor") {
      signedIn = await services.auth.completeSecondFactor(
        { pendingToken: formValue(form, "pendingToken"), code: formValue(form, "code") },
        client,
      );
    } else {
      const email = checked(services.auth.emailField, formValue(form, "email"), "email");
      try {
        signedIn = await services.auth.signIn({ email, password: formValue(form, "password") }, client);
      } catch (error) {
        if (isAppError(error) && error.code === "multi-factor-auth-required") {
          return { step: "second-factor" as const, pendingToken: String(error.details?.pending_token) };
        }
        throw error;
      }
    }
    await options.check?.(signedIn);
    keepSignedIn(context, signedIn);
    throw redirect(withoutLanguage(context, target));
  }, secondStep(form));
}

/** After a wrong code the same pending sign-in continues; an expired one starts over. */
function secondStep(form: FormData) {
  return formValue(form, "intent") === "second-factor"
    ? { pendingToken: formValue(form, "pendingToken") }
    : {};
}
