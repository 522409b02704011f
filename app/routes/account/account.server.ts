import { redirect } from "react-router";
import { AppError } from "../../../shared/errors.ts";
import { formText, formValue } from "../../lib/form-text.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { ODDS_FORMATS, type OddsFormat } from "../../lib/odds-format.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { forgetSession, requireAuthenticated } from "../../lib/session.server.ts";
import { accountBillingData, billingIntent } from "./account-billing.server.ts";
import { attempt, checked, optionalPassword, readForm } from "./auth-form.server.ts";
import { translatorOf } from "./page-language.server.ts";
import { passkeyIntent } from "./passkeys.server.ts";
import { twoStepIntent } from "./two-step.server.ts";

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };

const m = defineMessages({
  profileSaved: { id: "account.done.profile", defaultMessage: "Profile saved." },
  emailChanging: {
    id: "account.done.change-email",
    defaultMessage: "Check the new inbox: the address changes once you open the link we sent there.",
  },
  verificationSent: {
    id: "account.done.verification-sent",
    defaultMessage: "We sent a confirmation link to {email}.",
  },
  passwordChanged: {
    id: "account.done.password",
    defaultMessage: "Password changed. Your other devices were signed out.",
  },
  methodRemoved: { id: "account.done.method-removed", defaultMessage: "That way to sign in was removed." },
  sessionRevoked: { id: "account.done.session-revoked", defaultMessage: "That device was signed out." },
  oddsSaved: { id: "account.done.odds", defaultMessage: "Odds preference saved." },
});

export async function accountData({ request, context }: Args) {
  const auth = requireAuthenticated(context);
  const { services } = requestScopeOf(context);
  const url = new URL(request.url);
  const [sessions, billing, methods, passkeys, odds, linkable, twoStepSetup] = await Promise.all([
    services.auth.listSessions(auth),
    accountBillingData(context, new URL(request.url)),
    services.auth.listSignInMethods(auth),
    services.auth.listPasskeys(auth),
    services.odds.enabled
      ? Promise.all([services.odds.preference(auth.user.id), services.odds.settings()]).then(
          ([preference, settings]) => ({ preference, siteFormat: settings.default_format as OddsFormat }),
        )
      : null,
    auth.user.anonymous ? null : services.auth.linkableProvider(auth.user.id),
    services.auth.pendingTwoStepSetup(auth.user),
  ]);
  return {
    odds,
    billing,
    user: services.auth.toUserBody(auth.user),
    sessions,
    methods,
    passkeys,
    passkeysOn: services.auth.methods.has("passkey"),
    // The social provider to link (a plain link: the provider is another origin), and how the last try went.
    linking: {
      provider: linkable,
      href: `${services.config.SITE_API_PATH}/auth/oidc/start?link=1&redirectTo=${encodeURIComponent("/account")}`,
      linked: url.searchParams.get("linked") === "social" ? services.config.OIDC_NAME : null,
      error: url.searchParams.get("error"),
    },
    welcome: new URL(request.url).searchParams.has("welcome"),
    // Sent here by the admin area: the role needs a second factor first.
    twoStepRequired: new URL(request.url).searchParams.get("twoStep") === "required",
    twoStepSetup,
    // Staff who turn two-step on are offered the way on to the admin area.
    staff: services.auth.scopesOf(auth.user.role).includes("cms"),
  };
}

export async function accountAction({ request, context }: Args) {
  const auth = requireAuthenticated(context);
  const { auth: accounts } = requestScopeOf(context).services;
  const form = await readForm(request);
  const intent = formValue(form, "intent");
  const t = translatorOf(context);
  return attempt(
    async () => {
      switch (intent) {
        case "profile":
          await accounts.updateProfile(auth, {
            displayName: formValue(form, "display_name"),
            avatarUrl: formText(form, "avatar_url") || null,
          });
          return { intent, done: t(m.profileSaved) };
        case "change-email":
          await accounts.changeEmail(auth, {
            email: checked(accounts.emailField, formValue(form, "email"), "email"),
            password: optionalPassword(context, form, "current_password"),
          });
          return { intent, done: t(m.emailChanging) };
        case "send-verification":
          await accounts.sendEmailVerification(auth.user.id);
          return { intent, done: t(m.verificationSent, { email: auth.user.email ?? "" }) };
        case "change-password":
          await accounts.changePassword(auth, {
            currentPassword: optionalPassword(context, form, "current_password"),
            newPassword: formValue(form, "password"),
          });
          return { intent, done: t(m.passwordChanged) };
        case "unlink-method": {
          const method = formValue(form, "method");
          if (!["password", "phone", "social"].includes(method)) {
            throw new AppError(
              "bad-request",
              "method-not-removable",
              "That sign-in method cannot be removed here.",
            );
          }
          await accounts.unlinkSignInMethod(auth, {
            method: method as "password" | "phone" | "social",
            identityId: Number(formValue(form, "identity")) || undefined,
          });
          return { intent, done: t(m.methodRemoved) };
        }
        case "revoke-session":
          await accounts.revokeSession(auth, formValue(form, "session"));
          return { intent, done: t(m.sessionRevoked) };
        case "odds": {
          const format = formValue(form, "odds_format");
          await requestScopeOf(context).services.odds.savePreference(auth.user.id, {
            format: (ODDS_FORMATS as readonly string[]).includes(format) ? (format as OddsFormat) : null,
            hide: form.get("hide_odds") === "on",
          });
          return { intent, done: t(m.oddsSaved) };
        }
        case "sign-out-everywhere":
          await accounts.signOutEverywhere(auth.user.id);
          forgetSession(context);
          throw redirect("/");
        case "delete-account":
          await accounts.deleteAccount(auth, optionalPassword(context, form, "current_password"));
          forgetSession(context);
          throw redirect("/");
        default: {
          const twoStep = await twoStepIntent({ request, context }, auth, intent, form);
          if (twoStep) return twoStep;
          const passkey = await passkeyIntent({ request, context }, auth, intent, form);
          if (passkey) return passkey;
          const billed = await billingIntent(context, intent);
          if (billed) return billed;
          throw new AppError("bad-request", "invalid-intent", "Unknown account action.");
        }
      }
    },
    { intent },
  );
}
