import { mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";

/**
 * Where video bytes live under DATA_DIR/video:
 * - uploads/<upload id>.part: a resumable upload while it arrives;
 * - sources/<video id>: the finished upload, kept so a failed job can run again;
 * - captions/<video id>.vtt: captions uploaded for a video, published with it;
 * - work/<video id>: the transcoder's scratch folder, emptied at the start of every run;
 * - published/<video id>/<rev>: what players read; `videos.rev` names the live folder.
 * work/ and published/ share a file system, so publishing is one rename.
 */
export type VideoStore = ReturnType<typeof videoStore>;

export function videoStore(dataDir: string) {
  const root = join(dataDir, "video");
  const store = {
    root,
    uploadPart: (uploadId: string) => join(root, "uploads", `${uploadId}.part`),
    source: (videoId: number) => join(root, "sources", String(videoId)),
    captions: (videoId: number) => join(root, "captions", `${videoId}.vtt`),
    work: (videoId: number) => join(root, "work", String(videoId)),
    publishedDir: (videoId: number) => join(root, "published", String(videoId)),
    published: (videoId: number, rev: string) => join(root, "published", String(videoId), rev),
    async ensure(): Promise<void> {
      for (const dir of ["uploads", "sources", "captions", "work", "published"]) {
        await mkdir(join(root, dir), { recursive: true });
      }
    },
    /** Removes published folders other than the live one: leftovers of a run that crashed after its rename. */
    async prune(videoId: number, liveRev: string | null): Promise<void> {
      const dir = store.publishedDir(videoId);
      const revs = await readdir(dir).catch(() => [] as string[]);
      for (const rev of revs) if (rev !== liveRev) await rm(join(dir, rev), { recursive: true, force: true });
    },
    async forget(videoId: number): Promise<void> {
      for (const path of [
        store.work(videoId),
        store.publishedDir(videoId),
        store.source(videoId),
        store.captions(videoId),
      ]) {
        await rm(path, { recursive: true, force: true });
      }
    },
  };
  return store;
}
