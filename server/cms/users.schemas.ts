import { z } from "@hono/zod-openapi";
import { dataResponse } from "../http/openapi-parts.ts";

export const tags = ["cms"];
export const security = [{ bearer: [] }];

export const ROLE_NAMES = ["user", "editor", "moderator", "operator", "admin"] as const;

export const userIdParam = z.coerce.number().int().positive().max(2_147_483_647);

export const userSchema = z
  .object({
    id: z.number().int(),
    // Guests and phone-only accounts have no address.
    email: z.string().nullable(),
    display_name: z.string(),
    role: z.string(),
    disabled: z.boolean(),
    two_factor_enabled: z.boolean(),
    email_verified: z.boolean(),
    created_at: z.string(),
    last_sign_in_at: z.string().nullable(),
  })
  .passthrough()
  .openapi("CmsUser");

export const userAnswer = dataResponse("The account.", userSchema);
