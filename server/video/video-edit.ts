import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { AppError } from "../http/errors.ts";
import { editConflict } from "../http/versioning.ts";
import { videoOutsideBin, videos } from "./schema.ts";

export const videoNotFound = () => new AppError("not-found", "video-not-found", "No such video.");

type VideoRow = typeof videos.$inferSelect;

/**
 * Locks a video out of the bin for an edit based on `version`. A stale version is refused with the
 * record as the editing screen shows it (`shown`), so the editor sees what changed.
 */
export async function lockVideoForEdit(
  tx: Db,
  id: number,
  version: number,
  shown: (row: VideoRow) => Record<string, unknown> & { version: number },
): Promise<VideoRow> {
  const [row] = await tx
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), videoOutsideBin))
    .for("update");
  if (!row) throw videoNotFound();
  if (row.version !== version) throw editConflict(shown(row));
  return row;
}
