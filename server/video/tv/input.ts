import { z } from "@hono/zod-openapi";
import { textField } from "../../http/text-field.ts";

// What the API and the admin area's TV pages take, defined once: a page validates its form with the
// very schema the API uses (`formFields` reads a form into this shape).

const nullableText = (max: number) =>
  textField(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const channelFields = {
  xmltv_id: textField(200, "guide id").regex(
    /^[\x21-\x7e]+$/,
    "Use letters, digits and punctuation without spaces",
  ),
  name: textField(200, "channel name"),
  number: z.number().int().min(0).max(9999),
  // Drawn only from this site or the image host (the pages' image policy); another host is kept, not shown.
  logo_url: nullableText(1000).refine(
    (v) => !v || /^(https?:\/\/|\/(?!\/))/.test(v),
    "Enter a web address starting with https:// or a path on this site",
  ),
  guide_source_url: nullableText(1000),
  entitlement: textField(50, "entitlement"),
};

/** A new channel: `POST /api/cms/tv/channels`, and the TV page's "Add a channel" form. */
export const channelInput = z.object({
  ...channelFields,
  number: channelFields.number.default(0),
  logo_url: channelFields.logo_url.default(null),
  guide_source_url: channelFields.guide_source_url.default(null),
  entitlement: channelFields.entitlement.default("tv"),
});

/** Changed channel settings: `PATCH /api/cms/tv/channels/{id}`. */
export const channelPatch = z
  .object(channelFields)
  .partial()
  .extend({ version: z.number().int().min(0).optional() });

/** The channel page's settings form: the fields it shows, each sent, and the version it was read at. */
export const channelSettingsForm = z.object({
  name: channelFields.name,
  number: channelFields.number,
  logo_url: channelFields.logo_url,
  guide_source_url: channelFields.guide_source_url,
  version: z.number().int().min(0),
});

/** A programme, added or replaced: the API and the channel page's programme form alike. */
export const programmeInput = z.object({
  starts_at: z.string().datetime({ offset: true }),
  ends_at: z.string().datetime({ offset: true }),
  title: textField(500, "programme title"),
  subtitle: nullableText(500),
  description: nullableText(5000),
  category: nullableText(200),
  match_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  replace_overlapping: z.boolean().default(false).openapi({
    description:
      "Remove the channel's programmes these times overlap instead of answering 409 `programme-overlaps`.",
  }),
});
