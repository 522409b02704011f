import type { Config } from "../config.ts";
import type { Db } from "../db/connect.ts";
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
import * as directory from "./directory.ts";
import * as emailLink from "./email-link.ts";
import * as guests from "./guests.ts";
import * as invites from "./invites.ts";
import * as linking from "./linking.ts";
import * as methods from "./methods.ts";
import { createSocialSignIn } from "./oidc.ts";
import * as passkeys from "./passkeys.ts";
import { createPasswordHasher } from "./passwords.ts";
import * as phone from "./phone.ts";
import * as recovery from "./recovery.ts";
import * as sessions from "./sessions.ts";
import * as signIn from "./sign-in.ts";
import { createSmsGateway, type SmsGateway } from "./sms.ts";
import * as staff from "./staff.ts";
import { createTokenSigner } from "./tokens.ts";
import * as twoStep from "./two-step.ts";
import * as userAdmin from "./user-admin.ts";

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

const bind =
  <A extends unknown[], R>(ctx: AuthContext, fn: (ctx: AuthContext, ...args: A) => R) =>
  (...args: A) =>
    fn(ctx, ...args);

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
    register: bind(ctx, signIn.register),
    signIn: bind(ctx, signIn.signIn),
    completeSecondFactor: bind(ctx, signIn.completeSecondFactor),
    refresh: bind(ctx, sessions.refreshSession),
    authenticate: bind(ctx, sessions.authenticate),
    signOut: bind(ctx, account.signOut),
    signOutEverywhere: bind(ctx, account.signOutEverywhere),
    listSessions: bind(ctx, account.listSessions),
    revokeSession: bind(ctx, account.revokeSession),
    updateProfile: bind(ctx, account.updateProfile),
    changePassword: bind(ctx, account.changePassword),
    changeEmail: bind(ctx, account.changeEmail),
    deleteAccount: bind(ctx, account.deleteAccount),
    setDisabled: bind(ctx, account.setDisabled),
    listUsers: bind(ctx, directory.listUsers),
    changeUserState: bind(ctx, directory.changeUserState),
    getUser: bind(ctx, directory.getUser),
    peopleOf: bind(ctx, directory.peopleOf),
    grantRole: bind(ctx, staff.grantRole),
    changeRole: bind(ctx, staff.changeRole),
    inviteStaff: bind(ctx, invites.inviteStaff),
    revokeInvite: bind(ctx, invites.revokeInvite),
    listInvites: bind(ctx, invites.listInvites),
    invitePreview: bind(ctx, invites.invitePreview),
    acceptInvite: bind(ctx, invites.acceptInvite),
    resetTwoStep: bind(ctx, userAdmin.resetTwoStep),
    listUserSessions: bind(ctx, userAdmin.listUserSessions),
    revokeUserSession: bind(ctx, userAdmin.revokeUserSession),
    revokeAllUserSessions: bind(ctx, userAdmin.revokeAllUserSessions),
    sendEmailVerification: bind(ctx, recovery.sendEmailVerification),
    verifyEmail: bind(ctx, recovery.verifyEmail),
    requestPasswordReset: bind(ctx, recovery.requestPasswordReset),
    resetPassword: bind(ctx, recovery.resetPassword),
    resetLinkState: bind(ctx, recovery.resetLinkState),
    startTwoStepSetup: bind(ctx, twoStep.startTwoStepSetup),
    pendingTwoStepSetup: bind(ctx, twoStep.pendingTwoStepSetup),
    enableTwoStep: bind(ctx, twoStep.enableTwoStep),
    disableTwoStep: bind(ctx, twoStep.disableTwoStep),
    methods: new Set(config.AUTH_METHODS),
    listSignInMethods: bind(ctx, methods.listSignInMethods),
    unlinkSignInMethod: bind(ctx, methods.unlinkSignInMethod),
    sendEmailLink: bind(ctx, emailLink.sendEmailLink),
    signInWithEmailLink: bind(ctx, emailLink.signInWithEmailLink),
    sendPhoneCode: bind(ctx, phone.sendPhoneCode),
    signInWithPhone: bind(ctx, phone.signInWithPhone),
    signInAsGuest: bind(ctx, guests.signInAsGuest),
    passkeyRegistrationOptions: bind(ctx, passkeys.passkeyRegistrationOptions),
    registerPasskey: bind(ctx, passkeys.registerPasskey),
    passkeyAuthenticationOptions: bind(ctx, passkeys.passkeyAuthenticationOptions),
    signInWithPasskey: bind(ctx, passkeys.signInWithPasskey),
    listPasskeys: bind(ctx, passkeys.listPasskeys),
    renamePasskey: bind(ctx, passkeys.renamePasskey),
    removePasskey: bind(ctx, passkeys.removePasskey),
    deleteIdleGuests: bind(ctx, guests.deleteIdleGuests),
    deleteStaleCodes: bind(ctx, guests.deleteStaleCodes),
    social: createSocialSignIn(ctx, `${config.SITE_API_PATH}/auth/oidc/callback`),
    pendingLinkOf: bind(ctx, linking.pendingLinkOf),
    linkableProvider: bind(ctx, linking.linkableProvider),
    /** A domain keeping data per account moves a guest's onto the account it signs in to. */
    onGuestMerge: (merge: GuestMerge) => void ctx.guestMerges.push(merge),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
