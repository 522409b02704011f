import { z } from "@hono/zod-openapi";

export const messageIdParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const person = z.object({ id: z.number().int(), name: z.string() });
export const chatMessage = z
  .object({
    id: z.number().int(),
    match_id: z.number().int(),
    text: z.string().openapi({ description: "Plain text: render as text, never as HTML." }),
    user: person,
    client_id: z.string(),
    reply_to: z.object({ id: z.number().int(), text: z.string(), user: person }).nullable(),
    mentions: z.array(person),
    links: z.array(z.object({ text: z.string(), href: z.string() })).openapi({
      description:
        'Web addresses in `text` (each `text` as written, `href` as https). Shown as links only where the room\'s `links_allowed` is true, with rel="nofollow ugc noopener".',
    }),
    reactions: z.record(z.string(), z.number().int()),
    deleted: z.boolean(),
    created_at: z.string(),
  })
  .openapi("ChatMessage");

export const roomSettings = z
  .object({
    slow_mode_seconds: z.number().int(),
    premium_only: z.boolean(),
    pinned: chatMessage.nullable(),
    version: z.number().int().openapi({ description: "Changes on every save; 0 for a room never changed." }),
  })
  .openapi("ChatRoomSettings");

export const roomState = z
  .object({
    match_id: z.number().int(),
    open: z.boolean(),
    opens_at: z.string(),
    closes_at: z.string().nullable(),
    links_allowed: z.boolean().openapi({ description: "The operator's switch: messages may carry links." }),
    settings: roomSettings,
  })
  .openapi("ChatRoom");

export const chatStanding = z
  .object({
    signed_in: z.boolean(),
    guest: z.boolean().openapi({ description: "A guest account: it registers or signs in to write." }),
    email_verified: z.boolean().openapi({ description: "Writing needs a verified e-mail address." }),
    premium: z.boolean().openapi({ description: "May write while the room is premium-only." }),
  })
  .openapi("ChatStanding", {
    description: "What the caller may do in the room, so a client can say what is missing before they type.",
  });

export const sendInput = z.object({
  // The 500-character rule is the service's, so the answer is `message-too-long`.
  text: z.string().max(20_000),
  client_id: z.string().min(8).max(100),
  reply_to: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
});

const target = {
  user_id: z.number().int().positive().max(2_147_483_647),
  match_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  reason: z.string().trim().max(500).optional(),
};
// Durations are checked by the service, so a bad one answers `invalid-duration` wherever it comes from.
export const timeoutInput = z.object({
  ...target,
  seconds: z.number().openapi({ description: "60 to 86 400 (e.g. 300, 600, 3600, 86 400)." }),
});
export const banInput = z.object({
  ...target,
  seconds: z
    .number()
    .nullable()
    .default(null)
    .openapi({ description: "60 s to a year; null (the default): until lifted." }),
});
export const sanctionView = z
  .object({
    id: z.number().int(),
    kind: z.enum(["timeout", "ban"]),
    user_id: z.number().int(),
    match_id: z.number().int().nullable(),
    reason: z.string(),
    until: z.string().nullable(),
  })
  .openapi("ChatSanction");

export const sanctionsQuery = z.object({
  user_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .openapi({ description: "Only this account's time-outs and bans (its page in the admin area)." }),
});

export const activeSanction = sanctionView
  .extend({
    user_name: z.string(),
    by: z.object({ id: z.string(), name: z.string() }),
    created_at: z.string(),
  })
  .openapi("ChatActiveSanction");

export const chatSettings = z
  .object({ allow_links: z.boolean(), version: z.number().int(), updated_at: z.string().nullable() })
  .openapi("ChatSettings");
export const chatSettingsPatch = z.object({
  allow_links: z.boolean().optional(),
  version: z.number().int().min(0).optional(),
});

export const roomPatch = z.object({
  slow_mode_seconds: z.number().int().min(0).max(3600).optional(),
  premium_only: z.boolean().optional(),
  pinned_message_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional(),
  version: z
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .openapi({ description: "The room's `version` as read; a save since then answers 409 `edit-conflict`." }),
});

export const chatReport = z
  .object({
    id: z.number().int(),
    status: z.enum(["open", "actioned", "dismissed"]),
    reason: z.string(),
    reporter: person,
    created_at: z.string(),
    match_id: z.number().int(),
    message: chatMessage.nullable(),
    context: z.array(chatMessage),
  })
  .openapi("ChatReport");
