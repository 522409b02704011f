import { z } from "@hono/zod-openapi";
import { PASSWORD_MAX } from "../passwords.ts";

export const emailField = z
  .string({ error: "An e-mail address is required." })
  .trim()
  .max(254, { error: "The e-mail address is too long." })
  .pipe(z.email({ error: "The e-mail address is badly formatted." }))
  .openapi({ example: "fan@example.com" });

// The length rule (invalid-password, weak-password) lives in the service, so API and page forms agree.
export const passwordField = z
  .string({ error: "A password is required." })
  .max(PASSWORD_MAX * 2, { error: `The password must be ${PASSWORD_MAX} characters long or fewer.` });

export const displayNameField = z
  .string({ error: "A display name is required." })
  .min(1, { error: "Please enter a display name." })
  .max(60, { error: "The display name must be 60 characters or fewer." });

export const codeField = z
  .string({ error: "A code is required." })
  .min(1, { error: "A code is required." })
  .max(200, { error: "The code is too long." });

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

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
