import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  WebAuthnError,
} from "@simplewebauthn/browser";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { apiFetch } from "../../lib/api.ts";
import { translatorFor } from "../../lib/i18n.tsx";
import { PASSKEY_BROWSER_MESSAGES, PASSKEY_FALLBACK_MESSAGE } from "./auth-messages.ts";

/** A failure worth telling the visitor: the server's own words, or none (then the general one). */
export class PasskeyProblem extends Error {}

type OptionsPath = "registration-options" | "authentication-options";
type OptionsOf<P extends OptionsPath> = P extends "registration-options"
  ? PublicKeyCredentialCreationOptionsJSON
  : PublicKeyCredentialRequestOptionsJSON;

/** Asks the API for a fresh single-use challenge; the session cookie says who is signed in. */
export async function passkeyOptions<P extends OptionsPath>(apiPath: string, path: P): Promise<OptionsOf<P>> {
  const response = await apiFetch(apiPath, `/auth/passkeys/${path}`, { method: "POST" }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as
    | (OptionsOf<P> & { error?: { message?: string } })
    | null;
  if (!response?.ok || !body) throw new PasskeyProblem(body?.error?.message ?? "");
  return body;
}

/** True when the visitor closed a prompt we started, or another prompt replaced it: nothing to say. */
export function isAborted(error: unknown): boolean {
  return (
    (error instanceof WebAuthnError && error.code === "ERROR_CEREMONY_ABORTED") ||
    (error instanceof Error && error.name === "AbortError")
  );
}

/** What to tell the visitor about a passkey that did not work, in `t`'s language. */
export function passkeyMessage(error: unknown, t: Translator = translatorFor("en")): string {
  if (error instanceof PasskeyProblem && error.message) return error.message;
  if (error instanceof WebAuthnError) {
    return t(
      PASSKEY_BROWSER_MESSAGES[error.code] ??
        PASSKEY_BROWSER_MESSAGES[error.name] ??
        PASSKEY_FALLBACK_MESSAGE,
    );
  }
  if (error instanceof Error && !(error instanceof PasskeyProblem))
    return t(PASSKEY_BROWSER_MESSAGES[error.name] ?? PASSKEY_FALLBACK_MESSAGE);
  return t(PASSKEY_FALLBACK_MESSAGE);
}
