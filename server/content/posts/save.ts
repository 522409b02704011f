import { and, eq, inArray, isNull, like, ne, or } from "drizzle-orm";
import type { z } from "zod";
import { invalidInput } from "../../../shared/errors.ts";
import { AppError } from "../../http/errors.ts";
import type { Tx } from "../../platform/transactions.ts";
import { competitions, matches, teams } from "../../sports/schema.ts";
import type { PostStatus } from "../schema.ts";
import { media, mediaOutsideBin, postLinks, postSlugRedirects, posts } from "../schema.ts";
import { type PostLinks, SLUG_MAX, slugCandidate, slugify } from "./input.ts";

/** Service callers (pages, the demo writer) get the same 400 `invalid-<field>` as the API. */
export function checkedInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error.issues);
}

export const slugTaken = (slug: string) =>
  new AppError("conflict", "slug-taken", `Another post already uses the address "${slug}".`, {
    field: "slug",
  });

export const translationExists = (language: string) =>
  new AppError(
    "conflict",
    "translation-exists",
    `This post already has a version in ${language} (it may be in the bin).`,
    { field: "language" },
  );

/**
 * The original a new translation joins: the one named, or the original of a translation named,
 * so a group never chains. 422 `post-not-found` when there is no such live post.
 */
export async function originalOf(tx: Tx, id: number): Promise<typeof posts.$inferSelect> {
  const [named] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  if (!named) {
    throw new AppError("unprocessable", "post-not-found", `There is no post ${id} to translate.`, {
      field: "translation_of",
    });
  }
  if (named.translationOf === null) return named;
  const [original] = await tx.select().from(posts).where(eq(posts.id, named.translationOf));
  return original ?? named;
}

/** A group holds one post per language (409 `translation-exists`), those in the bin included. */
export async function checkLanguage(tx: Tx, group: number, language: string, self: number | null) {
  const [clash] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        or(eq(posts.id, group), eq(posts.translationOf, group)),
        eq(posts.language, language),
        self === null ? undefined : ne(posts.id, self),
      ),
    );
  if (clash) throw translationExists(language);
}

/** Whether another post of the language has the slug (deleted posts keep theirs). */
export async function slugUsed(tx: Tx, language: string, slug: string, postId: number | null) {
  const [clash] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.language, language),
        eq(posts.slug, slug),
        postId === null ? undefined : ne(posts.id, postId),
      ),
    );
  return Boolean(clash);
}

/**
 * The slug a save ends with, unique within its language (a translation may share its original's).
 * An editor's own slug must be free (409 `slug-taken`); one made from the title takes the first
 * free of base, base-2, base-3…. Deleted posts keep theirs.
 */
export async function resolveSlug(
  tx: Tx,
  postId: number | null,
  language: string,
  explicit: string | undefined,
  title: string,
): Promise<string> {
  const other = postId === null ? undefined : ne(posts.id, postId);
  if (explicit !== undefined) {
    if (await slugUsed(tx, language, explicit, postId)) throw slugTaken(explicit);
    return explicit;
  }
  const base = slugify(title);
  // Every candidate starts with the base's first 70 characters, whatever its suffix.
  const prefix = base.slice(0, SLUG_MAX - 10).replace(/[\\%_]/g, (c) => `\\${c}`);
  const used = new Set(
    (
      await tx
        .select({ slug: posts.slug })
        .from(posts)
        .where(and(eq(posts.language, language), like(posts.slug, `${prefix}%`), other))
    ).map((r) => r.slug),
  );
  for (let n = 1; ; n += 1) {
    const candidate = slugCandidate(base, n);
    if (!used.has(candidate)) return candidate;
  }
}

/** The old address keeps answering (a redirect); a redirect row the post now owns directly goes. */
export async function moveSlug(tx: Tx, postId: number, from: string | null, to: string): Promise<void> {
  await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.slug, to));
  if (from === null || from === to) return;
  await tx
    .insert(postSlugRedirects)
    .values({ slug: from, postId })
    .onConflictDoUpdate({ target: postSlugRedirects.slug, set: { postId, createdAt: new Date() } });
}

type Publication = { status: PostStatus; publishAt: Date | null; publishedAt: Date | null };

/**
 * Status and its times. `scheduled` needs a publish_at in the future whenever the status or
 * the time is new (an overdue scheduled post may still be edited; the scheduler takes it).
 * `published` stamps published_at now, keeping the first stamp while it stays published.
 */
export function publicationOf(
  status: PostStatus,
  publishAtInput: string | null | undefined,
  current: Publication | null,
  now: Date,
): Publication {
  const publishAt =
    publishAtInput === undefined
      ? (current?.publishAt ?? null)
      : publishAtInput
        ? new Date(publishAtInput)
        : null;
  if (status === "scheduled") {
    const changed = current?.status !== "scheduled" || publishAt?.getTime() !== current.publishAt?.getTime();
    if (!publishAt || (changed && publishAt.getTime() <= now.getTime())) {
      throw new AppError(
        "bad-request",
        "invalid-publish-at",
        "A scheduled post needs a time in the future.",
        {
          field: "publish_at",
        },
      );
    }
    return { status, publishAt, publishedAt: null };
  }
  if (status === "published") {
    const publishedAt = current?.status === "published" ? current.publishedAt : now;
    return { status, publishAt, publishedAt };
  }
  return { status, publishAt, publishedAt: null };
}

/** A cover must be an uploaded image; 422 `media-not-found` names the field otherwise. */
export async function checkCover(tx: Tx, coverImageId: number | null): Promise<void> {
  if (coverImageId === null) return;
  const [found] = await tx
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, coverImageId), mediaOutsideBin));
  if (!found) {
    throw new AppError("unprocessable", "media-not-found", `There is no image ${coverImageId}.`, {
      field: "cover_image_id",
    });
  }
}

const linkTables = {
  competitions: { table: competitions, noun: "competition" },
  teams: { table: teams, noun: "team" },
  matches: { table: matches, noun: "match" },
} as const;

/**
 * Every linked id must name a record: 422 `<kind>-not-found` names the list (`links.matches`)
 * and the first missing id. Only ids new to the post are checked, so a post linking a match
 * deleted since keeps saving.
 */
export async function checkLinks(tx: Tx, links: Partial<PostLinks>, kept?: PostLinks): Promise<void> {
  for (const kind of ["competitions", "teams", "matches"] as const) {
    const wanted = [...new Set(links[kind] ?? [])].filter((id) => !kept?.[kind].includes(id));
    if (wanted.length === 0) continue;
    const { table, noun } = linkTables[kind];
    const found = new Set(
      (await tx.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((row) => row.id),
    );
    const missing = wanted.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new AppError("unprocessable", `${noun}-not-found`, `There is no ${noun} ${missing}.`, {
        field: `links.${kind}`,
        id: missing,
      });
    }
  }
}

const uniqueSorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The links as stored: the chosen ones, plus every match embedded in the body. */
export function linksWithEmbeds(links: PostLinks, embedded: number[]): PostLinks {
  return {
    competitions: uniqueSorted(links.competitions),
    teams: uniqueSorted(links.teams),
    matches: uniqueSorted([...links.matches, ...embedded]),
  };
}

export async function replaceLinks(tx: Tx, postId: number, links: PostLinks): Promise<void> {
  await tx.delete(postLinks).where(eq(postLinks.postId, postId));
  const rows = [
    ...links.competitions.map((targetId) => ({ postId, kind: "competition" as const, targetId })),
    ...links.teams.map((targetId) => ({ postId, kind: "team" as const, targetId })),
    ...links.matches.map((targetId) => ({ postId, kind: "match" as const, targetId })),
  ];
  if (rows.length > 0) await tx.insert(postLinks).values(rows);
}
