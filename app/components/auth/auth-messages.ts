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

/** The sign-in page's offer while a social identity waits for its account (10 minutes, this browser). */
export const linkOfferMessage = (provider: string) =>
  `An account with this address exists. Sign in with your password (or another method on the account) to link ${provider}.`;

/** The same page once that wait is over or spent: nothing is linked. */
export const linkExpiredMessage = (provider: string) =>
  `The request to link ${provider} has expired. Sign in, then continue with ${provider} again to link it.`;

/** The account page after a provider was linked to it. */
export const linkedMessage = (provider: string) => `${provider} is linked: you can sign in with it now.`;
