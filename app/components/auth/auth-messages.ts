import { defineMessages, type MessageDescriptor } from "../../lib/i18n.tsx";

const address = defineMessages({
  accountExists: {
    id: "auth.address.account-exists",
    defaultMessage: "An account with this e-mail address already exists. Sign in with your password first.",
    description: "After social sign-in found an account with the same address",
  },
  socialFailed: {
    id: "auth.address.social-failed",
    defaultMessage: "Social sign-in did not complete. Please try again.",
  },
  notAllowed: { id: "auth.address.not-allowed", defaultMessage: "Social sign-in is not available." },
  disabled: { id: "auth.address.user-disabled", defaultMessage: "This account has been disabled." },
  expired: {
    id: "auth.address.expired",
    defaultMessage: "This sign-in attempt has expired. Please sign in again.",
  },
  inUse: {
    id: "auth.address.credential-in-use",
    defaultMessage:
      "That sign-in is already linked to another account. Sign in with it and remove it there first.",
    description: "Linking a social identity that another account already has",
  },
  recentLogin: {
    id: "auth.address.requires-recent-login",
    defaultMessage: "Please sign out and sign in again, then link it within 10 minutes.",
  },
});

/** Words for codes that reach a page through its address (social sign-in, a finished reset). */
export const ADDRESS_MESSAGES: Record<string, MessageDescriptor> = {
  "account-exists-with-different-credential": address.accountExists,
  "social-sign-in-failed": address.socialFailed,
  "operation-not-allowed": address.notAllowed,
  "user-disabled": address.disabled,
  "expired-action-code": address.expired,
  "credential-already-in-use": address.inUse,
  "requires-recent-login": address.recentLogin,
};

const passkey = defineMessages({
  previouslyRegistered: {
    id: "auth.passkey.previously-registered",
    defaultMessage: "This device already holds a passkey for your account.",
  },
  noUserVerification: {
    id: "auth.passkey.no-user-verification",
    defaultMessage: "This authenticator cannot check a PIN, fingerprint or face, which passkeys here need.",
  },
  noDiscoverable: {
    id: "auth.passkey.no-discoverable",
    defaultMessage: "This authenticator cannot keep a passkey. Try your phone or this device's screen lock.",
  },
  wrongAddress: {
    id: "auth.passkey.wrong-address",
    defaultMessage: "Passkeys only work on this site's own secure address.",
  },
  notAllowed: {
    id: "auth.passkey.not-allowed",
    defaultMessage: "The passkey prompt was closed or timed out. Try again when you are ready.",
  },
  notSupported: { id: "auth.passkey.not-supported", defaultMessage: "This browser cannot use passkeys." },
  fallback: { id: "auth.passkey.failed", defaultMessage: "The passkey did not work. Please try again." },
});

/** Words for what the browser's passkey prompt answers (WebAuthnError codes and DOMException names). */
export const PASSKEY_BROWSER_MESSAGES: Record<string, MessageDescriptor> = {
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: passkey.previouslyRegistered,
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT: passkey.noUserVerification,
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: passkey.noDiscoverable,
  ERROR_INVALID_DOMAIN: passkey.wrongAddress,
  ERROR_INVALID_RP_ID: passkey.wrongAddress,
  NotAllowedError: passkey.notAllowed,
  NotSupportedError: passkey.notSupported,
  SecurityError: passkey.wrongAddress,
};

export const PASSKEY_FALLBACK_MESSAGE = passkey.fallback;

export const linkMessages = defineMessages({
  /** The sign-in page's offer while a social identity waits for its account (10 minutes, this browser). */
  offer: {
    id: "auth.link.offer",
    defaultMessage:
      "An account with this address exists. Sign in with your password (or another method on the account) to link {provider}.",
    description: "{provider} is the social sign-in's name (Google, Apple…)",
  },
  /** The same page once that wait is over or spent: nothing is linked. */
  expired: {
    id: "auth.link.expired",
    defaultMessage:
      "The request to link {provider} has expired. Sign in, then continue with {provider} again to link it.",
  },
  /** The account page after a provider was linked to it. */
  linked: {
    id: "auth.link.linked",
    defaultMessage: "{provider} is linked: you can sign in with it now.",
  },
});
