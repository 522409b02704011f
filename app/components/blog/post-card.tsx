import { Link } from "react-router";
import type { PostCard } from "../../../server/content/posts/read.ts";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { useDates } from "../../lib/time-zone.tsx";
import { PostCoverImage } from "./post-cover.tsx";

const m = defineMessages({
  tags: {
    id: "blog.card.tags",
    defaultMessage: "Tags",
    description: "Accessible name of a post's list of topics",
  },
});

/** "21 Nov 26" in the visitor's zone, as a machine-readable <time>. */
export function PostDate({ iso }: { iso: string }) {
  const dates = useDates();
  return <time dateTime={iso}>{dates.shortDate(iso, true)}</time>;
}

export function TagLinks({ tags }: { tags: string[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t(m.tags)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/blogs?tag=${encodeURIComponent(tag)}`}
            className="inline-block rounded-full border border-line px-2 py-0.5 text-xs text-muted hover:border-accent hover:text-fg"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * One post in a list: cover, title, excerpt, date and tags. Its title is a heading one level
 * below the list's own: `h2` right under the page's title, `h3` under a section's.
 */
export function PostCardView({
  post,
  heading: Heading,
  compact = false,
}: {
  post: PostCard;
  heading: "h2" | "h3";
  compact?: boolean;
}) {
  const locale = useLocale();
  return (
    <article
      data-post-slug={post.slug}
      // An original shown where it has no translation says which language it is read in.
      lang={post.language === locale ? undefined : post.language}
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface"
    >
      {post.cover && !compact ? (
        <PostCoverImage
          cover={post.cover}
          sizes="(min-width: 1024px) 400px, 100vw"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base font-semibold leading-snug">
          <Link to={`/blogs/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
        {post.excerpt && !compact ? <p className="text-sm text-muted">{post.excerpt}</p> : null}
        <p className="mt-auto text-xs text-muted">
          <PostDate iso={post.publishedAt} />
        </p>
        {compact ? null : <TagLinks tags={post.tags} />}
      </div>
    </article>
  );
}
