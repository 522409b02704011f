import { isNull, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "../auth/schema.ts";
import { belongsTo, instant } from "../db/columns.ts";

export type PostStatus = "draft" | "scheduled" | "published";
export type PostLinkKind = "competition" | "team" | "match";

/**
 * Blog posts. The Markdown is the source; `body_html` is its sanitised rendering, made on
 * every save so pages never render Markdown per request. Deleting is soft (`deleted_at`).
 */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    bodyMarkdown: text("body_markdown").notNull().default(""),
    bodyHtml: text("body_html").notNull().default(""),
    coverImageId: integer("cover_image_id").references(() => media.id, { onDelete: "set null" }),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Shown when the author's account is gone, and for posts the demo world writes. */
    authorName: text("author_name").notNull().default(""),
    /** The language it is written in (a locale code of shared/i18n/locales.ts). */
    language: text("language").notNull().default("en"),
    /**
     * The original this post translates; null for an original. Every translation points at the
     * original itself, never at another translation, so a group is one original and its direct rows.
     */
    translationOf: integer("translation_of").references((): AnyPgColumn => posts.id, {
      onDelete: "set null",
    }),
    status: text("status").$type<PostStatus>().notNull().default("draft"),
    publishAt: instant("publish_at"),
    publishedAt: instant("published_at"),
    /** Optimistic concurrency for CMS edits (If-Match / body `version`). */
    version: integer("version").notNull().default(1),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    deletedAt: instant("deleted_at"),
    /** The audit actor id of whoever moved it to the bin. */
    deletedBy: text("deleted_by"),
  },
  (table) => [
    uniqueIndex("posts_language_slug_uq").on(table.language, table.slug),
    // One translation per language of an original (deleted ones included, as slugs are).
    uniqueIndex("posts_translation_language_uq").on(table.translationOf, table.language),
    index("posts_public_idx").on(table.status, table.publishedAt),
    index("posts_due_idx").on(table.status, table.publishAt),
    index("posts_tags_idx").using("gin", table.tags),
  ],
);

/** Competitions, teams and matches a post is about (no foreign keys: sports rows may be re-imported). */
export const postLinks = pgTable(
  "post_links",
  {
    postId: belongsTo("post_id", () => posts.id),
    kind: text("kind").$type<PostLinkKind>().notNull(),
    targetId: integer("target_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.kind, table.targetId] }),
    index("post_links_target_idx").on(table.kind, table.targetId),
  ],
);

/** Every saved state of a post, newest last; restoring one writes a new revision. */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: belongsTo("post_id", () => posts.id),
    version: integer("version").notNull(),
    /** The editable fields as they were: title, slug, excerpt, body_markdown, tags, links, cover. */
    snapshot: jsonb("snapshot").notNull(),
    /** Audit actor id: a user id or `admin-token`. */
    editedBy: text("edited_by"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("post_revisions_version_uq").on(table.postId, table.version)],
);

/** Slugs a post has had before; `/blogs/{old}` answers a permanent redirect to the current one. */
export const postSlugRedirects = pgTable("post_slug_redirects", {
  slug: text("slug").primaryKey(),
  postId: belongsTo("post_id", () => posts.id),
  createdAt: instant("created_at").notNull().defaultNow(),
});

export type PolicyKind = "terms" | "privacy" | "refund";

/**
 * Published versions of the policy pages; the highest English version of a kind is the one in force.
 * A text in another language carries the number of the English version it translates, so it is
 * shown only while that version is in force.
 */
export const policyVersions = pgTable(
  "policy_versions",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<PolicyKind>().notNull(),
    version: integer("version").notNull(),
    /** A locale code; "en" is the reference text users acknowledge. */
    language: text("language").notNull().default("en"),
    title: text("title").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** What changed, shown to users asked to acknowledge new terms. */
    summary: text("summary").notNull().default(""),
    publishedBy: text("published_by"),
    publishedAt: instant("published_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("policy_versions_kind_language_version_uq").on(table.kind, table.language, table.version),
  ],
);

/** Which terms version a signed-in user has acknowledged. */
export const policyAcknowledgements = pgTable(
  "policy_acknowledgements",
  {
    userId: belongsTo("user_id", () => users.id),
    kind: text("kind").$type<PolicyKind>().notNull(),
    version: integer("version").notNull(),
    acknowledgedAt: instant("acknowledged_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

export type ContactTopic = "support" | "billing" | "press" | "other";
export type ContactStatus = "new" | "answered" | "closed";

/** Messages from the contact form, kept for the CMS inbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").$type<ContactTopic>().notNull(),
    message: text("message").notNull(),
    status: text("status").$type<ContactStatus>().notNull().default("new"),
    /** The sender's account when signed in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    /** The language the sender wrote from (a locale code of shared/i18n/locales.ts): the receipt and replies are in it. */
    locale: text("locale").notNull().default("en"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [index("contact_messages_status_idx").on(table.status, table.createdAt)],
);

/** Staff replies sent by e-mail from the inbox. */
export const contactReplies = pgTable("contact_replies", {
  id: serial("id").primaryKey(),
  messageId: belongsTo("message_id", () => contactMessages.id),
  body: text("body").notNull(),
  sentBy: text("sent_by"),
  createdAt: instant("created_at").notNull().defaultNow(),
});

/**
 * Uploaded images. The original is not kept: only the stripped variants in `variants`
 * (AVIF, WebP and JPEG at each width up to the original's), under storage keys.
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    /** Changes on every replace, so variant addresses stay immutable. */
    key: text("key").notNull(),
    /** Keys before replaces: their addresses redirect to the current files, so embeds in posts keep working. */
    previousKeys: text("previous_keys").array().notNull().default(sql`'{}'::text[]`),
    filename: text("filename").notNull(),
    alt: text("alt").notNull().default(""),
    /** Sniffed from the bytes: jpeg, png, webp, avif or gif. */
    format: text("format").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    /** [{format, width, height, bytes, key}] */
    variants: jsonb("variants").notNull(),
    uploadedBy: text("uploaded_by"),
    version: integer("version").notNull().default(1),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
    /** In the bin since: hidden from the library, its files and every picker until restored or purged. */
    deletedAt: instant("deleted_at"),
    /** The audit actor id of whoever moved it to the bin. */
    deletedBy: text("deleted_by"),
  },
  (table) => [
    uniqueIndex("media_key_uq").on(table.key),
    index("media_created_idx").on(table.createdAt),
    index("media_previous_keys_idx").using("gin", table.previousKeys),
  ],
);

/** An image not moved to the bin. Every read but the bin's own filters by it. */
export const mediaOutsideBin = isNull(media.deletedAt);
