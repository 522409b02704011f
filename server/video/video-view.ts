import type { videos } from "./schema.ts";

export type Video = typeof videos.$inferSelect;
export type VideoView = ReturnType<typeof viewOf>;

/** A video as the admin area and its API show it. */
export function viewOf(row: Video) {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    source: row.source,
    externalRef: row.externalRef,
    status: row.status,
    error: row.error,
    jobId: row.jobId,
    durationSeconds: row.durationSeconds,
    width: row.width,
    height: row.height,
    renditions: row.renditions,
    hasCaptions: row.captionsKey !== null,
    captionsLabel: row.captionsLabel,
    captionsLang: row.captionsLang,
    entitlement: row.entitlement,
    matchId: row.matchId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
