import { z } from "zod";

/** Ways in; `social` is the OpenID Connect provider, when one is configured; `passkey` is WebAuthn. */
export const AUTH_METHOD_NAMES = [
  "password",
  "email-link",
  "phone",
  "anonymous",
  "social",
  "passkey",
] as const;
export type AuthMethod = (typeof AUTH_METHOD_NAMES)[number];

/** Which sign-in methods are offered, and how texted codes go out. */
export const signInSettings = {
  /** The sign-in methods offered, comma-separated; all by default. */
  AUTH_METHODS: z
    .string()
    .default(AUTH_METHOD_NAMES.join(","))
    .transform((list) =>
      list
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.enum(AUTH_METHOD_NAMES, { message: `must name methods among ${AUTH_METHOD_NAMES.join(",")}` }),
        )
        .min(1, "must name at least one method"),
    ),
  /** Texts go to this HTTP gateway (POST JSON {to, text}); without it they are written to DATA_DIR/sms. */
  SMS_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  /** Texts the whole site may send a day, a cap on what a flood of sign-ins can cost. */
  SMS_DAILY_QUOTA: z.coerce.number().int().min(1).max(10_000_000).default(1000),
};
