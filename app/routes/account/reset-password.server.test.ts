import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLink } from "../../../server/auth/testing/smtp-receiver.ts";
import {
  type AuthTestServer,
  registerFan,
  startAuthTestServer,
} from "../../../server/auth/testing/test-server.ts";
import { requestScopeContext } from "../../lib/request-scope.server.ts";
import { resetPasswordData } from "./reset-password.server.ts";

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthTestServer();
});
afterAll(() => server.close());

/** What the reset page says on arrival by a link carrying this code. */
async function arrivalBy(code: string) {
  const context = new RouterContextProvider(
    new Map([[requestScopeContext, { services: server.services, nonce: "n", requestId: "r" } as never]]),
  );
  const request = new Request(`http://localhost:3329/auth/reset-password?code=${encodeURIComponent(code)}`);
  return (await resetPasswordData({ request, context })).deadLink;
}

/** Asks for a reset link for a new fan and answers its code. */
async function mailedResetCode() {
  const fan = await registerFan(server);
  await server.call("POST", "/auth/password-reset/send", { email: fan.email });
  const link = firstLink(await server.smtp.waitFor(fan.email, /Reset your/));
  return new URL(link).searchParams.get("code") ?? "";
}

describe("arriving by a password-reset link", () => {
  it("offers the new-password form for a fresh link and says a used one was used", async () => {
    const code = await mailedResetCode();
    expect(await arrivalBy(code)).toBeNull();
    const reset = await server.call("POST", "/auth/password-reset", {
      code,
      password: "a new long passphrase",
    });
    expect(reset.status).toBe(204);
    expect(await arrivalBy(code)).toBe("This reset link has been used already. Ask for a new one below.");
  });

  it("says an expired link has expired and an unknown one is not valid", async () => {
    const code = await mailedResetCode();
    await server.services.database.db.execute(
      sql`update action_codes set expires_at = now() - interval '1 minute' where purpose = 'reset-password'`,
    );
    expect(await arrivalBy(code)).toBe("This reset link has expired. Ask for a new one below.");
    expect(await arrivalBy("not-a-code-we-sent")).toBe(
      "This reset link is not valid. Ask for a new one below.",
    );
  });
});
