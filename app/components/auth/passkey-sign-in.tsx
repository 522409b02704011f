import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { defineMessages, useBrowserOnlyMessages, useT } from "../../lib/i18n.tsx";
import { FormError } from "../form/submit-button.tsx";
import { isAborted, passkeyMessage, passkeyOptions } from "./passkey-client.ts";

const m = defineMessages({
  signIn: { id: "auth.passkey.sign-in", defaultMessage: "Sign in with a passkey" },
  waiting: {
    id: "auth.passkey.waiting",
    defaultMessage: "Waiting for your passkey…",
    description: "While the browser's passkey prompt is open",
  },
});

/**
 * "Sign in with a passkey", shown only where the browser can; where it offers
 * autofill, passkeys are also listed under the e-mail field (conditional UI).
 * The browser's answer is posted to the page's action, which keeps the session.
 */
export function PasskeySignIn({ apiPath, redirectTo }: { apiPath: string; redirectTo: string }) {
  const submit = useSubmit();
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const [supported, setSupported] = useState(false);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useBrowserOnlyMessages(m);
  const finish = useRef((_: AuthenticationResponseJSON) => Promise.resolve());
  finish.current = (response) =>
    submit(
      { intent: "passkey", redirectTo, response: JSON.stringify(response) },
      { method: "post", replace: true },
    );

  useEffect(() => {
    if (!browserSupportsWebAuthn()) return;
    setSupported(true);
    let stopped = false;
    void (async () => {
      const field = document.querySelector('input[autocomplete$="webauthn"]');
      if (!field || !(await browserSupportsWebAuthnAutofill())) return;
      try {
        const optionsJSON = await passkeyOptions(apiPath, "authentication-options");
        if (stopped) return;
        await finish.current(await startAuthentication({ optionsJSON, useBrowserAutofill: true }));
      } catch {
        // Autofill is an offer: when it is cancelled or unavailable the button still works.
      }
    })();
    return () => {
      stopped = true;
      WebAuthnAbortService.cancelCeremony();
    };
  }, [apiPath]);

  if (!supported) return null;

  async function signIn() {
    setProblem(null);
    setWorking(true);
    try {
      const optionsJSON = await passkeyOptions(apiPath, "authentication-options");
      await finish.current(await startAuthentication({ optionsJSON }));
    } catch (error) {
      if (!isAborted(error)) setProblem(passkeyMessage(error, t));
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="mt-3 space-y-2">
      <FormError message={problem} />
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={working || busy}
        className="w-full rounded-lg border border-line px-4 py-2 text-sm font-semibold hover:bg-raised disabled:opacity-60"
      >
        {working ? t(m.waiting) : t(m.signIn)}
      </button>
    </div>
  );
}
