import { expect } from "vitest";
import { startTestSite } from "../../app/testing/test-site.ts";
import type { AuthLimits } from "../context.ts";
import type { SignedIn } from "../user-view.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";

export type ApiBody = {
  data: SignedIn["data"] &
    Partial<{ recovery_codes: string[]; secret: string; qr_svg: string; otpauth_url: string }>;
  error: { code: string; message: string; details?: Record<string, unknown> };
};

/** The whole site API on loopback with a fresh database and a real SMTP receiver for the auth mails. */
export async function startAuthTestServer(
  options: { env?: Record<string, string>; limits?: Partial<AuthLimits> } = {},
) {
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

export const STRONG_PASSWORD = "correct horse battery staple";

/** The Authorization header for an access token. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

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
