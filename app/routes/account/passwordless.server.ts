import { redirect } from "react-router";
import { AppError, isAppError } from "../../../shared/errors.ts";
import { sameSitePath } from "../../../shared/redirects.ts";
import { formValue } from "../../lib/form-text.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { authenticatedContext, clientInfo, keepSignedIn, sendCookie } from "../../lib/session.server.ts";
import { attempt, checked, readForm } from "./auth-form.server.ts";
import { withoutLanguage } from "./page-language.server.ts";

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };
type Context = Args["context"];

/** The ways in this install offers, for the sign-in screens. */
export function offeredMethods(context: Context) {
  const { config } = requestScopeOf(context).services;
  const on = new Set(config.AUTH_METHODS);
  return {
    password: on.has("password"),
    emailLink: on.has("email-link"),
    phone: on.has("phone"),
    guest: on.has("anonymous"),
    passkey: on.has("passkey"),
    social: on.has("social") && config.OIDC_ISSUER && config.OIDC_CLIENT_ID ? config.OIDC_NAME : null,
  };
}

function requireOffered(context: Context, method: "email-link" | "phone" | "anonymous") {
  const { auth } = requestScopeOf(context).services;
  if (!auth.methods.has(method)) {
    throw new AppError("not-found", "operation-not-allowed", "This way of signing in is turned off.");
  }
}

/** The signed-in guest on this request, whose account a sign-in upgrades in place. */
const guestOn = (context: Context) =>
  requestScopeOf(context).services.auth.guestIdOf(context.get(authenticatedContext));

/** Mails a link bound to this browser by a short-lived nonce cookie, then shows the sent page. */
export async function sendLinkFromPage({ request, context }: Args, form: FormData) {
  requireOffered(context, "email-link");
  const { services } = requestScopeOf(context);
  const { auth } = services;
  const email = checked(auth.emailField, formValue(form, "email"), "email");
  const nonce = auth.randomToken();
  await auth.sendEmailLink(
    { email, returnTo: formValue(form, "redirectTo"), browserNonce: nonce, guestUserId: guestOn(context) },
    clientInfo(request, context),
  );
  const { cookies } = auth;
  sendCookie(
    context,
    auth.serializeCookie(cookies.emailLink, nonce, {
      secure: cookies.secure,
      maxAge: auth.EMAIL_LINK_SECONDS,
    }),
  );
  throw redirect("/login/link-sent");
}

export async function guestFromPage({ request, context }: Args, form: FormData) {
  requireOffered(context, "anonymous");
  const { auth } = requestScopeOf(context).services;
  const signedIn = await auth.signInAsGuest(clientInfo(request, context));
  keepSignedIn(context, signedIn);
  throw redirect(withoutLanguage(context, sameSitePath(formValue(form, "redirectTo"))));
}

/**
 * The link's landing page posts its code here. In another browser the answer is a
 * question ("continue on this device?") until the visitor confirms.
 */
export async function emailLinkAction({ request, context }: Args) {
  const { services } = requestScopeOf(context);
  const { auth } = services;
  const form = await readForm(request);
  return attempt(async () => {
    requireOffered(context, "email-link");
    const { cookies } = auth;
    try {
      const { signedIn, returnTo } = await services.auth.signInWithEmailLink(
        {
          code: formValue(form, "code"),
          browserNonce: auth.readCookie(request.headers.get("Cookie"), cookies.emailLink),
          confirmed: formValue(form, "confirm") === "yes",
        },
        clientInfo(request, context),
      );
      keepSignedIn(context, signedIn);
      sendCookie(context, auth.serializeCookie(cookies.emailLink, "", { secure: cookies.secure, maxAge: 0 }));
      throw redirect(withoutLanguage(context, sameSitePath(returnTo)));
    } catch (error) {
      if (isAppError(error) && error.code === "different-browser") return { confirm: true as const };
      if (isAppError(error) && error.code === "multi-factor-auth-required") {
        throw redirect(`/login?pending=${encodeURIComponent(String(error.details?.pending_token))}`);
      }
      throw error;
    }
  });
}

export function phonePageData({ request }: Args) {
  return { redirectTo: sameSitePath(new URL(request.url).searchParams.get("redirectTo")) };
}

/** Step one texts a code; step two (the number carried along) signs in with it. */
export async function phoneAction({ request, context }: Args) {
  const { services } = requestScopeOf(context);
  const form = await readForm(request);
  const client = clientInfo(request, context);
  const phoneNumber = formValue(form, "phone_number");
  return attempt(
    async () => {
      requireOffered(context, "phone");
      if (formValue(form, "intent") !== "code") {
        const sent = await services.auth.sendPhoneCode({ phoneNumber }, client);
        return { step: "code" as const, phoneNumber: sent.phoneNumber };
      }
      const signedIn = await services.auth
        .signInWithPhone(
          { phoneNumber, code: formValue(form, "code"), guestUserId: guestOn(context) },
          client,
        )
        .catch((error: unknown) => {
          if (isAppError(error) && error.code === "multi-factor-auth-required") {
            throw redirect(`/login?pending=${encodeURIComponent(String(error.details?.pending_token))}`);
          }
          throw error;
        });
      keepSignedIn(context, signedIn);
      throw redirect(withoutLanguage(context, sameSitePath(formValue(form, "redirectTo"))));
    },
    { intent: formValue(form, "intent") === "code" ? "code" : "send" },
  );
}
