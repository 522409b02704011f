/** Words for codes that reach a page through its address (social sign-in, a finished reset). */
export const ADDRESS_MESSAGES: Record<string, string> = {
  "account-exists-with-different-credential":
    "An account with this e-mail address already exists. Sign in with your password first.",
  "social-sign-in-failed": "Social sign-in did not complete. Please try again.",
  "operation-not-allowed": "Social sign-in is not available.",
  "user-disabled": "This account has been disabled.",
  "expired-action-code": "This sign-in attempt has expired. Please sign in again.",
};
