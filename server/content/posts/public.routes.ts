import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../../shared/i18n/locales.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { cursorListOf, cursorParam } from "../../http/cursor.ts";
import { AppError } from "../../http/errors.ts";
import { dataResponse, errorResponse } from "../../http/openapi-parts.ts";
import { postCoverSchema } from "../media/schemas.ts";
import { postCursor } from "./cursor.ts";
import type { PostArticle, PostCard } from "./read.ts";

/** Public reads change only when an editor publishes; a minute's staleness is fine for shared caches. */
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";
const SLUG = /^[a-z0-9-]{1,120}$/;

const postCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    tags: z.array(z.string()),
    language: z.enum(LOCALES).openapi({ description: "The language it is written in" }),
    author: z.string(),
    cover: postCoverSchema.nullable(),
    published_at: z.string().openapi({ description: "ISO 8601 instant" }),
    updated_at: z.string(),
  })
  .openapi("PostSummary");

const postSchema = postCardSchema
  .extend({
    body_html: z
      .string()
      .openapi({ description: "Sanitised HTML; `div.match-embed[data-match-id]` marks a match card." }),
    links: z.object({
      competitions: z.array(z.number().int()),
      teams: z.array(z.number().int()),
      matches: z.array(z.number().int()),
    }),
    versions: z
      .array(z.object({ language: z.enum(LOCALES), slug: z.string(), original: z.boolean() }))
      .openapi({ description: "Every published version of the post, the original first." }),
  })
  .openapi("Post");

const cardJson = (post: PostCard) => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  tags: post.tags,
  language: post.language,
  author: post.author,
  cover: post.cover,
  published_at: post.publishedAt,
  updated_at: post.updatedAt,
});
const postJson = (post: PostArticle) => ({
  ...cardJson(post),
  body_html: post.bodyHtml,
  links: post.links,
  versions: post.versions,
});

/** The blog of one language: its own posts, and originals not translated into it. */
const languageParam = z
  .enum(LOCALES)
  .optional()
  .openapi({ description: "The language's blog to read; en unless stated.", example: "vi" });

const listRoute = createRoute({
  method: "get",
  path: "/posts",
  operationId: "listPosts",
  tags: ["Posts"],
  security: [],
  summary: "Published posts, newest first, a page at a time",
  description: "Pass `next_cursor` back as `cursor` for the next page; it is null on the last page.",
  request: {
    query: z.object({
      tag: z.string().min(1).max(100).optional(),
      team: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      cursor: cursorParam,
      limit: z.coerce.number().int().min(1).max(50).default(20),
      language: languageParam,
    }),
  },
  responses: {
    200: {
      description: "A page of posts",
      content: {
        "application/json": {
          schema: cursorListOf(postCardSchema),
        },
      },
    },
    400: errorResponse(
      "`invalid-tag`, `invalid-team`, `invalid-limit`, `invalid-cursor` or `invalid-language`.",
    ),
  },
});

const postRoute = createRoute({
  method: "get",
  path: "/posts/{slug}",
  operationId: "getPost",
  tags: ["Posts"],
  security: [],
  summary: "One published post by its slug",
  description:
    "A slug the post had before answers 301 to the post's current address. With `language`, the post as that language's blog shows it: its translation, or the original (its `language` says which).",
  request: {
    params: z.object({
      slug: z.string().openapi({ param: { name: "slug", in: "path" }, example: "derby-day" }),
    }),
    query: z.object({ language: languageParam }),
  },
  responses: {
    200: dataResponse("The post", postSchema),
    400: errorResponse("`invalid-language`."),
    301: { description: "The post moved to a new slug; `Location` is its API address." },
    404: errorResponse("`post-not-found`: unknown, draft, scheduled or deleted."),
  },
});

const notFound = () => new AppError("not-found", "post-not-found", "No published post has this address.");

export function mountPostsPublicRoutes(api: ApiRouter): void {
  api.openapi(listRoute, async (c) => {
    const { cursor, ...query } = c.req.valid("query");
    const after = postCursor.read(cursor);
    const page = await c.get("services").posts.listPublishedPosts({ ...query, after });
    c.header("Cache-Control", PUBLIC_CACHE);
    return c.json({ data: page.posts.map(cardJson), next_cursor: page.nextCursor }, 200);
  });

  api.openapi(postRoute, async (c) => {
    const { slug } = c.req.valid("param");
    if (!SLUG.test(slug)) throw notFound();
    const { services } = c.var;
    const { language } = c.req.valid("query");
    const found = await services.posts.findPublishedPost(slug, undefined, language);
    if (!found) throw notFound();
    c.header("Cache-Control", PUBLIC_CACHE);
    if ("redirectTo" in found) {
      const query = language ? `?language=${language}` : "";
      return c.redirect(`${services.config.SITE_API_PATH}/posts/${found.redirectTo}${query}`, 301);
    }
    return c.json({ data: postJson(found.post) }, 200);
  });
}
