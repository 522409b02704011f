import { Link } from "react-router";
import type { PostCard } from "../../../server/content/posts/read.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { Panel } from "../competition/panel.tsx";
import { PostDate } from "./post-card.tsx";

const m = defineMessages({
  title: {
    id: "blog.latest.title",
    defaultMessage: "Latest news",
    description: "Panel on a team's or a competition's page",
  },
  more: { id: "blog.latest.more", defaultMessage: "More news", description: "Link to all the news about it" },
});

/** "Latest news" on a team's or a competition's page; nothing at all when there is none. */
export function LatestNews({ posts, more }: { posts: PostCard[]; more: string }) {
  const t = useT();
  if (posts.length === 0) return null;
  return (
    <Panel
      title={t(m.title)}
      action={
        <Link to={more} className="text-xs font-semibold text-accent hover:underline">
          {t(m.more)}
        </Link>
      }
    >
      <ul className="divide-y divide-line">
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={`/blogs/${post.slug}`} className="block px-3 py-2 hover:bg-raised">
              <span className="block text-sm font-semibold">{post.title}</span>
              <span className="block text-xs text-muted">
                <PostDate iso={post.publishedAt} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
