import { beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../config/config.ts";
import { firstLink } from "./testing/smtp-receiver.ts";
import {
  authTestServerForFile,
  bearer,
  freshEmail,
  keptTexts,
  STRONG_PASSWORD,
  seedDemoTeams,
  whoAmI,
  withPasswordOnly,
} from "./testing/test-server.ts";

const server = authTestServerForFile();
const texts = keptTexts(server);
let teamIds: number[] = [];
beforeAll(async () => {
  teamIds = await seedDemoTeams(server, 2);
}, 60_000);

/** A guest who follows a team, answering its id and access token. */
async function guestFollowing(team: number) {
  const guest = await server.call("POST", "/auth/anonymous");
  expect(guest.status).toBe(201);
  expect(guest.body.data).toMatchObject({ anonymous: true, email: null, has_password: false });
  const token = guest.body.data.token.access_token;
  const follow = await server.call(
    "PUT",
    "/auth/me/favourites",
    { teams: [team], competitions: [], matches: [] },
    bearer(token),
  );
  expect(follow.status).toBe(200);
  return { id: guest.body.data.id, token };
}

async function followedTeams(token: string): Promise<number[]> {
  const favourites = await server.call("GET", "/auth/me/favourites", undefined, bearer(token));
  return (favourites.body as unknown as { teams: number[] }).teams;
}

describe("guests", () => {
  it("upgrade by registering with a password, keeping their id and follows", async () => {
    const team = teamIds[0] ?? 0;
    const guest = await guestFollowing(team);
    const email = freshEmail("upgraded");
    const registered = await server.call(
      "POST",
      "/auth/register",
      { email, password: STRONG_PASSWORD, display_name: "Terrace" },
      bearer(guest.token),
    );
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({ id: guest.id, email, anonymous: false });
    expect(await followedTeams(registered.body.data.token.access_token)).toEqual([team]);
  });

  it("upgrade by phone and by e-mail link, keeping their id and follows", async () => {
    const team = teamIds[1] ?? 0;
    const byPhone = await guestFollowing(team);
    const phone_number = "+447911200001";
    await server.call("POST", "/auth/phone/send", { phone_number });
    const code = texts.at(-1)?.text.slice(0, 6);
    const phone = await server.call("POST", "/auth/phone", { phone_number, code }, bearer(byPhone.token));
    expect(phone.body.data).toMatchObject({ id: byPhone.id, phone_number, anonymous: false });
    expect(await followedTeams(phone.body.data.token.access_token)).toEqual([team]);

    const byLink = await guestFollowing(team);
    const email = freshEmail("linkguest");
    const sent = await server.call("POST", "/auth/email-link/send", { email }, bearer(byLink.token));
    const link = firstLink(await server.smtp.waitFor(email, /Sign in to/));
    const signedIn = await server.call(
      "POST",
      "/auth/email-link",
      { code: new URL(link).searchParams.get("code") },
      { Cookie: (sent.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "" },
    );
    expect(signedIn.body.data).toMatchObject({
      id: byLink.id,
      email,
      email_verified: true,
      anonymous: false,
    });
    expect(await followedTeams(signedIn.body.data.token.access_token)).toEqual([team]);
  });

  it("are deleted after 30 idle days; upgraded accounts and active guests stay", async () => {
    const idle = await guestFollowing(teamIds[0] ?? 0);
    const realNow = server.auth.context.now;
    server.auth.context.now = () => new Date(Date.now() + 31 * 86_400_000);
    try {
      const deleted = await server.auth.deleteIdleGuests();
      expect(deleted).toBeGreaterThanOrEqual(1);
    } finally {
      server.auth.context.now = realNow;
    }
    const gone = await whoAmI(server, idle.token);
    expect(gone.status).toBe(401);
    server.auth.context.now = () => new Date(Date.now() + 2 * 86_400_000);
    try {
      // The links and codes sent in this file are long expired by then.
      expect(await server.auth.deleteStaleCodes()).toBeGreaterThanOrEqual(2);
    } finally {
      server.auth.context.now = realNow;
    }
    expect(await server.auth.deleteStaleCodes()).toBe(0);
    const fresh = await guestFollowing(teamIds[0] ?? 0);
    expect(await server.auth.deleteIdleGuests()).toBe(0);
    expect((await whoAmI(server, fresh.token)).status).toBe(200);
  });
});

describe("sign-in methods by configuration", () => {
  it("are all on by default, and AUTH_METHODS names the ones offered", () => {
    expect(parseConfig({}).AUTH_METHODS).toEqual([
      "password",
      "email-link",
      "phone",
      "anonymous",
      "social",
      "passkey",
    ]);
    expect(parseConfig({ AUTH_METHODS: "password, phone" }).AUTH_METHODS).toEqual(["password", "phone"]);
    expect(() => parseConfig({ AUTH_METHODS: "password,carrier-pigeon" })).toThrow(/AUTH_METHODS/);
    expect(() => parseConfig({ AUTH_METHODS: " , " })).toThrow(/AUTH_METHODS/);
    expect(() => parseConfig({ SMS_URL: "not a url" })).toThrow(/SMS_URL/);
  });

  it("answers 404 operation-not-allowed for a method turned off", async () => {
    await withPasswordOnly(async (off) => {
      const guest = await off.call("POST", "/auth/anonymous");
      expect([guest.status, guest.body.error.code]).toEqual([404, "operation-not-allowed"]);
      const link = await off.call("POST", "/auth/email-link/send", { email: "fan@example.com" });
      expect(link.body.error.code).toBe("operation-not-allowed");
    });
  });
});
