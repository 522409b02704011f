import { setErrorWording } from "../../shared/errors.ts";
import { defineMessages, type MessageDescriptor } from "../../shared/i18n/messages.ts";
import { requestTranslator } from "../platform/request-language.ts";

/**
 * The error sentences a fan or an app's user meets, in every language. A refusal keeps its code,
 * fields and shape; only its sentence follows the request's language (the page's, or the API's
 * Accept-Language). A sentence not listed here stays in English.
 */
const sentences = defineMessages({
  badRequest: { id: "api.error.bad-request", defaultMessage: "The request could not be read." },
  invalidJson: { id: "api.error.invalid-json", defaultMessage: "The request body is not valid JSON." },
  notFound: { id: "api.error.not-found", defaultMessage: "Not found." },
  internal: { id: "api.error.internal-error", defaultMessage: "Something went wrong on our side." },
  unavailable: {
    id: "api.error.service-unavailable",
    defaultMessage: "The site cannot reach its database right now; try again in a few seconds.",
  },
  storageFull: {
    id: "api.error.insufficient-storage",
    defaultMessage:
      "The server's disk is full, so nothing can be saved right now and nothing was changed. Try again later.",
  },
  tooMany: {
    id: "api.error.too-many-requests",
    defaultMessage: "Too many attempts. Please wait a moment and try again.",
  },
  tooManyCodes: {
    id: "api.error.too-many-requests.codes",
    defaultMessage: "Too many wrong codes. Please ask for a new one.",
  },
  unauthenticated: { id: "api.error.unauthenticated", defaultMessage: "Please sign in to continue." },
  tokenExpired: {
    id: "api.error.user-token-expired",
    defaultMessage: "Your session has expired. Please sign in again.",
  },
  recentLogin: { id: "api.error.requires-recent-login", defaultMessage: "Please sign in again to continue." },
  invalidCredential: {
    id: "api.error.invalid-credential",
    defaultMessage: "The e-mail address or password is incorrect.",
  },
  emailInUse: {
    id: "api.error.email-already-in-use",
    defaultMessage: "An account with this e-mail address already exists.",
  },
  weakPassword: {
    id: "api.error.weak-password",
    defaultMessage: "This password is too common; choose one that is harder to guess.",
  },
  // The length rules' sentences, as server/auth/passwords.ts writes them with its limits (8 and 128).
  shortPassword: {
    id: "api.error.weak-password.short",
    defaultMessage: "The password must be 8 characters long or more.",
  },
  longPassword: {
    id: "api.error.invalid-password",
    defaultMessage: "The password must be 128 characters long or fewer.",
  },
  userDisabled: { id: "api.error.user-disabled", defaultMessage: "This account has been disabled." },
  userNotFound: { id: "api.error.user-not-found", defaultMessage: "No account uses this e-mail address." },
  codeExpired: {
    id: "api.error.code-expired",
    defaultMessage: "This code has expired. Please ask for a new one.",
  },
  linkExpired: {
    id: "api.error.expired-action-code",
    defaultMessage: "This link has expired. Please ask for a new one.",
  },
  wrongCode: {
    id: "api.error.invalid-verification-code",
    defaultMessage: "That code is not valid. Try the current one.",
  },
  invalidPasskey: {
    id: "api.error.invalid-passkey",
    defaultMessage: "This passkey could not be checked. Please try again.",
  },
  signInOff: {
    id: "api.error.operation-not-allowed",
    defaultMessage: "This way of signing in is turned off.",
  },
  emailNotVerified: {
    id: "api.error.email-not-verified",
    defaultMessage: "Verify your e-mail address to write in the chat.",
  },
  authRequired: { id: "api.error.auth-required", defaultMessage: "Sign in to buy and manage plans." },
  planNotFound: { id: "api.error.plan-not-found", defaultMessage: "There is no plan on sale with this id." },
  paymentNotFound: {
    id: "api.error.payment-not-found",
    defaultMessage: "There is no payment of yours with this id.",
  },
  checkoutUnavailable: {
    id: "api.error.checkout-unavailable",
    defaultMessage: "Could not start the payment; try again.",
  },
  planIsFree: {
    id: "api.error.plan-is-free",
    defaultMessage: "To go back to the free plan, cancel your plan.",
  },
  liveRestarting: {
    id: "api.error.live-unavailable",
    defaultMessage: "Live updates are restarting; retry shortly.",
  },
});

// By code and English sentence: one code may carry several sentences, and only the one written here
// is translated (a new sentence under an old code stays English rather than saying something else).
const byCode = new Map<string, MessageDescriptor>(
  Object.values(sentences).map((message) => {
    const code = message.id.slice("api.error.".length).split(".")[0] as string;
    return [`${code}\u0000${message.defaultMessage}`, message];
  }),
);

/** Installs the translation of error sentences, once per process. */
export function wordErrorsInRequestLanguage(): void {
  setErrorWording((code, english) => {
    const t = requestTranslator();
    if (!t || t.locale === "en") return english;
    const message = byCode.get(`${code}\u0000${english}`);
    return message ? t(message) : english;
  });
}
