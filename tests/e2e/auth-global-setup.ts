import { startOidcProvider } from "../../server/auth/testing/oidc-provider.ts";
import { startSmtpReceiver } from "../../server/auth/testing/smtp-receiver.ts";
import {
  clearMailFolder,
  E2E_OIDC_CLIENT,
  E2E_OIDC_PORT,
  E2E_SMTP_PORT,
  e2eMailFolder,
} from "./auth-services.ts";

/** A real SMTP receiver (mails land in a folder the specs read) and a real OpenID provider. */
export default async function startAuthServices() {
  const port = Number(process.env.E2E_PORT ?? 3210);
  clearMailFolder(port);
  const smtp = await startSmtpReceiver({ port: E2E_SMTP_PORT, folder: e2eMailFolder(port) });
  const provider = await startOidcProvider({
    port: E2E_OIDC_PORT,
    redirectUris: [`http://localhost:${port}/api/auth/oidc/callback`],
    client: E2E_OIDC_CLIENT,
  });
  return async () => {
    await provider.close();
    await smtp.close();
  };
}
