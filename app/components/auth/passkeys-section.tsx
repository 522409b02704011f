import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { defineMessages, useBrowserOnlyMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { useDayFormat } from "../../lib/time-zone.tsx";
import { formError } from "../form/form-failure.ts";
import { FormError, FormNotice } from "../form/submit-button.tsx";
import { type AccountResult, failureFor, resultFor } from "./account-result.ts";
import { AccountSection } from "./account-section.tsx";
import { authWords } from "./auth-words.ts";
import { isAborted, passkeyMessage, passkeyOptions } from "./passkey-client.ts";

const m = defineMessages({
  title: { id: "account.passkeys.title", defaultMessage: "Passkeys" },
  description: {
    id: "account.passkeys.description",
    defaultMessage:
      "Sign in with your fingerprint, face or screen lock instead of a password. A passkey is also your second step: no code is asked for.",
  },
  none: { id: "account.passkeys.none", defaultMessage: "No passkeys yet." },
  added: {
    id: "account.passkeys.used",
    defaultMessage: "Added {added} · Last used {used}",
    description: "Under a passkey's name: {added} and {used} are dates, or {used} is the word for never",
  },
  never: { id: "account.passkeys.never", defaultMessage: "never", description: "A passkey never used yet" },
  removeNamed: {
    id: "account.passkeys.remove-named",
    defaultMessage: "passkey {name}",
    description:
      "Read by screen readers after the word Remove (or Rename): which passkey. Word it so it follows those verbs",
  },
  rename: { id: "account.passkeys.rename", defaultMessage: "Rename" },
  newName: { id: "account.passkeys.new-name", defaultMessage: "New name" },
  saveName: { id: "account.passkeys.save-name", defaultMessage: "Save name" },
  cannot: {
    id: "account.passkeys.unsupported",
    defaultMessage: "This browser cannot make passkeys. Try another browser or device.",
  },
  name: { id: "account.passkeys.name", defaultMessage: "Name" },
  optional: {
    id: "account.passkeys.optional",
    defaultMessage: "(optional)",
    description: "After a field's label",
  },
  example: {
    id: "account.passkeys.name-example",
    defaultMessage: "e.g. My phone",
    description: "Placeholder of a new passkey's name",
  },
  waiting: {
    id: "account.passkeys.waiting",
    defaultMessage: "Waiting for your device…",
    description: "While the browser makes the passkey",
  },
  add: { id: "account.passkeys.add", defaultMessage: "Add a passkey" },
});

export type PasskeyRow = { id: number; name: string; created_at: string; last_used_at: string | null };

const INTENTS = ["passkey-add", "passkey-rename", "passkey-remove"];
const smallButton =
  "rounded-lg border border-line px-3 py-1 text-xs font-semibold hover:bg-raised disabled:opacity-60";

/** Passkeys: add one with this device's screen lock or a security key, rename and remove them. */
export function PasskeysSection({
  passkeys,
  enabled,
  result,
}: {
  passkeys: PasskeyRow[];
  enabled: boolean;
  result: AccountResult;
}) {
  const t = useT();
  if (!enabled && passkeys.length === 0) return null;
  const failure = INTENTS.map((intent) => failureFor(result, intent)).find(Boolean);
  return (
    <AccountSection title={t(m.title)} anchor="passkeys" description={t(m.description)}>
      <FormNotice message={resultFor(result, ...INTENTS)?.done} />
      <FormError message={formError(failure)} />
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted">{t(m.none)}</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      {enabled ? <AddPasskey /> : null}
    </AccountSection>
  );
}

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  const day = useDayFormat();
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium">{passkey.name}</p>
          <p className="text-xs text-muted">
            {t(m.added, {
              added: day(passkey.created_at),
              used: passkey.last_used_at ? day(passkey.last_used_at) : t(m.never),
            })}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="passkey-remove" />
          <input type="hidden" name="passkey" value={passkey.id} />
          <button type="submit" disabled={busy} className={smallButton}>
            {t(authWords.remove)}
            <span className="sr-only"> {t(m.removeNamed, { name: passkey.name })}</span>
          </button>
        </Form>
      </div>
      <details>
        <summary className="cursor-pointer text-xs font-semibold text-muted hover:text-fg">
          {t(m.rename)}
          <span className="sr-only"> {t(m.removeNamed, { name: passkey.name })}</span>
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="passkey-rename" />
          <input type="hidden" name="passkey" value={passkey.id} />
          <label className="min-w-0 flex-1 text-xs font-medium">
            {t(m.newName)}
            <input
              name="name"
              required
              maxLength={60}
              defaultValue={passkey.name}
              className="mt-1 block w-full rounded-lg border border-line bg-page px-3 py-1.5 text-sm outline-none focus:ring-2 focus:ring-accent"
            />
          </label>
          <button type="submit" disabled={busy} className={smallButton}>
            {t(m.saveName)}
          </button>
        </Form>
      </details>
    </li>
  );
}

/** The browser makes the key; its answer goes to the account action like any other form. */
function AddPasskey() {
  const { apiPath } = usePublicConfig();
  const submit = useSubmit();
  const t = useT();
  const [supported, setSupported] = useState<boolean | null>(null);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  useBrowserOnlyMessages({ cannot: m.cannot });
  if (supported === false) {
    return <p className="text-sm text-muted">{t(m.cannot)}</p>;
  }

  async function add(name: string) {
    setProblem(null);
    setWorking(true);
    try {
      const optionsJSON = await passkeyOptions(apiPath, "registration-options");
      const response = await startRegistration({ optionsJSON });
      await submit(
        { intent: "passkey-add", name, response: JSON.stringify(response) },
        { method: "post", preventScrollReset: true },
      );
    } catch (error) {
      if (!isAborted(error)) setProblem(passkeyMessage(error, t));
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="space-y-3">
      <FormError message={problem} />
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void add(String(new FormData(event.currentTarget).get("name") ?? ""));
        }}
      >
        <label className="min-w-0 flex-1 text-sm font-medium">
          {t(m.name)} <span className="font-normal text-muted">{t(m.optional)}</span>
          <input
            name="name"
            maxLength={60}
            placeholder={t(m.example)}
            className="mt-1 block w-full rounded-lg border border-line bg-page px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-accent"
          />
        </label>
        <button
          type="submit"
          disabled={working || supported === null}
          className="w-full rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg hover:opacity-90 disabled:opacity-60 sm:w-auto"
        >
          {working ? t(m.waiting) : t(m.add)}
        </button>
      </form>
    </div>
  );
}
