import { startOidcProvider } from "../../../server/auth/testing/oidc-provider.ts";
import { startSmtpReceiver } from "../../../server/auth/testing/smtp-receiver.ts";
import { startFakeStripe } from "../../../server/billing/testing/fake-stripe.ts";
import {
  clearMailFolder,
  E2E_OIDC_CLIENT,
  E2E_OIDC_PORT,
  E2E_SMTP_PORT,
  e2eMailFolder,
} from "./auth-services.ts";
import { E2E_STRIPE, E2E_STRIPE_PORT, e2eStripeWebhookUrl } from "./stripe.ts";

/**
 * A real SMTP receiver (mails land in a folder the specs read), a real OpenID provider, and a fake
 * Stripe whose hosted page pays by posting signed webhooks to the web server.
 */
export default async function startAuthServices() {
  const port = Number(process.env.E2E_PORT ?? 3210);
  clearMailFolder(port);
  const smtp = await startSmtpReceiver({ port: E2E_SMTP_PORT, folder: e2eMailFolder(port) });
  const provider = await startOidcProvider({
    port: E2E_OIDC_PORT,
    redirectUris: [`http://localhost:${port}/api/auth/oidc/callback`],
    client: E2E_OIDC_CLIENT,
  });
  const stripe = await startFakeStripe({
    port: E2E_STRIPE_PORT,
    webhookUrl: e2eStripeWebhookUrl,
    webhookSecret: E2E_STRIPE.STRIPE_WEBHOOK_SECRET,
  });
  return async () => {
    await stripe.close();
    await provider.close();
    await smtp.close();
  };
}
