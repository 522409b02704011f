import { z } from "@hono/zod-openapi";
import { PASSKEY_NAME_MAX } from "../passkeys.ts";

/** What the browser's WebAuthn calls answer, as @simplewebauthn/browser serialises it (base64url). */
const base64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Expected base64url." });

const credentialFields = {
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const passkeyNameField = z
  .string()
  .max(PASSKEY_NAME_MAX, { error: `The name must be ${PASSKEY_NAME_MAX} characters or fewer.` });

export const registrationResponseField = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

export const authenticationResponseField = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const passkeyView = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
  })
  .openapi("Passkey");
