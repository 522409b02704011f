import { z } from "@hono/zod-openapi";
import { LOCALES } from "../../shared/i18n/locales.ts";
import { AppError } from "../http/errors.ts";

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;
const bytesOf = (value: string) => Buffer.from(value.replace(/=+$/, ""), "base64url");

/** A browser key as PushSubscription.toJSON() writes it, checked by its decoded length. */
const browserKey = (bytes: number, what: string) =>
  z
    .string()
    .max(200)
    .regex(base64url, "must be base64url")
    .refine((value) => bytesOf(value).length === bytes, `must be ${what} (${bytes} bytes)`);

const ids = z.array(z.number().int().positive().max(2_147_483_647)).max(50).default([]);

export const endpointField = z
  .url({ protocol: /^https?$/, error: "must be an https:// URL" })
  .max(2048)
  .openapi({ example: "https://push.example.net/send/abc123" });

/** PushSubscription.toJSON() of the browser, plus what it follows. */
export const subscriptionInput = z
  .object({
    endpoint: endpointField,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: browserKey(65, "an uncompressed P-256 public key").refine(
        (value) => bytesOf(value)[0] === 4,
        "must be an uncompressed P-256 public key",
      ),
      auth: browserKey(16, "the push auth secret"),
    }),
    teams: ids.openapi({
      description: "Team ids: every goal, red card, kick-off and full time they play in.",
    }),
    matches: ids.openapi({ description: "Match ids followed on their own." }),
    locale: z.enum(LOCALES).optional().openapi({
      description: "The language pushes are worded in; the request's Accept-Language when absent.",
    }),
  })
  .openapi("PushSubscriptionInput");

export type SubscriptionInput = z.infer<typeof subscriptionInput>;

const LOOPBACK = /^(127(\.\d{1,3}){3}|localhost|\[::1\])$/;
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|lan|home\.arpa)$/i;

/**
 * The server will POST to this address, so only what a browser vendor's push
 * service looks like passes: https on the default port to a public host name.
 * Tests (NODE_ENV=test) may use a loopback push service over plain http.
 */
export function checkEndpoint(endpoint: string, allowLoopback: boolean): void {
  const url = new URL(endpoint);
  if (allowLoopback && url.protocol === "http:" && LOOPBACK.test(url.hostname)) return;
  const refuse = (why: string) => {
    throw new AppError("bad-request", "invalid-endpoint", `endpoint: ${why}`, { field: "endpoint" });
  };
  if (url.protocol !== "https:") refuse("must be an https:// URL");
  if (url.port !== "") refuse("must use the default https port");
  if (url.username || url.password) refuse("must not carry credentials");
  if (IP_LITERAL.test(url.hostname) || PRIVATE_NAME.test(url.hostname) || !url.hostname.includes(".")) {
    refuse("must be a push service on a public host name");
  }
}
