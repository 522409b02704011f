import { Link } from "react-router";
import { PostCardView } from "../../components/blog/post-card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { pageMeta } from "../../lib/meta.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/blogs";
import { loadBlogList } from "./blog.server.ts";

type RootData = { publicConfig: { siteUrl: string; siteName: string } } | undefined;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const tag = loaderData?.tag ?? null;
  const about = loaderData?.team ?? loaderData?.competition;
  const title = tag ? `News: ${tag}` : about ? `News: ${about.name}` : "News";
  const feeds = root
    ? (["rss", "atom"] as const).map((kind) => ({
        tagName: "link",
        rel: "alternate",
        type: `application/${kind}+xml`,
        title: `${root.publicConfig.siteName} ${tag ? `${tag} ` : ""}news (${kind === "rss" ? "RSS" : "Atom"})`,
        href: new URL(
          `/blogs/${tag ? `tag/${encodeURIComponent(tag)}/` : ""}${kind}.xml`,
          root.publicConfig.siteUrl,
        ).toString(),
      }))
    : [];
  return pageMeta(matches, title, "Match reports, previews and stories from around the leagues.", [
    ...canonical(matches, tag ? `/blogs?tag=${encodeURIComponent(tag)}` : "/blogs"),
    // Older pages are reached through the first; only that one belongs in search results.
    ...(loaderData?.paged || about ? [{ name: "robots", content: "noindex, follow" }] : []),
    ...feeds,
  ]);
};

export const loader = ({ request, context }: Route.LoaderArgs) => loadBlogList(request, context);

type Filter = {
  tag?: string | null;
  team?: number | null;
  competition?: number | null;
  cursor?: string | null;
};

const filterHref = (filter: Filter) => {
  const params = new URLSearchParams();
  if (filter.tag) params.set("tag", filter.tag);
  if (filter.team) params.set("team", String(filter.team));
  if (filter.competition) params.set("competition", String(filter.competition));
  if (filter.cursor) params.set("cursor", filter.cursor);
  const query = params.toString();
  return query ? `/blogs?${query}` : "/blogs";
};

export default function BlogsPage({ loaderData }: Route.ComponentProps) {
  const { posts, nextCursor, paged, tag, team, competition, tags, timeZone } = loaderData;
  const filtered = Boolean(tag || team || competition);
  const about = { team: team?.id, competition: competition?.id };
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader
        title="News"
        subtitle="Match reports, previews and stories"
        actions={
          <a
            href={tag ? `/blogs/tag/${encodeURIComponent(tag)}/rss.xml` : "/blogs/rss.xml"}
            className="text-sm font-semibold text-accent hover:underline"
          >
            RSS feed
          </a>
        }
      />
      {tags.length > 0 ? (
        <nav aria-label="Topics" className="mb-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={filterHref(about)}
                aria-current={tag ? undefined : "page"}
                className="inline-block rounded-full border border-line px-3 py-1 text-sm aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg"
              >
                All
              </Link>
            </li>
            {tags.map((topic) => (
              <li key={topic}>
                <Link
                  to={filterHref({ ...about, tag: topic })}
                  aria-current={topic === tag ? "page" : undefined}
                  className="inline-block rounded-full border border-line px-3 py-1 text-sm aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg"
                >
                  {topic}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {filtered ? (
        <p className="mb-4 text-sm text-muted">
          {tag ? (
            <>
              Tagged <strong className="text-fg">{tag}</strong>
            </>
          ) : null}
          {tag && (team || competition) ? " · " : null}
          {team || competition ? (
            <>
              About{" "}
              <Link
                to={team ? `/team/${team.id}` : `/league/${competition!.id}`}
                className="font-semibold text-fg hover:underline"
              >
                {(team ?? competition)!.name}
              </Link>
            </>
          ) : null}
          {" · "}
          <Link to="/blogs" className="font-semibold text-accent hover:underline">
            Clear filters
          </Link>
        </p>
      ) : null}
      {posts.length === 0 ? (
        <EmptyState title={filtered ? "No posts match" : "No articles yet"} icon="news">
          {filtered
            ? "Nothing has been published on this yet. Try another topic."
            : "Articles will be published here."}
        </EmptyState>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCardView key={post.id} post={post} heading="h2" />
          ))}
        </div>
      )}
      {nextCursor || paged ? (
        <nav aria-label="More posts" className="mt-6 flex justify-center gap-4 text-sm font-semibold">
          {paged ? (
            <Link
              to={filterHref({ ...about, tag })}
              className="rounded-lg border border-line px-4 py-2 hover:bg-raised"
            >
              Newest posts
            </Link>
          ) : null}
          {nextCursor ? (
            <Link
              to={filterHref({ ...about, tag, cursor: nextCursor })}
              rel="next"
              className="rounded-lg border border-line px-4 py-2 hover:bg-raised"
            >
              Older posts
            </Link>
          ) : null}
        </nav>
      ) : null}
    </TimeZoneProvider>
  );
}
