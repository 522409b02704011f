import type { Config } from "../config/config.ts";
import type { Db } from "../db/connect.ts";
import { bindFirst } from "../platform/bind.ts";
import type { Logger } from "../platform/logger.ts";
import { createMailer, type Mailer } from "../platform/mailer.ts";
import { createRateLimiter } from "../platform/rate-limit.ts";
import * as account from "./account.ts";
import {
  type AuthContext,
  type AuthLimits,
  type ClientInfo,
  DEFAULT_LIMITS,
  type GuestMerge,
} from "./context.ts";
import {
  clearedCookies,
  expiryOf,
  readCookie,
  serializeCookie,
  sessionCookies,
  tokenCookies,
} from "./cookies.ts";
import * as directory from "./directory.ts";
import * as emailLink from "./email-link.ts";
import * as guests from "./guests.ts";
import { authenticationResponseField, registrationResponseField } from "./http/passkey-schemas.ts";
import { displayNameField, emailField, passwordField } from "./http/schemas.ts";
import * as invites from "./invites.ts";
import * as linking from "./linking.ts";
import * as methods from "./methods.ts";
import { createSocialSignIn } from "./oidc.ts";
import * as passkeys from "./passkeys.ts";
import { createPasswordHasher } from "./passwords.ts";
import * as phone from "./phone.ts";
import * as recovery from "./recovery.ts";
import { isRoleAtLeast, ROLES, STAFF_ROLES, scopesOf, staffRefusal } from "./roles.ts";
import * as sessions from "./sessions.ts";
import * as signIn from "./sign-in.ts";
import { createSmsGateway, type SmsGateway } from "./sms.ts";
import * as staff from "./staff.ts";
import { createTokenSigner, randomToken } from "./tokens.ts";
import * as twoStep from "./two-step.ts";
import * as userAdmin from "./user-admin.ts";
import { toUserBody } from "./user-view.ts";

export type { DirectoryUser } from "./directory.ts";
export { lacksSecondFactor } from "./roles.ts";
export type { Authenticated } from "./sessions.ts";
export type { StaffAction } from "./staff.ts";
export type { StaffSessionView } from "./user-admin.ts";
export type { ClientInfo };

export type AuthOptions = {
  db: Db;
  config: Config;
  logger: Logger;
  mailer?: Mailer;
  limits?: Partial<AuthLimits>;
  sms?: SmsGateway;
  now?: () => Date;
};

/** Accounts and sessions: every operation of the sign-in system, bound to its parts. */
export function createAuthService(options: AuthOptions) {
  const { db, config, logger } = options;
  const ctx: AuthContext = {
    db,
    config,
    logger,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM ?? `${config.SITE_NAME} <no-reply@${new URL(config.SITE_URL).hostname}>`,
        dataDir: config.dataDir,
        logger,
      }),
    hasher: createPasswordHasher(config.secrets.passwordPepper),
    signer: createTokenSigner(config.secrets.sessionSecret, config.SITE_URL),
    limiter: createRateLimiter(db),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    sms: options.sms ?? createSmsGateway({ smsUrl: config.SMS_URL, dataDir: config.dataDir, logger }),
    now: options.now ?? (() => new Date()),
    guestMerges: [],
  };
  return {
    context: ctx,
    register: bindFirst(ctx, signIn.register),
    signIn: bindFirst(ctx, signIn.signIn),
    completeSecondFactor: bindFirst(ctx, signIn.completeSecondFactor),
    refresh: bindFirst(ctx, sessions.refreshSession),
    authenticate: bindFirst(ctx, sessions.authenticate),
    signOut: bindFirst(ctx, account.signOut),
    signOutEverywhere: bindFirst(ctx, account.signOutEverywhere),
    listSessions: bindFirst(ctx, account.listSessions),
    revokeSession: bindFirst(ctx, account.revokeSession),
    updateProfile: bindFirst(ctx, account.updateProfile),
    rememberLocale: bindFirst(ctx, account.rememberLocale),
    changePassword: bindFirst(ctx, account.changePassword),
    changeEmail: bindFirst(ctx, account.changeEmail),
    deleteAccount: bindFirst(ctx, account.deleteAccount),
    setDisabled: bindFirst(ctx, account.setDisabled),
    listUsers: bindFirst(ctx, directory.listUsers),
    changeUserState: bindFirst(ctx, directory.changeUserState),
    changeUsersState: bindFirst(ctx, directory.changeUsersState),
    userBulkActions: directory.USER_BULK_ACTIONS,
    getUser: bindFirst(ctx, directory.getUser),
    peopleOf: bindFirst(ctx, directory.peopleOf),
    grantRole: bindFirst(ctx, staff.grantRole),
    changeRole: bindFirst(ctx, staff.changeRole),
    inviteStaff: bindFirst(ctx, invites.inviteStaff),
    revokeInvite: bindFirst(ctx, invites.revokeInvite),
    listInvites: bindFirst(ctx, invites.listInvites),
    invitePreview: bindFirst(ctx, invites.invitePreview),
    acceptInvite: bindFirst(ctx, invites.acceptInvite),
    resetTwoStep: bindFirst(ctx, userAdmin.resetTwoStep),
    listUserSessions: bindFirst(ctx, userAdmin.listUserSessions),
    revokeUserSession: bindFirst(ctx, userAdmin.revokeUserSession),
    revokeAllUserSessions: bindFirst(ctx, userAdmin.revokeAllUserSessions),
    sendEmailVerification: bindFirst(ctx, recovery.sendEmailVerification),
    verifyEmail: bindFirst(ctx, recovery.verifyEmail),
    requestPasswordReset: bindFirst(ctx, recovery.requestPasswordReset),
    resetPassword: bindFirst(ctx, recovery.resetPassword),
    resetLinkState: bindFirst(ctx, recovery.resetLinkState),
    startTwoStepSetup: bindFirst(ctx, twoStep.startTwoStepSetup),
    pendingTwoStepSetup: bindFirst(ctx, twoStep.pendingTwoStepSetup),
    enableTwoStep: bindFirst(ctx, twoStep.enableTwoStep),
    disableTwoStep: bindFirst(ctx, twoStep.disableTwoStep),
    methods: new Set(config.AUTH_METHODS),
    listSignInMethods: bindFirst(ctx, methods.listSignInMethods),
    unlinkSignInMethod: bindFirst(ctx, methods.unlinkSignInMethod),
    sendEmailLink: bindFirst(ctx, emailLink.sendEmailLink),
    signInWithEmailLink: bindFirst(ctx, emailLink.signInWithEmailLink),
    sendPhoneCode: bindFirst(ctx, phone.sendPhoneCode),
    signInWithPhone: bindFirst(ctx, phone.signInWithPhone),
    signInAsGuest: bindFirst(ctx, guests.signInAsGuest),
    passkeyRegistrationOptions: bindFirst(ctx, passkeys.passkeyRegistrationOptions),
    registerPasskey: bindFirst(ctx, passkeys.registerPasskey),
    passkeyAuthenticationOptions: bindFirst(ctx, passkeys.passkeyAuthenticationOptions),
    signInWithPasskey: bindFirst(ctx, passkeys.signInWithPasskey),
    listPasskeys: bindFirst(ctx, passkeys.listPasskeys),
    renamePasskey: bindFirst(ctx, passkeys.renamePasskey),
    removePasskey: bindFirst(ctx, passkeys.removePasskey),
    deleteIdleGuests: bindFirst(ctx, guests.deleteIdleGuests),
    deleteStaleCodes: bindFirst(ctx, guests.deleteStaleCodes),
    social: createSocialSignIn(ctx, `${config.SITE_API_PATH}/auth/oidc/callback`),
    pendingLinkOf: bindFirst(ctx, linking.pendingLinkOf),
    linkableProvider: bindFirst(ctx, linking.linkableProvider),
    /** A domain keeping data per account moves a guest's onto the account it signs in to. */
    onGuestMerge: (merge: GuestMerge) => void ctx.guestMerges.push(merge),
    /** This site's session cookie names and their Secure flag, worked out once from SITE_URL. */
    cookies: sessionCookies(config.SITE_URL),
    // The rules and shapes pages share with the API: cookies, form fields, roles, the user view.
    readCookie,
    serializeCookie,
    tokenCookies,
    clearedCookies,
    expiryOf,
    EMAIL_LINK_SECONDS: emailLink.EMAIL_LINK_SECONDS,
    guestIdOf: guests.guestIdOf,
    randomToken,
    emailField,
    passwordField,
    displayNameField,
    registrationResponseField,
    authenticationResponseField,
    ROLES,
    STAFF_ROLES,
    isRoleAtLeast,
    scopesOf,
    staffRefusal,
    toUserBody,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export { USER_BULK_ACTIONS } from "./directory.ts";
