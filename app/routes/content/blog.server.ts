import { data, type RouterContextProvider, redirect } from "react-router";
import type { PostArticle } from "../../../server/content/posts/read.ts";
import { contentLocaleOf, localizedPath } from "../../../shared/i18n/locales.ts";
import { pageNotFound } from "../../lib/middleware.ts";
import { CONTENT_PAGE_SECONDS, sharePage } from "../../lib/page-cache.server.ts";
import { requestScopeOf } from "../../lib/request-scope.server.ts";
import { slimCompetition, slimMatch } from "../../lib/slim-views.server.ts";
import { visitorPreferences } from "../../lib/visitor.server.ts";

const POSTS_PER_PAGE = 12;

/** An id filter: absent is null; anything but a positive 32-bit integer is a page that does not exist. */
function idParam(raw: string | null): number | null {
  if (raw === null) return null;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw pageNotFound();
  return Number(raw);
}

/** `/blogs`: newest posts, filtered by `tag` and `team` from the address, a page per cursor. */
export async function loadBlogList(request: Request, context: Readonly<RouterContextProvider>) {
  const { services, locale } = requestScopeOf(context);
  const { posts, sports } = services;
  const language = contentLocaleOf(locale);
  const params = new URL(request.url).searchParams;
  const tag = params.get("tag")?.trim() || null;
  const rawCursor = params.get("cursor");
  // A filter or cursor that cannot be one reads as an address that does not exist.
  if (tag && tag.length > 100) throw pageNotFound();
  const after = rawCursor === null ? null : posts.postCursor.parse(rawCursor);
  if (rawCursor !== null && !after) throw pageNotFound();
  const teamId = idParam(params.get("team"));
  const competitionId = idParam(params.get("competition"));
  const [team, competition] = await Promise.all([
    teamId ? sports.getTeam(teamId) : null,
    competitionId ? sports.getCompetition(competitionId) : null,
  ]);
  if ((teamId && !team) || (competitionId && !competition)) throw pageNotFound();
  const [page, tags] = await Promise.all([
    posts.listPublishedPosts({
      tag: tag ?? undefined,
      team: team?.id,
      competition: competition?.id,
      after,
      limit: POSTS_PER_PAGE,
      language,
    }),
    posts.popularTags(undefined, undefined, language),
  ]);
  sharePage(context, CONTENT_PAGE_SECONDS);
  return {
    timeZone: visitorPreferences(request).timeZone,
    posts: page.posts,
    nextCursor: page.nextCursor,
    paged: after !== null,
    tag,
    team: team ? { id: team.id, name: team.name } : null,
    competition: competition ? { id: competition.id, name: competition.name } : null,
    tags,
  };
}

/**
 * `/blogs/:slug`: a published post (an old slug redirects for good), or with `?preview=` any
 * unpublished one the token opens, kept out of caches and search engines.
 */
export async function loadBlogArticle(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string,
) {
  const { services, locale } = requestScopeOf(context);
  const { posts } = services;
  const language = contentLocaleOf(locale);
  const token = new URL(request.url).searchParams.get("preview");
  let post: PostArticle | null;
  if (token !== null) {
    post = await posts.findPreviewPost(services.config.secrets.sessionSecret, token);
  } else {
    const found = await posts.findPublishedPost(slug, undefined, language);
    // An old address moves to the post's address in the language it was read in.
    if (found && "redirectTo" in found)
      throw redirect(localizedPath(locale ?? "en", `/blogs/${found.redirectTo}`), 301);
    post = found?.post ?? null;
  }
  if (!post) throw pageNotFound();
  const [related, matches] = await Promise.all([
    posts.relatedPosts(post, undefined, language),
    posts.postMatches(post),
  ]);
  const preview = token !== null;
  if (!preview) sharePage(context, CONTENT_PAGE_SECONDS);
  return data(
    {
      timeZone: visitorPreferences(request).timeZone,
      post,
      preview,
      related,
      matches: matches.map((match) => ({
        ...slimMatch(match),
        competition: slimCompetition(match.competition),
      })),
    },
    preview ? { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } } : undefined,
  );
}
