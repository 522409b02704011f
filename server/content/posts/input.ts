import { z } from "@hono/zod-openapi";
import { LOCALES, type Locale } from "../../../shared/i18n/locales.ts";
import { baseVersionField } from "../../http/versioning.ts";
import type { PostStatus } from "../schema.ts";

export const POST_STATUSES = ["draft", "scheduled", "published"] as const satisfies readonly PostStatus[];
export const SLUG_MAX = 80;
/** Lowercase ASCII words joined by single hyphens: what a URL segment reads best as. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_LINKS = 50;

const id = z.number().int().positive().max(2_147_483_647);
const ids = z.array(id).max(MAX_LINKS);

const slug = z
  .string()
  .trim()
  .max(SLUG_MAX, `at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, "Use lowercase letters, digits and single hyphens, such as derby-day-report")
  .openapi({ example: "derby-day-report" });

const tag = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((t) => t.replace(/\s+/g, " ").toLowerCase());

const postFields = {
  title: z.string().trim().min(1, "Enter a title").max(200).openapi({ example: "Derby day report" }),
  slug: slug.optional().openapi({ description: "Made from the title when left out." }),
  body_markdown: z.string().max(200_000).openapi({ description: "Markdown; `::match[123]` embeds a match." }),
  excerpt: z.string().trim().max(500).optional(),
  tags: z.array(tag).max(20).optional(),
  status: z.enum(POST_STATUSES).optional().openapi({ description: "draft unless stated." }),
  publish_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .openapi({ description: "When a scheduled post goes out: an instant in the future." }),
  cover_image_id: id.nullable().optional(),
  language: z
    .enum(LOCALES, { error: `one of ${LOCALES.join(", ")}` })
    .optional()
    .openapi({ description: "The language it is written in; en unless stated." }),
  links: z
    .object({ competitions: ids.optional(), teams: ids.optional(), matches: ids.optional() })
    .strict()
    .optional(),
};

export const createPostInput = z
  .object({
    ...postFields,
    translation_of: id.optional().openapi({
      description:
        "The post this one translates (a translation of a translation links to its original); one translation per language.",
    }),
  })
  .strict()
  .openapi("CmsPostCreate");
export type CreatePostInput = z.input<typeof createPostInput>;

export const updatePostInput = z
  .object({
    version: baseVersionField,
    ...postFields,
    title: postFields.title.optional(),
    body_markdown: postFields.body_markdown.optional(),
  })
  .strict()
  .openapi("CmsPostUpdate");
export type UpdatePostInput = z.input<typeof updatePostInput>;

const instant = z.iso.datetime({ offset: true }).optional();

export const listPostsQuery = z.object({
  status: z.enum(POST_STATUSES).optional(),
  tag: z.string().trim().min(1).max(40).optional(),
  q: z.string().trim().max(100).optional().openapi({ description: "Part of the title or slug." }),
  from: instant.openapi({
    description:
      "With `to`: only posts going out (scheduled) or gone out (published) from this instant on, soonest first; drafts have no such moment.",
    example: "2026-11-01T00:00:00Z",
  }),
  to: instant.openapi({
    description: "With `from`: before this instant, at most 62 days after `from`.",
    example: "2026-12-01T00:00:00Z",
  }),
});
export type ListPostsFilter = z.infer<typeof listPostsQuery> & { limit: number; offset: number };

export type PostLinks = { competitions: number[]; teams: number[]; matches: number[] };

/** One post of a translation group, as the admin area names it. */
export type PostTranslation = { id: number; language: Locale; title: string; status: PostStatus };

/** A post as the admin area lists it. */
export type CmsPostSummary = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  status: PostStatus;
  publish_at: string | null;
  published_at: string | null;
  author_name: string;
  language: Locale;
  /** The original this post translates; null for an original. */
  translation_of: number | null;
  /** The other posts of its group (the original and every translation), as the list shows them. */
  translations: PostTranslation[];
  version: number;
  created_at: string;
  updated_at: string;
};

/** A post as the editor opens it. */
export type CmsPost = CmsPostSummary & {
  body_markdown: string;
  body_html: string;
  cover_image_id: number | null;
  links: PostLinks;
};

/** What a revision keeps: every field an editor sets. */
export type PostSnapshot = {
  title: string;
  slug: string;
  excerpt: string;
  body_markdown: string;
  tags: string[];
  cover_image_id: number | null;
  links: PostLinks;
  status: PostStatus;
  publish_at: string | null;
  language: Locale;
};

/**
 * A title as a slug: accents folded to their letters, anything else between words a
 * hyphen, cut at a word boundary within 80 characters. "post" when nothing is left.
 */
export function slugify(title: string, max = SLUG_MAX): string {
  const folded = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/æ/gi, "ae")
    .replace(/ø/gi, "o")
    .replace(/œ/gi, "oe")
    .replace(/đ/gi, "d")
    .replace(/ł/gi, "l")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  let cut = folded.slice(0, max);
  if (folded.length > max && folded[max] !== "-" && cut.includes("-"))
    cut = cut.slice(0, cut.lastIndexOf("-"));
  cut = cut.replace(/-+$/, "");
  return cut || "post";
}

/** The nth candidate for an automatic slug: base, base-2, base-3…, always within 80 characters. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
}
