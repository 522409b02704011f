import { describe, expect, it } from "vitest";
import {
  authTestServerForFile,
  freshEmail,
  registerFan,
  STRONG_PASSWORD,
} from "../auth/testing/test-server.ts";

const server = authTestServerForFile();

describe("the API's refusals in the caller's language", () => {
  it("words a refusal and its fields in the language Accept-Language asks for; code and shape stay", async () => {
    const body = { email: "not-an-address", password: "abc", display_name: "X" };
    const english = await server.call("POST", "/auth/register", body);
    const vietnamese = await server.call("POST", "/auth/register", body, {
      "Accept-Language": "vi-VN,vi;q=0.9",
    });
    expect(vietnamese.status).toBe(english.status);
    expect(vietnamese.body.error.code).toBe(english.body.error.code);
    const fieldsOf = (res: typeof english) => res.body.error.details?.fields as Record<string, string>;
    expect(Object.keys(fieldsOf(vietnamese))).toEqual(Object.keys(fieldsOf(english)));
    expect(fieldsOf(english).email).toBe("Enter an e-mail address like name@example.com");
    expect(fieldsOf(vietnamese).email).toBe("Nhập địa chỉ e-mail như name@example.com");
  });

  it("translates a service's own sentence by its code, in German, Japanese and Arabic", async () => {
    const { email } = await registerFan(server);
    const body = { email, password: STRONG_PASSWORD, display_name: "X" };
    const said = async (languages: string) =>
      (await server.call("POST", "/auth/register", body, { "Accept-Language": languages })).body.error;
    expect(await said("de-AT")).toMatchObject({
      code: "email-already-in-use",
      message: "Es gibt bereits ein Konto mit dieser E-Mail-Adresse.",
    });
    expect((await said("ja")).message).toBe("このメールアドレスのアカウントはすでにあります。");
    expect((await said("ar-EG")).message).toBe("يوجد حساب بهذا البريد الإلكتروني بالفعل.");
    // A language we do not offer, and a header nobody could read, get English.
    expect((await said("fr-FR")).message).toBe("An account with this e-mail address already exists.");
    expect((await said("@@;;q=x")).message).toBe("An account with this e-mail address already exists.");
  });

  it("a weak password is refused in the fan's language", async () => {
    const res = await server.call(
      "POST",
      "/auth/register",
      { email: freshEmail(), password: "password1", display_name: "X" },
      { "Accept-Language": "vi" },
    );
    expect(res.body.error.code).toBe("weak-password");
    expect(res.body.error.message).toMatch(/^Mật khẩu/);
  });
});
