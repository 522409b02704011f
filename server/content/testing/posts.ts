import type { Db } from "../../db/connect.ts";
import { renderMarkdown } from "../markdown.ts";
import { type PostLinkKind, type PostStatus, postLinks, posts } from "../schema.ts";

/** A post written straight into the table, as the editor would have left it. */
export async function insertTestPost(
  db: Db,
  post: {
    slug: string;
    title: string;
    status?: PostStatus;
    tags?: string[];
    excerpt?: string;
    body?: string;
    publishedAt?: Date | null;
    publishAt?: Date | null;
    deletedAt?: Date | null;
    updatedAt?: Date;
    links?: { kind: PostLinkKind; targetId: number }[];
    /** A locale code; English unless stated. */
    language?: string;
    /** The original this post translates. */
    translationOf?: number;
  },
): Promise<number> {
  const status = post.status ?? "published";
  const body = post.body ?? `The story of ${post.title}.`;
  const publishedAt = post.publishedAt ?? (status === "published" ? new Date("2026-03-01T12:00:00Z") : null);
  const [row] = await db
    .insert(posts)
    .values({
      slug: post.slug,
      language: post.language ?? "en",
      translationOf: post.translationOf ?? null,
      title: post.title,
      excerpt: post.excerpt ?? `About ${post.title}`,
      bodyMarkdown: body,
      bodyHtml: renderMarkdown(body).html,
      tags: post.tags ?? [],
      authorName: "Test desk",
      status,
      publishAt: post.publishAt ?? null,
      publishedAt,
      deletedAt: post.deletedAt ?? null,
      updatedAt: post.updatedAt ?? publishedAt ?? new Date("2026-03-01T12:00:00Z"),
    })
    .returning({ id: posts.id });
  if (post.links?.length) {
    await db.insert(postLinks).values(post.links.map((link) => ({ postId: row!.id, ...link })));
  }
  return row!.id;
}
