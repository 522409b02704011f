import { redirect } from "react-router";
import type { ZodType } from "zod";
import type { Authenticated } from "../../../server/auth/service.ts";
import { AppError } from "../../../shared/errors.ts";
import { sameSitePath } from "../../../shared/redirects.ts";
import { formValue } from "../../lib/form-text.ts";
import { defineMessages } from "../../lib/i18n.tsx";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { clientInfo, keepSignedIn } from "../../lib/session.server.ts";
import { translatorOf, withoutLanguage } from "./page-language.server.ts";

type Args = { request: Request; context: Parameters<typeof requestScopeOf>[0] };
type Context = Args["context"];

const m = defineMessages({
  added: {
    id: "account.done.passkey-added",
    defaultMessage: "Passkey “{name}” added. Use it next time you sign in.",
    description: "{name} is the name the fan gave the passkey",
  },
  renamed: { id: "account.done.passkey-renamed", defaultMessage: "Passkey renamed." },
  removed: { id: "account.done.passkey-removed", defaultMessage: "Passkey removed." },
});

/** The browser's answer, posted as JSON in a form field, checked with the API's own schema. */
function browserAnswer<T>(form: FormData, schema: ZodType<T>): T {
  try {
    const parsed = schema.safeParse(JSON.parse(formValue(form, "response")));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through: not JSON.
  }
  throw new AppError(
    "bad-request",
    "invalid-passkey",
    "This passkey could not be checked. Please try again.",
  );
}

function requirePasskeys(context: Context) {
  const { auth } = requestScopeOf(context).services;
  if (!auth.methods.has("passkey")) {
    throw new AppError("not-found", "operation-not-allowed", "Signing in with a passkey is turned off.");
  }
}

/** The sign-in page posts the browser's answer here; the session opens like any other sign-in. */
export async function passkeyFromPage({ request, context }: Args, form: FormData) {
  requirePasskeys(context);
  const { auth } = requestScopeOf(context).services;
  const response = browserAnswer(form, auth.authenticationResponseField);
  const signedIn = await auth.signInWithPasskey({ response }, clientInfo(request, context));
  keepSignedIn(context, signedIn);
  throw redirect(withoutLanguage(context, sameSitePath(formValue(form, "redirectTo"))));
}

/** The account page's passkey forms: add (the browser's answer), rename, remove. */
export async function passkeyIntent(
  { request, context }: Args,
  auth: Authenticated,
  intent: string,
  form: FormData,
) {
  const { auth: accounts } = requestScopeOf(context).services;
  const id = Number(formValue(form, "passkey"));
  switch (intent) {
    case "passkey-add": {
      requirePasskeys(context);
      const response = browserAnswer(form, accounts.registrationResponseField);
      const added = await accounts.registerPasskey(
        auth,
        { response, name: formValue(form, "name") },
        clientInfo(request, context),
      );
      return { intent, done: translatorOf(context)(m.added, { name: added.name }) };
    }
    case "passkey-rename":
      await accounts.renamePasskey(auth, id, formValue(form, "name"));
      return { intent, done: translatorOf(context)(m.renamed) };
    case "passkey-remove":
      await accounts.removePasskey(auth, id);
      return { intent, done: translatorOf(context)(m.removed) };
    default:
      return null;
  }
}
