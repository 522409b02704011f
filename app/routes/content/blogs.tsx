import { Link } from "react-router";
import { feedPath } from "../../../shared/blog-feeds.ts";
import { type AnyLocale, contentLocaleOf } from "../../../shared/i18n/locales.ts";
import { PostCardView } from "../../components/blog/post-card.tsx";
import { navMessages } from "../../components/shell/shell-messages.ts";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { PageHeader } from "../../components/ui/page-header.tsx";
import { defineMessages, useLocale, useT } from "../../lib/i18n.tsx";
import { localeOf, pageMeta, translatorOfPage } from "../../lib/meta.ts";
import { canonical } from "../../lib/seo.ts";
import { TimeZoneProvider } from "../../lib/time-zone.tsx";
import type { Route } from "./+types/blogs";
import { loadBlogList } from "./blog.server.ts";

const m = defineMessages({
  titleAbout: {
    id: "blog.list.title-about",
    defaultMessage: "News: {about}",
    description: "Page title of the news filtered by a topic, a team or a competition (about)",
  },
  description: {
    id: "blog.list.description",
    defaultMessage: "Match reports, previews and stories from around the leagues.",
    description: "Search engines' description of the news page",
  },
  feed: {
    id: "blog.list.feed",
    defaultMessage: "{site} news ({format})",
    description: "Name of the news feed a browser offers to subscribe to; format is RSS or Atom",
  },
  feedTagged: {
    id: "blog.list.feed-tagged",
    defaultMessage: "{site} {tag} news ({format})",
    description: "Name of the feed of one topic's news; tag is the topic, format is RSS or Atom",
  },
  subtitle: { id: "blog.list.subtitle", defaultMessage: "Match reports, previews and stories" },
  rss: { id: "blog.list.rss", defaultMessage: "RSS feed", description: "Link to the news feed file" },
  topics: {
    id: "blog.list.topics",
    defaultMessage: "Topics",
    description: "Accessible name of the topic filter",
  },
  all: { id: "blog.list.all", defaultMessage: "All", description: "Topic filter: every topic" },
  tagged: {
    id: "blog.list.tagged",
    defaultMessage: "Tagged <b>{tag}</b>",
    description: "The topic the list is filtered by",
  },
  about: {
    id: "blog.list.about",
    defaultMessage: "About <link>{name}</link>",
    description: "The team or competition the list is filtered by",
  },
  clear: { id: "blog.list.clear", defaultMessage: "Clear filters" },
  noMatch: { id: "blog.list.no-match", defaultMessage: "No posts match" },
  noMatchHelp: {
    id: "blog.list.no-match-help",
    defaultMessage: "Nothing has been published on this yet. Try another topic.",
  },
  none: { id: "blog.list.none", defaultMessage: "No articles yet" },
  noneHelp: { id: "blog.list.none-help", defaultMessage: "Articles will be published here." },
  more: {
    id: "blog.list.more",
    defaultMessage: "More posts",
    description: "Accessible name of the paging links",
  },
  newest: { id: "blog.list.newest", defaultMessage: "Newest posts", description: "Link to the first page" },
  older: { id: "blog.list.older", defaultMessage: "Older posts", description: "Link to the next page" },
});

type RootData = { publicConfig: { siteUrl: string; siteName: string } } | undefined;

/** The feed of the page's language (of a topic): each language's blog has its own. */
const feedOf = (locale: AnyLocale, kind: "rss" | "atom", tag: string | null) =>
  feedPath(contentLocaleOf(locale), kind, tag);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = translatorOfPage(matches);
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData;
  const tag = loaderData?.tag ?? null;
  const about = loaderData?.team ?? loaderData?.competition;
  const title = tag
    ? t(m.titleAbout, { about: tag })
    : about
      ? t(m.titleAbout, { about: about.name })
      : t(navMessages.news);
  const feeds = root
    ? (["rss", "atom"] as const).map((kind) => {
        const feed = { site: root.publicConfig.siteName, format: kind === "rss" ? "RSS" : "Atom" };
        return {
          tagName: "link",
          rel: "alternate",
          type: `application/${kind}+xml`,
          title: tag ? t(m.feedTagged, { ...feed, tag }) : t(m.feed, feed),
          href: new URL(feedOf(localeOf(matches), kind, tag), root.publicConfig.siteUrl).toString(),
        };
      })
    : [];
  return pageMeta(matches, title, m.description, [
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
  const t = useT();
  const locale = useLocale();
  const { posts, nextCursor, paged, tag, team, competition, tags, timeZone } = loaderData;
  const filtered = Boolean(tag || team || competition);
  const about = { team: team?.id, competition: competition?.id };
  return (
    <TimeZoneProvider serverTimeZone={timeZone}>
      <PageHeader
        title={t(navMessages.news)}
        subtitle={t(m.subtitle)}
        actions={
          <a href={feedOf(locale, "rss", tag)} className="text-sm font-semibold text-accent hover:underline">
            {t(m.rss)}
          </a>
        }
      />
      {tags.length > 0 ? (
        <nav aria-label={t(m.topics)} className="mb-4">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to={filterHref(about)}
                aria-current={tag ? undefined : "page"}
                className="inline-block rounded-full border border-line px-3 py-1 text-sm aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg"
              >
                {t(m.all)}
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
          {tag
            ? t.rich(m.tagged, {
                tag,
                b: (chunks) => (
                  <strong key="tag" className="text-fg">
                    {chunks}
                  </strong>
                ),
              })
            : null}
          {tag && (team || competition) ? " · " : null}
          {team || competition
            ? t.rich(m.about, {
                name: (team ?? competition)!.name,
                link: (chunks) => (
                  <Link
                    key="about"
                    to={team ? `/team/${team.id}` : `/league/${competition!.id}`}
                    className="font-semibold text-fg hover:underline"
                  >
                    {chunks}
                  </Link>
                ),
              })
            : null}
          {" · "}
          <Link to="/blogs" className="font-semibold text-accent hover:underline">
            {t(m.clear)}
          </Link>
        </p>
      ) : null}
      {posts.length === 0 ? (
        <EmptyState title={filtered ? t(m.noMatch) : t(m.none)} icon="news">
          {filtered ? t(m.noMatchHelp) : t(m.noneHelp)}
        </EmptyState>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCardView key={post.id} post={post} heading="h2" />
          ))}
        </div>
      )}
      {nextCursor || paged ? (
        <nav aria-label={t(m.more)} className="mt-6 flex justify-center gap-4 text-sm font-semibold">
          {paged ? (
            <Link
              to={filterHref({ ...about, tag })}
              className="rounded-lg border border-line px-4 py-2 hover:bg-raised"
            >
              {t(m.newest)}
            </Link>
          ) : null}
          {nextCursor ? (
            <Link
              to={filterHref({ ...about, tag, cursor: nextCursor })}
              rel="next"
              className="rounded-lg border border-line px-4 py-2 hover:bg-raised"
            >
              {t(m.older)}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </TimeZoneProvider>
  );
}
