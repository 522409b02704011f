import { describe, expect, it } from "vitest";
import { firstLink } from "./testing/smtp-receiver.ts";
import {
  authTestServerForFile,
  bearer,
  freshEmail,
  keptTexts,
  signInMethods,
} from "./testing/test-server.ts";

const server = authTestServerForFile();
const texts = keptTexts(server);

const methodsOf = async (token: string) => (await signInMethods(server, token)).map((m) => m.method);

async function phoneSignIn(phone_number: string, headers: Record<string, string> = {}) {
  await server.call("POST", "/auth/phone/send", { phone_number });
  const code = texts.at(-1)?.text.slice(0, 6);
  return server.call("POST", "/auth/phone", { phone_number, code }, headers);
}

describe("sign-in methods on the account", () => {
  it("lists them, links a phone proven while signed in, and never removes the last one", async () => {
    const email = freshEmail("methods");
    const sent = await server.call("POST", "/auth/email-link/send", { email });
    const code = new URL(firstLink(await server.smtp.waitFor(email, /Sign in to/))).searchParams.get("code");
    const cookie = (sent.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const signedIn = await server.call("POST", "/auth/email-link", { code }, { Cookie: cookie });
    const token = signedIn.body.data.token.access_token;
    expect(await methodsOf(token)).toEqual(["email-link"]);

    const linked = await phoneSignIn("+447912300001", bearer(token));
    expect(linked.body.data).toMatchObject({ id: signedIn.body.data.id, phone_number: "+447912300001" });
    expect(await methodsOf(token)).toEqual(["email-link", "phone"]);

    const notRemovable = await server.call(
      "DELETE",
      "/auth/me/sign-in-methods/email-link",
      undefined,
      bearer(token),
    );
    expect([notRemovable.status, notRemovable.body.error.code]).toEqual([400, "method-not-removable"]);
    const absent = await server.call("DELETE", "/auth/me/sign-in-methods/password", undefined, bearer(token));
    expect([absent.status, absent.body.error.code]).toEqual([404, "method-not-linked"]);
    const removed = await server.call("DELETE", "/auth/me/sign-in-methods/phone", undefined, bearer(token));
    expect(removed.status).toBe(200);
    expect(await methodsOf(token)).toEqual(["email-link"]);
  });

  it("answers 409 last-sign-in-method for an account's only way in", async () => {
    const phoneOnly = await phoneSignIn("+447912300002");
    const token = phoneOnly.body.data.token.access_token;
    expect(await methodsOf(token)).toEqual(["phone"]);
    const last = await server.call("DELETE", "/auth/me/sign-in-methods/phone", undefined, bearer(token));
    expect([last.status, last.body.error.code]).toEqual([409, "last-sign-in-method"]);
    const again = await phoneSignIn("+447912300002");
    expect(again.body.data.id).toBe(phoneOnly.body.data.id);
  });
});
