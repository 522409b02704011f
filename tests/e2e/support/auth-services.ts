import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Loopback services the sign-in specs need, on ports next to the web server's (E2E_PORT), so the
 * web server's env can name them and two end-to-end runs on one machine do not share them.
 */
const e2ePort = Number(process.env.E2E_PORT ?? 3210);
export const E2E_OIDC_PORT = e2ePort + 1;
export const E2E_SMTP_PORT = e2ePort + 2;
export const E2E_OIDC_CLIENT = { id: "goalline-e2e", secret: "goalline-e2e-client-secret-0123456789ab" };

export const e2eMailFolder = (port: number) => join(tmpdir(), `goalline-e2e-mail-${port}`);

/** The web server's settings for them (spread into playwright.config.ts's webServer.env). */
export function authServiceEnv(): Record<string, string> {
  return {
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    MAIL_FROM: "Goalline <no-reply@goalline.test>",
    OIDC_ISSUER: `http://127.0.0.1:${E2E_OIDC_PORT}`,
    OIDC_CLIENT_ID: E2E_OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: E2E_OIDC_CLIENT.secret,
    OIDC_NAME: "Local ID",
  };
}

export function clearMailFolder(port: number): void {
  rmSync(e2eMailFolder(port), { recursive: true, force: true });
}
