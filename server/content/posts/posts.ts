import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { distinctIds } from "../../../shared/bulk.ts";
import { SOURCE_LOCALE } from "../../../shared/i18n/locales.ts";
import { users } from "../../auth/schema.ts";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import { editConflict } from "../../http/versioning.ts";
import { type AuditActor, recordAudit } from "../../platform/audit/audit.ts";
import { type BinShelf, binnedRowsOf, purgeable } from "../../platform/bin.ts";
import { actOnEach, type BulkOutcome, missingIds } from "../../platform/bulk.ts";
import type { Tx } from "../../platform/transactions.ts";
import { renderMarkdown } from "../markdown.ts";
import { posts } from "../schema.ts";
import {
  type CmsPost,
  type CreatePostInput,
  createPostInput,
  type PostSnapshot,
  type UpdatePostInput,
  updatePostInput,
} from "./input.ts";
import { revisionSnapshot, writeRevision } from "./revisions.ts";
import {
  checkCover,
  checkedInput,
  checkLanguage,
  checkLinks,
  linksWithEmbeds,
  moveSlug,
  originalOf,
  publicationOf,
  replaceLinks,
  resolveSlug,
  slugTaken,
  slugUsed,
  translationExists,
} from "./save.ts";
import { groupOf, postNotFound, postRow, snapshotOf, viewOf } from "./view.ts";

export type { CmsPost, CmsPostSummary, CreatePostInput, PostTranslation, UpdatePostInput } from "./input.ts";
export { listPostRevisions } from "./revisions.ts";
export { getCmsPost, listCmsPosts } from "./view.ts";

/** Who saves, as the audit log and the revision name them. */
export type PostAct = { actor: AuditActor; ip?: string | null };
export type SaveOptions = { now?: Date; authorName?: string };
export type PostSave = {
  post: CmsPost;
  /** The audit action written, or null when the save changed nothing (no new version). */
  action: string | null;
};

/** The unique index a refused write broke, or null when it was not a unique violation. */
const uniqueViolation = (error: unknown): string | null => {
  for (let current = error; current instanceof Error; current = current.cause) {
    const failure = current as Error & { code?: string; constraint?: string };
    if (failure.code === "23505") return failure.constraint ?? failure.message;
  }
  return null;
};

/**
 * Two racing saves of one slug (or two translations into one language): the unique index decides,
 * and the loser hears 409 as the check says.
 */
async function guardSlugRace<T>(
  slug: string | undefined,
  save: () => Promise<T>,
  language?: string,
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index?.includes("posts_translation_language_uq"))
      throw translationExists(language ?? "that language");
    if (index !== null) throw slugTaken(slug ?? "that address");
    throw error;
  }
}

const actionOf = (before: PostSnapshot | null, after: PostSnapshot) => {
  if (!before) return "post.create";
  if (after.status !== before.status) {
    if (after.status === "published") return "post.publish";
    if (after.status === "scheduled") return "post.schedule";
    if (before.status === "published") return "post.unpublish";
  }
  return "post.update";
};

async function authorNameOf(tx: Tx, actor: AuditActor): Promise<string> {
  if (actor.kind !== "account" || !/^\d+$/.test(actor.id)) return "";
  const [user] = await tx
    .select({ name: users.displayName })
    .from(users)
    .where(eq(users.id, Number(actor.id)));
  return user?.name ?? "";
}

/**
 * A new post at version 1, its first revision and `post.create` (or `post.publish`) audited,
 * in one transaction. The body is rendered to HTML now, never per request.
 */
export async function createPost(
  db: Db,
  input: CreatePostInput,
  act: PostAct,
  options: SaveOptions = {},
): Promise<CmsPost> {
  const fields = checkedInput(createPostInput, input);
  const now = options.now ?? new Date();
  const language = fields.language ?? SOURCE_LOCALE;
  return guardSlugRace(
    fields.slug,
    () =>
      db.transaction(async (tx) => {
        const original =
          fields.translation_of === undefined ? null : await originalOf(tx, fields.translation_of);
        if (original) await checkLanguage(tx, original.id, language, null);
        // A translation keeps its original's address in its own language when that is free.
        const shared =
          fields.slug === undefined && original && !(await slugUsed(tx, language, original.slug, null))
            ? original.slug
            : fields.slug;
        const slug = await resolveSlug(tx, null, language, shared, fields.title);
        const publication = publicationOf(fields.status ?? "draft", fields.publish_at, null, now);
        await checkCover(tx, fields.cover_image_id ?? null);
        await checkLinks(tx, fields.links ?? {});
        const rendered = renderMarkdown(fields.body_markdown);
        const [row] = await tx
          .insert(posts)
          .values({
            slug,
            language,
            translationOf: original?.id ?? null,
            title: fields.title,
            excerpt: fields.excerpt ?? "",
            bodyMarkdown: fields.body_markdown,
            bodyHtml: rendered.html,
            coverImageId: fields.cover_image_id ?? null,
            tags: [...new Set(fields.tags ?? [])],
            authorId:
              act.actor.kind === "account" && /^\d+$/.test(act.actor.id) ? Number(act.actor.id) : null,
            authorName: options.authorName ?? (await authorNameOf(tx, act.actor)),
            ...publication,
            version: 1,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const links = { competitions: [], teams: [], matches: [], ...fields.links };
        await replaceLinks(tx, row!.id, linksWithEmbeds(links, rendered.matchIds));
        await moveSlug(tx, row!.id, null, slug);
        const post = await viewOf(tx, row!);
        const after = snapshotOf(post);
        await writeRevision(tx, post.id, post.version, after, act.actor);
        const action = post.status === "published" ? "post.publish" : "post.create";
        await recordAudit(tx, {
          ...act,
          action,
          target: { type: "post", id: post.id },
          after: original ? { ...after, translation_of: original.id } : after,
        });
        return post;
      }),
    language,
  );
}

type Patch = Omit<UpdatePostInput, "version" | "tags"> & { tags?: string[] };

/** Applies a patch to a locked row: the common path of edits, restores and the scheduler. */
async function applyPatch(
  tx: Tx,
  row: typeof posts.$inferSelect,
  patch: Patch,
  act: PostAct,
  now: Date,
  forcedAction?: string,
): Promise<PostSave> {
  const before = await viewOf(tx, row);
  const title = patch.title ?? before.title;
  const language = patch.language ?? before.language;
  if (language !== before.language) await checkLanguage(tx, groupOf(row), language, row.id);
  // A post moved to another language takes its address there, where it must be free too.
  const wantedSlug = patch.slug ?? (language === before.language ? undefined : before.slug);
  const slug =
    wantedSlug === undefined ? before.slug : await resolveSlug(tx, row.id, language, wantedSlug, title);
  const body = patch.body_markdown ?? before.body_markdown;
  const publication = publicationOf(patch.status ?? before.status, patch.publish_at, row, now);
  const coverImageId = patch.cover_image_id === undefined ? before.cover_image_id : patch.cover_image_id;
  const rendered = renderMarkdown(body);
  const links = linksWithEmbeds({ ...before.links, ...patch.links }, rendered.matchIds);
  const after: PostSnapshot = {
    title,
    slug,
    excerpt: patch.excerpt ?? before.excerpt,
    body_markdown: body,
    tags: patch.tags ? [...new Set(patch.tags)] : before.tags,
    cover_image_id: coverImageId,
    links,
    status: publication.status,
    publish_at: publication.publishAt?.toISOString() ?? null,
    language,
  };
  const previous = snapshotOf(before);
  if (JSON.stringify(after) === JSON.stringify(previous)) return { post: before, action: null };
  if (coverImageId !== before.cover_image_id) await checkCover(tx, coverImageId);
  await checkLinks(tx, patch.links ?? {}, before.links);
  const version = row.version + 1;
  await tx
    .update(posts)
    .set({
      title,
      slug,
      language,
      excerpt: after.excerpt,
      bodyMarkdown: body,
      bodyHtml: rendered.html,
      coverImageId,
      tags: after.tags,
      ...publication,
      version,
      updatedAt: now,
    })
    .where(eq(posts.id, row.id));
  await replaceLinks(tx, row.id, links);
  if (slug !== before.slug) await moveSlug(tx, row.id, before.slug, slug);
  const post = await viewOf(tx, await postRow(tx, row.id));
  await writeRevision(tx, post.id, version, after, act.actor);
  const action = forcedAction ?? actionOf(previous, after);
  const changed = (Object.keys(after) as Array<keyof PostSnapshot>).filter(
    (key) => JSON.stringify(after[key]) !== JSON.stringify(previous[key]),
  );
  await recordAudit(tx, {
    ...act,
    action,
    target: { type: "post", id: post.id },
    before: Object.fromEntries(changed.map((key) => [key, previous[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  });
  return { post, action };
}

/** Locks the live row and checks the version the edit was read at (409 `edit-conflict`). */
async function lockAt(tx: Tx, id: number, baseVersion: number) {
  const row = await postRow(tx, id, true);
  if (row.version !== baseVersion) throw editConflict(await viewOf(tx, row));
  return row;
}

/**
 * An editor's change to a post read at `baseVersion`. Fields left out keep their value; a new
 * slug keeps the old one as a redirect. A change to nothing answers the post unchanged.
 */
export async function updatePost(
  db: Db,
  id: number,
  input: UpdatePostInput,
  baseVersion: number,
  act: PostAct,
  options: SaveOptions = {},
): Promise<PostSave> {
  const { version: _, ...patch } = checkedInput(updatePostInput, input);
  const now = options.now ?? new Date();
  return guardSlugRace(
    patch.slug,
    () => db.transaction(async (tx) => applyPatch(tx, await lockAt(tx, id, baseVersion), patch, act, now)),
    patch.language,
  );
}

/**
 * Brings back an earlier version's words, slug, tags, links and cover as a new version
 * (`post.restore`); the status stays as it is now. A cover deleted since is left out.
 */
export async function restorePostRevision(
  db: Db,
  id: number,
  revision: number,
  baseVersion: number,
  act: PostAct,
  options: SaveOptions = {},
): Promise<PostSave> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockAt(tx, id, baseVersion);
    const old = await revisionSnapshot(tx, id, revision);
    const cover =
      old.cover_image_id === null
        ? null
        : await checkCover(tx, old.cover_image_id).then(
            () => old.cover_image_id,
            () => null,
          );
    const patch: Patch = {
      title: old.title,
      slug: old.slug,
      excerpt: old.excerpt,
      body_markdown: old.body_markdown,
      tags: old.tags,
      cover_image_id: cover,
      links: old.links,
    };
    return guardSlugRace(old.slug, () => applyPatch(tx, row, patch, act, now, "post.restore"));
  });
}

/**
 * Soft delete: the post leaves every list and public page at once; its row, revisions and
 * audit trail stay. Deleting a deleted post answers as the first time did.
 */
export async function deletePost(db: Db, id: number, act: PostAct, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
    if (!row) throw postNotFound(id);
    if (row.deletedAt) return;
    await deleteLocked(tx, row, act, now);
  });
}

/** Moves a locked post to the bin: it leaves every list and page, and `post.delete` is audited. */
async function deleteLocked(tx: Tx, row: typeof posts.$inferSelect, act: PostAct, now: Date): Promise<void> {
  await tx
    .update(posts)
    .set({ deletedAt: now, deletedBy: act.actor.id, updatedAt: now })
    .where(eq(posts.id, row.id));
  await recordAudit(tx, {
    ...act,
    action: "post.delete",
    target: { type: "post", id: row.id },
    before: { slug: row.slug, title: row.title, status: row.status },
  });
}

/**
 * Posts in the admin area's bin: a deleted post comes back exactly as it was (a published one is on
 * the blog again at its address, which no other post can have taken: slugs stay unique in the bin);
 * purged, it goes for good with its revisions, links and old addresses.
 */
export function postShelf(db: Db): BinShelf {
  return {
    type: "post",
    binned: () => binnedRowsOf(db, posts, posts.title),
    restore: (id, by) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
        if (!row) throw postNotFound(id);
        if (!row.deletedAt) return;
        await tx.update(posts).set({ deletedAt: null, deletedBy: null }).where(eq(posts.id, id));
        await recordAudit(tx, {
          ...by,
          action: "post.restore",
          target: { type: "post", id },
          after: { slug: row.slug, title: row.title, status: row.status },
        });
      }),
    purge: (id, by, binnedBy) =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(posts).where(eq(posts.id, id)).for("update");
        if (!row) throw postNotFound(id);
        if (!purgeable(row, binnedBy)) return false;
        await tx.delete(posts).where(eq(posts.id, id));
        await recordAudit(tx, {
          ...by,
          action: "post.purge",
          target: { type: "post", id },
          before: { slug: row.slug, title: row.title, status: row.status },
        });
        return true;
      }),
  };
}

/** What the Posts list does to many posts at once. */
export const POST_BULK_ACTIONS = ["publish", "unpublish", "delete"] as const;
export type PostBulkAction = (typeof POST_BULK_ACTIONS)[number];

/**
 * One action on many posts, all or none, each change audited as it would be alone (`post.publish`,
 * `post.unpublish`, `post.delete`). A post already in the state asked for is left as it is and
 * counted apart (a retried batch changes nothing more); a post that does not exist (or, to publish
 * or unpublish, was deleted) refuses the whole batch with `posts-not-found`, so nothing is half done.
 */
export async function bulkPosts(
  db: Db,
  action: PostBulkAction,
  ids: readonly number[],
  act: PostAct,
  now = new Date(),
): Promise<BulkOutcome> {
  const wanted = distinctIds(ids);
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(posts)
      .where(inArray(posts.id, wanted))
      .orderBy(asc(posts.id))
      .for("update");
    // A retried delete finds its posts already gone: those count as unchanged, not missing.
    const rows = locked.filter((row) => !row.deletedAt || action === "delete");
    const missing = missingIds(wanted, rows);
    if (missing.length > 0) {
      throw new AppError(
        "unprocessable",
        "posts-not-found",
        `${missing.length === 1 ? "Post" : "Posts"} ${missing.join(", ")} no longer ${missing.length === 1 ? "exists" : "exist"}: nothing was changed.`,
        { missing },
      );
    }
    return actOnEach(wanted, rows, async (row) => {
      if (action === "delete") {
        if (row.deletedAt) return false;
        await deleteLocked(tx, row, act, now);
        return true;
      }
      const status = action === "publish" ? "published" : "draft";
      if (row.status === status) return false;
      await applyPatch(tx, row, { status }, act, now);
      return true;
    });
  });
}

const SCHEDULER: PostAct = { actor: { kind: "automation", id: "post-scheduler", role: "system" } };

/**
 * Publishes a scheduled post whose time has come, as the scheduler: a post since unscheduled,
 * moved later, published or deleted is left alone. Answers whether it published.
 */
export async function publishIfDue(db: Db, id: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
      .for("update");
    if (row?.status !== "scheduled" || !row.publishAt || row.publishAt > now) return false;
    await applyPatch(tx, row, { status: "published" }, SCHEDULER, now);
    return true;
  });
}
