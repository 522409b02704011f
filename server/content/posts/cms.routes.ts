import { createRoute, z } from "@hono/zod-openapi";
import { LOCALES } from "../../../shared/i18n/locales.ts";
import { baseVersionOf, versionTag } from "../../../shared/versioning.ts";
import type { ApiRouter } from "../../http/api-router.ts";
import { bulkBody, bulkResponses } from "../../http/bulk.ts";
import { AppError } from "../../http/errors.ts";
import { idempotent } from "../../http/idempotency.ts";
import { cmsDenied, dataResponse, jsonBody } from "../../http/openapi-parts.ts";
import { limitParam, listResponse, offsetParam } from "../../http/pagination.ts";
import { actorOf, requireCms } from "../../http/staff-actor.ts";
import { createPostInput, listPostsQuery, POST_STATUSES, updatePostInput } from "./input.ts";
import { POST_BULK_ACTIONS } from "./posts.ts";
import { PREVIEW_TTL_SECONDS, previewLink } from "./preview.ts";

const tags = ["cms"];
const security = [{ bearer: [] }];
const notFound = { 404: { description: "`post-not-found`." } };
const ids = z.array(z.number().int());

const summaryFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  status: z.enum(POST_STATUSES),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  author_name: z.string(),
  language: z.enum(LOCALES),
  translation_of: z.number().int().nullable().openapi({ description: "The original it translates." }),
  translations: z
    .array(
      z.object({
        id: z.number().int(),
        language: z.enum(LOCALES),
        title: z.string(),
        status: z.enum(POST_STATUSES),
      }),
    )
    .openapi({ description: "The other posts of its group: the original and every translation." }),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
};
const summarySchema = z.object(summaryFields).openapi("CmsPostSummary");
const linksSchema = z.object({ competitions: ids, teams: ids, matches: ids });
const postSchema = z
  .object({
    ...summaryFields,
    body_markdown: z.string(),
    body_html: z.string(),
    cover_image_id: z.number().int().nullable(),
    links: linksSchema,
  })
  .openapi("CmsPost");
const etagHeader = {
  ETag: { schema: { type: "string" as const }, description: 'The version as a tag, `"7"`.' },
};
const one = (description: string) => ({
  description,
  headers: etagHeader,
  content: { "application/json": { schema: z.object({ data: postSchema }) } },
});
const idParam = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "1" }) });
const ifMatch = z.object({ "if-match": z.string().optional().openapi({ example: '"7"' }) });

/** Ids are read as text so a malformed one is "no such post" (404), never a 400. */
function postIdOf(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(id <= 2_147_483_647)) throw new AppError("not-found", "post-not-found", `There is no post ${raw}.`);
  return id;
}

const listRoute = createRoute({
  method: "get",
  path: "/cms/posts",
  operationId: "listCmsPosts",
  tags,
  security,
  summary: "Blog posts of every status, newest edit first, or going out in a range (editors)",
  request: { query: listPostsQuery.extend({ limit: limitParam(50, 200), offset: offsetParam }) },
  responses: {
    ...listResponse("A page of posts and how many match.", summarySchema),
    400: { description: "`invalid-from`, `invalid-to`, `invalid-range`, `post-range-too-long`." },
    ...cmsDenied,
  },
});

const createPostRoute = createRoute({
  method: "post",
  path: "/cms/posts",
  operationId: "createCmsPost",
  tags,
  security,
  summary: "Write a post: a draft, scheduled for later, or published now (editors)",
  description:
    "Send an `Idempotency-Key` to retry safely. The slug is made from the title when left out. With `translation_of` and a `language` the post is a translation, kept with its original (the original of a translation named); it takes the original's slug when that is free in its language.",
  request: { body: jsonBody(createPostInput) },
  responses: {
    201: one("The new post, at version 1."),
    400: { description: "`invalid-language` and the other fields' `invalid-<field>`." },
    ...cmsDenied,
    409: { description: "`slug-taken`, `translation-exists`, `idempotency-key-in-progress`." },
    422: {
      description:
        "`post-not-found` (details.field `translation_of`), `media-not-found`, `match-not-found`, `team-not-found`, `competition-not-found` (details.field `links.<kind>`), `idempotency-key-reused`.",
    },
  },
});

const bulkRoute = createRoute({
  method: "post",
  path: "/cms/posts/bulk",
  operationId: "bulkCmsPosts",
  tags,
  security,
  summary: "Publish, unpublish or delete many posts at once, all or none (editors)",
  description:
    "Each post changed is audited as a change of its own. A post already as asked is counted in `unchanged`, so a retry is safe; a post that does not exist refuses the whole batch.",
  request: { body: bulkBody(POST_BULK_ACTIONS) },
  responses: bulkResponses("posts", "posts-not-found"),
});

const readRoute = createRoute({
  method: "get",
  path: "/cms/posts/{id}",
  operationId: "getCmsPost",
  tags,
  security,
  summary: "One post as the editor opens it, with its version as ETag",
  request: { params: idParam },
  responses: { 200: one("The post."), ...cmsDenied, ...notFound },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/cms/posts/{id}",
  operationId: "updateCmsPost",
  tags,
  security,
  summary: "Edit, schedule, publish or unpublish a post (editors)",
  description:
    'Send the version you read as `If-Match: "7"` or the body\'s `version`; a newer one on the server is 409 `edit-conflict` with `details.current`. Fields left out keep their value; a new slug keeps the old address as a redirect.',
  request: {
    params: idParam,
    headers: ifMatch,
    body: jsonBody(updatePostInput),
  },
  responses: {
    200: one("The post after the change."),
    ...cmsDenied,
    ...notFound,
    409: { description: "`edit-conflict`, `slug-taken`, `translation-exists`." },
    422: {
      description:
        "`media-not-found`, `match-not-found`, `team-not-found`, `competition-not-found` (details.field `links.<kind>`).",
    },
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/cms/posts/{id}",
  operationId: "deleteCmsPost",
  tags,
  security,
  summary: "Move a post to the bin: it leaves every list and page at once (editors); again is a no-op",
  request: { params: idParam },
  responses: { 204: { description: "In the bin." }, ...cmsDenied, ...notFound },
});

const revisionsRoute = createRoute({
  method: "get",
  path: "/cms/posts/{id}/revisions",
  operationId: "listCmsPostRevisions",
  tags,
  security,
  summary: "Every saved version of a post, newest first",
  request: { params: idParam },
  responses: {
    200: dataResponse(
      "The revisions.",
      z.array(
        z.object({
          version: z.number().int(),
          edited_by: z.string().nullable(),
          created_at: z.string(),
          snapshot: z.object({}).passthrough(),
        }),
      ),
    ),
    ...cmsDenied,
    ...notFound,
  },
});

const restoreRoute = createRoute({
  method: "post",
  path: "/cms/posts/{id}/revisions/{version}/restore",
  operationId: "restoreCmsPostRevision",
  tags,
  security,
  summary: "Bring back an earlier version's text, slug, tags, links and cover as a new version",
  description: "Versioned like an edit (If-Match or body `version`); the post's status stays as it is.",
  request: {
    params: idParam.extend({ version: z.string().openapi({ param: { name: "version", in: "path" } }) }),
    headers: ifMatch,
    body: jsonBody(z.object({ version: z.number().int().min(0).optional() }).strict()),
  },
  responses: {
    200: one("The post after the restore."),
    ...cmsDenied,
    404: { description: "`post-not-found`, `revision-not-found`." },
    409: { description: "`edit-conflict`, `slug-taken`." },
  },
});

const previewRoute = createRoute({
  method: "post",
  path: "/cms/posts/{id}/preview-link",
  operationId: "createCmsPostPreviewLink",
  tags,
  security,
  summary: "A signed link that opens the post, whatever its status, for a week",
  request: { params: idParam },
  responses: {
    200: dataResponse(
      "The link and when it stops working.",
      z.object({ url: z.string(), expires_at: z.string() }),
    ),
    ...cmsDenied,
    ...notFound,
  },
});

/** The blog's write side under /cms/posts; every change is audited and versioned. */
export function mountPostRoutes(api: ApiRouter): void {
  const createOnce = idempotent("cms-posts");
  api.use("/cms/posts", requireCms("content:write"), (c, next) =>
    c.req.method === "POST" ? createOnce(c, next) : next(),
  );
  api.use("/cms/posts/*", requireCms("content:write"));

  api.openapi(listRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await c.var.services.posts.listCmsPosts(c.req.valid("query")), 200);
  });
  api.openapi(createPostRoute, async (c) => {
    const post = await c.var.services.posts.createPost(c.req.valid("json"), await actorOf(c));
    await c.var.services.postPublishing.afterSave(post);
    c.header("Location", `${c.var.services.config.SITE_API_PATH}/cms/posts/${post.id}`);
    c.header("ETag", versionTag(post.version));
    return c.json({ data: post }, 201);
  });
  api.openapi(bulkRoute, async (c) => {
    const { action, ids: chosen } = c.req.valid("json");
    const result = await c.var.services.posts.bulkPosts(action, chosen, await actorOf(c));
    return c.json({ data: result }, 200);
  });
  api.openapi(readRoute, async (c) => {
    const post = await c.var.services.posts.getCmsPost(postIdOf(c.req.valid("param").id));
    c.header("Cache-Control", "no-store");
    c.header("ETag", versionTag(post.version));
    return c.json({ data: post }, 200);
  });
  api.openapi(updateRoute, async (c) => {
    const id = postIdOf(c.req.valid("param").id);
    const body = c.req.valid("json");
    const base = baseVersionOf(c.req.valid("header")["if-match"], body.version);
    const { post } = await c.var.services.posts.updatePost(id, body, base, await actorOf(c));
    await c.var.services.postPublishing.afterSave(post);
    c.header("ETag", versionTag(post.version));
    return c.json({ data: post }, 200);
  });
  api.openapi(deleteRoute, async (c) => {
    await c.var.services.posts.deletePost(postIdOf(c.req.valid("param").id), await actorOf(c));
    return c.body(null, 204);
  });
  api.openapi(revisionsRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      { data: await c.var.services.posts.listPostRevisions(postIdOf(c.req.valid("param").id)) },
      200,
    );
  });
  api.openapi(restoreRoute, async (c) => {
    const params = c.req.valid("param");
    const id = postIdOf(params.id);
    const revision = /^[1-9]\d{0,8}$/.test(params.version) ? Number(params.version) : 0;
    if (!revision) throw new AppError("not-found", "revision-not-found", `Post ${id} has no such version.`);
    const base = baseVersionOf(c.req.valid("header")["if-match"], c.req.valid("json").version);
    const { post } = await c.var.services.posts.restorePostRevision(id, revision, base, await actorOf(c));
    await c.var.services.postPublishing.afterSave(post);
    c.header("ETag", versionTag(post.version));
    return c.json({ data: post }, 200);
  });
  api.openapi(previewRoute, async (c) => {
    const { config } = c.var.services;
    const post = await c.var.services.posts.getCmsPost(postIdOf(c.req.valid("param").id));
    const now = new Date();
    const url = previewLink(
      { siteUrl: config.SITE_URL, previewUrl: config.PREVIEW_URL, secret: config.secrets.sessionSecret },
      post,
      now,
    );
    const expires = (Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS) * 1000;
    c.header("Cache-Control", "no-store");
    return c.json({ data: { url, expires_at: new Date(expires).toISOString() } }, 200);
  });
}
