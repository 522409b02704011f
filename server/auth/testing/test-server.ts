import { TOTP } from "otpauth";
import { beforeAll, expect } from "vitest";
import { startTestSite } from "../../app/testing/test-site.ts";
import { seedDemoWorld } from "../../sports/demo/seed.ts";
import { teams } from "../../sports/schema.ts";
import { fileFixture } from "../../testing/file-fixture.ts";
import type { AuthLimits } from "../context.ts";
import type { TextMessage } from "../sms.ts";
import type { SignedIn } from "../user-view.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";

export type ApiBody = {
  data: SignedIn["data"] &
    Partial<{ recovery_codes: string[]; secret: string; qr_svg: string; otpauth_url: string }>;
  error: { code: string; message: string; details?: Record<string, unknown> };
};

export type AuthTestOptions = { env?: Record<string, string>; limits?: Partial<AuthLimits> };

/** The whole site API on loopback with a fresh database and a real SMTP receiver for the auth mails. */
export async function startAuthTestServer(options: AuthTestOptions = {}) {
  const smtp = await startSmtpReceiver();
  const site = await startTestSite({
    env: {
      DATA_DIR: "/tmp/goalline-auth-tests",
      SITE_URL: "http://localhost:3329",
      SMTP_URL: smtp.url,
      MAIL_FROM: "Goalline <no-reply@goalline.test>",
      SIMULATOR: "off",
      ...options.env,
    },
    services: { authLimits: options.limits },
  });
  const { url, services } = site;
  return {
    url,
    services,
    auth: services.auth,
    smtp,
    /** JSON call to the API; answers status, headers and parsed body. */
    async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${url}/api${path}`, {
        method,
        headers: { "Content-Type": "application/json", ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
        redirect: "manual",
      });
      const text = await response.text();
      const json = (text ? JSON.parse(text) : null) as ApiBody;
      return { status: response.status, headers: response.headers, body: json };
    },
    close: async () => {
      await site.close();
      await smtp.close();
    },
  };
}

export type AuthTestServer = Awaited<ReturnType<typeof startAuthTestServer>>;

/**
 * This test file's auth test server, started before its tests and closed after them. `options` may
 * be worked out just before it starts (say, once a provider it talks to has started).
 */
export const authTestServerForFile = (options: AuthTestOptions | (() => Promise<AuthTestOptions>) = {}) =>
  fileFixture(
    async () => startAuthTestServer(typeof options === "function" ? await options() : options),
    (server) => server.close(),
  );

/** Runs `check` against a server of its own that offers password sign-in alone; closes it after. */
export async function withPasswordOnly(check: (server: AuthTestServer) => Promise<void>): Promise<void> {
  const off = await startAuthTestServer({ env: { AUTH_METHODS: "password" } });
  try {
    await check(off);
  } finally {
    await off.close();
  }
}

/** The text messages the server sends from before this file's tests on: kept here, never sent. */
export function keptTexts(server: AuthTestServer): TextMessage[] {
  const texts: TextMessage[] = [];
  beforeAll(() => {
    server.auth.context.sms = { send: async (message) => void texts.push(message) };
  });
  return texts;
}

/** Seeds the demo world into the server's database and answers the ids of its first `count` teams. */
export async function seedDemoTeams(server: AuthTestServer, count: number): Promise<number[]> {
  const db = server.services.database.db;
  await seedDemoWorld(db, { now: new Date("2026-03-14T16:00:00Z") });
  return (await db.select({ id: teams.id }).from(teams).limit(count)).map((t) => t.id);
}

export const STRONG_PASSWORD = "correct horse battery staple";

/** Signs in with the tests' password, from the client the headers describe (if any). */
export const signInWithPassword = (
  server: AuthTestServer,
  email: string,
  headers: Record<string, string> = {},
) => server.call("POST", "/auth/login", { email, password: STRONG_PASSWORD }, headers);

/** The Authorization header for an access token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The account an access token is signed in to, as GET /auth/me answers. */
export const whoAmI = (server: AuthTestServer, token: string) =>
  server.call("GET", "/auth/me", undefined, bearer(token));

export type SignInMethod = { method: string; detail: string | null };

/** The account's ways in, as its owner's account page lists them. */
export async function signInMethods(server: AuthTestServer, token: string): Promise<SignInMethod[]> {
  const res = await server.call("GET", "/auth/me/sign-in-methods", undefined, bearer(token));
  return res.body.data as unknown as SignInMethod[];
}

let registeredCount = 0;

/** A fresh address no other test in this process has used. */
export const freshEmail = (prefix = "fan") => `${prefix}${++registeredCount}@example.com`;

/** Registers a new account and answers its user view, tokens and address. */
export async function registerFan(server: AuthTestServer, email = freshEmail(), displayName = "Sam Fan") {
  const res = await server.call("POST", "/auth/register", {
    email,
    password: STRONG_PASSWORD,
    display_name: displayName,
  });
  expect(res.status).toBe(201);
  return { ...res.body.data, email };
}

/** Begins two-step setup for the account: answers the setup reply and an authenticator app on its secret. */
export async function beginTwoStep(server: AuthTestServer, token: string) {
  const setup = await server.call("POST", "/auth/two-step/setup", undefined, bearer(token));
  const totp = new TOTP({ secret: setup.body.data.secret ?? "", digits: 6, period: 30 });
  return { setup, totp };
}

/** Asks to turn two-step on with a code from the authenticator and the account's password. */
export const enableTwoStep = (
  server: AuthTestServer,
  token: string,
  code: string,
  password = STRONG_PASSWORD,
) => server.call("POST", "/auth/two-step/enable", { code, password }, bearer(token));

/** Sets two-step up and turns it on with the app's current code: answers the app and the enable reply. */
export async function turnOnTwoStep(server: AuthTestServer, token: string) {
  const { totp } = await beginTwoStep(server, token);
  const enabled = await enableTwoStep(server, token, totp.generate());
  return { totp, enabled };
}
