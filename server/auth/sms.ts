import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "../http/errors.ts";
import type { Logger } from "../platform/logger.ts";

export type TextMessage = { to: string; text: string };
export type SmsGateway = { send(message: TextMessage): Promise<void> };

const SEND_TIMEOUT_MS = 10_000;

const gatewayDown = () =>
  new AppError(
    "unavailable",
    "sms-unavailable",
    "We could not send a text just now. Please try again later.",
  );

/**
 * An HTTP gateway when SMS_URL is set (POST of `{to, text}` as JSON; any 2xx is sent).
 * Without it every text is written to DATA_DIR/sms as a file and logged, like the
 * mail outbox, so development and tests read codes from disk.
 */
export function createSmsGateway(options: { smsUrl?: string; dataDir: string; logger: Logger }): SmsGateway {
  const { smsUrl, logger } = options;
  if (smsUrl) {
    return {
      async send(message) {
        let response: Response;
        try {
          response = await fetch(smsUrl, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(message),
            signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          });
        } catch (error) {
          logger.error({ err: error }, "SMS gateway unreachable");
          throw gatewayDown();
        }
        if (!response.ok) {
          logger.error({ status: response.status }, "SMS gateway refused a text");
          throw gatewayDown();
        }
      },
    };
  }
  const folder = join(options.dataDir, "sms");
  return {
    async send(message) {
      await mkdir(folder, { recursive: true });
      const file = join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.to.replace(/\D/g, "")}-${Math.random().toString(36).slice(2, 8)}.txt`,
      );
      await writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
      logger.info({ to: message.to, file }, "text written to the SMS outbox (SMS_URL is not set)");
    },
  };
}
