import { z } from "@hono/zod-openapi";
import { labelled } from "../../http/field-messages.ts";
import { PASSWORD_MAX } from "../passwords.ts";

// Labelled for the kit's field messages: "Enter an e-mail address", "Use at most 60 characters".
export const emailField = labelled(z.string(), "e-mail address")
  .trim()
  .max(254)
  .pipe(z.email())
  .openapi({ example: "fan@example.com" });

// The length rule (invalid-password, weak-password) lives in the service, so API and page forms agree.
export const passwordField = labelled(z.string(), "password").max(PASSWORD_MAX * 2, {
  error: `Use at most ${PASSWORD_MAX} characters`,
});

export const displayNameField = labelled(z.string(), "display name").min(1).max(60);

export const codeField = labelled(z.string(), "code").min(1).max(200);

export const signedInResponse = {
  description: "The user in `data`, the tokens in `data.token`.",
};
export const errorResponses = {
  400: { description: "Bad input: the code names the field (`invalid-email`, `weak-password`)." },
  401: {
    description:
      "`invalid-credential`, `multi-factor-auth-required` (details.pending_token), `user-token-expired`.",
  },
  429: { description: "`too-many-requests`, with Retry-After." },
};
