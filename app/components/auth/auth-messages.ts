/** Words for codes that reach a page through its address (social sign-in, a finished reset). */
export const ADDRESS_MESSAGES: Record<string, string> = {
  "account-exists-with-different-credential":
    "An account with this e-mail address already exists. Sign in with your password first.",
  "social-sign-in-failed": "Social sign-in did not complete. Please try again.",
  "operation-not-allowed": "Social sign-in is not available.",
  "user-disabled": "This account has been disabled.",
  "expired-action-code": "This sign-in attempt has expired. Please sign in again.",
  "credential-already-in-use":
    "That sign-in is already linked to another account. Sign in with it and remove it there first.",
  "requires-recent-login": "Please sign out and sign in again, then link it within 10 minutes.",
};

/** Words for what the browser's passkey prompt answers (WebAuthnError codes and DOMException names). */
export const PASSKEY_BROWSER_MESSAGES: Record<string, string> = {
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: "This device already holds a passkey for your account.",
  ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT:
    "This authenticator cannot check a PIN, fingerprint or face, which passkeys here need.",
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT:
    "This authenticator cannot keep a passkey. Try your phone or this device's screen lock.",
  ERROR_INVALID_DOMAIN: "Passkeys only work on this site's own secure address.",
  ERROR_INVALID_RP_ID: "Passkeys only work on this site's own secure address.",
  NotAllowedError: "The passkey prompt was closed or timed out. Try again when you are ready.",
  NotSupportedError: "This browser cannot use passkeys.",
  SecurityError: "Passkeys only work on this site's own secure address.",
};

export const PASSKEY_FALLBACK_MESSAGE = "The passkey did not work. Please try again.";
/** The sign-in page's offer while a social identity waits for its account (10 minutes, this browser). */
export const linkOfferMessage = (provider: string) =>
  `An account with this address exists. Sign in with your password (or another method on the account) to link ${provider}.`;

/** The same page once that wait is over or spent: nothing is linked. */
export const linkExpiredMessage = (provider: string) =>
  `The request to link ${provider} has expired. Sign in, then continue with ${provider} again to link it.`;

/** The account page after a provider was linked to it. */
export const linkedMessage = (provider: string) => `${provider} is linked: you can sign in with it now.`;
