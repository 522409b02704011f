import type { Db } from "../../db/connect.ts";
import { bindAll } from "../../platform/bind.ts";
import { renderMarkdown } from "../markdown.ts";
import { postCursor } from "./cursor.ts";
import { createPostInput, updatePostInput } from "./input.ts";
import {
  bulkPosts,
  createPost,
  deletePost,
  getCmsPost,
  listCmsPosts,
  listPostRevisions,
  POST_BULK_ACTIONS,
  postShelf,
  restorePostRevision,
  updatePost,
} from "./posts.ts";
import { previewLink } from "./preview.ts";
import {
  findPreviewPost,
  findPublishedPost,
  latestPostsAbout,
  listPublishedPosts,
  popularTags,
  postMatches,
  relatedPosts,
} from "./read.ts";

/** What the blog offers pages through `services.posts`: public reads, staff editing, their schemas. */
export function createPostsFacade(db: Db) {
  return {
    // The public blog: lists, articles (published or opened by a preview token) and what they link to.
    ...bindAll(db, {
      listPublishedPosts,
      latestPostsAbout,
      findPublishedPost,
      findPreviewPost,
      relatedPosts,
      postMatches,
      popularTags,
    }),
    // The admin area's editing, each write audited and revisioned by the domain.
    ...bindAll(db, {
      listCmsPosts,
      getCmsPost,
      listPostRevisions,
      createPost,
      updatePost,
      restorePostRevision,
      deletePost,
      bulkPosts,
    }),
    createPostInput,
    updatePostInput,
    bulkActions: POST_BULK_ACTIONS,
    /** Deleted posts, as the admin area's bin holds them. */
    shelf: postShelf(db),
    postCursor,
    previewLink,
    renderMarkdown,
  };
}

export type PostsFacade = ReturnType<typeof createPostsFacade>;
