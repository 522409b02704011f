import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.ts";
import { AppError } from "../../http/errors.ts";
import type { AuditActor } from "../../platform/audit/audit.ts";
import type { Tx } from "../../platform/transactions.ts";
import { postRevisions } from "../schema.ts";
import type { PostSnapshot } from "./input.ts";
import { postRow } from "./view.ts";

export type PostRevision = {
  version: number;
  edited_by: string | null;
  created_at: string;
  snapshot: PostSnapshot;
};

/** Records the post as saved at `version`: one row per version, so history is never rewritten. */
export async function writeRevision(
  tx: Tx,
  postId: number,
  version: number,
  snapshot: PostSnapshot,
  actor: AuditActor,
): Promise<void> {
  await tx.insert(postRevisions).values({ postId, version, snapshot, editedBy: actor.id });
}

/** Every saved version of a live post, newest first. */
export async function listPostRevisions(db: Db, postId: number): Promise<PostRevision[]> {
  await postRow(db, postId);
  const rows = await db
    .select()
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.version));
  return rows.map((row) => ({
    version: row.version,
    edited_by: row.editedBy,
    created_at: row.createdAt.toISOString(),
    snapshot: row.snapshot as PostSnapshot,
  }));
}

export async function revisionSnapshot(tx: Db | Tx, postId: number, version: number): Promise<PostSnapshot> {
  const [row] = await tx
    .select({ snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.version, version)));
  if (!row) {
    throw new AppError("not-found", "revision-not-found", `Post ${postId} has no version ${version}.`);
  }
  return row.snapshot as PostSnapshot;
}
