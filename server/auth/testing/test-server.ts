import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { expect } from "vitest";
import { loadConfig } from "../../config.ts";
import { createTestDatabase } from "../../db/testing.ts";
import { createHttpApp } from "../../http/app.ts";
import { createMetrics } from "../../http/metrics.ts";
import { createLogger } from "../../logger.ts";
import type { Services } from "../../services.ts";
import type { AuthLimits } from "../context.ts";
import { mountAuthApi } from "../http/mount.ts";
import { createAuthService } from "../service.ts";
import type { SignedIn } from "../user-view.ts";
import { startSmtpReceiver } from "./smtp-receiver.ts";

export type ApiBody = {
  data: SignedIn["data"] & Partial<{ recovery_codes: string[]; secret: string; qr_svg: string }>;
  error: { code: string; message: string; details?: Record<string, unknown> };
};

/** The real HTTP app with the auth routes on loopback, a fresh database and a real SMTP receiver. */
export async function startAuthTestServer(
  options: { env?: Record<string, string>; limits?: Partial<AuthLimits> } = {},
) {
  const smtp = await startSmtpReceiver();
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: "/tmp/goalline-auth-tests",
    SESSION_SECRET: "test-session-secret-0123456789abcdef0123",
    PASSWORD_PEPPER: "test-password-pepper-0123456789abcdef01",
    SITE_URL: "http://localhost:3329",
    SMTP_URL: smtp.url,
    MAIL_FROM: "Goalline <no-reply@goalline.test>",
    ...options.env,
  });
  const logger = createLogger(config);
  const auth = createAuthService({ db: database.db, config, logger, limits: options.limits });
  // Only what the auth routes use; other domains are not mounted here.
  const services = { config, logger, database, auth } as Services;
  const app = createHttpApp({ services, metrics: createMetrics(), mountApi: (api) => mountAuthApi(api) });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    services,
    auth,
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
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await smtp.close();
      await database.close();
    },
  };
}

export type AuthTestServer = Awaited<ReturnType<typeof startAuthTestServer>>;

export const STRONG_PASSWORD = "correct horse battery staple";

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
