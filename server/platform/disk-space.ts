import { mkdirSync, statfsSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { AppError } from "../../shared/errors.ts";

/** Where crossings are told: the server's logger fits (config.ts loads this file, so no logger import). */
type Log = { error(fields: object, message: string): void; warn(fields: object, message: string): void };

const MB = 1024 * 1024;

/** Bytes an unprivileged process may still write on the file system holding `dir`. */
export const freeBytesOf = (dir: string): number => {
  const { bavail, bsize } = statfsSync(dir);
  return bavail * bsize;
};

/**
 * Why DATA_DIR cannot be written, or null when it can: a read-only mount, a missing permission, a
 * path through a file. Tried by writing and removing a small file, as the server is about to.
 */
export function dataDirWriteProblem(dir: string): string | null {
  const probe = join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, "");
    unlinkSync(probe);
    return null;
  } catch (error) {
    const code = String((error as NodeJS.ErrnoException).code ?? "");
    const why =
      code === "EROFS"
        ? "is read-only"
        : code === "EACCES" || code === "EPERM"
          ? "may not be written by this user"
          : code === "ENOSPC"
            ? "is full"
            : `cannot be written (${code || (error as Error).message})`;
    return `${dir} ${why}; give the server a directory it can write to`;
  }
}

/** Free space DATA_DIR keeps while running, a quarter of what a start needs: below it, writes are refused. */
export const runningReserveMb = (minFreeMb: number) => Math.ceil(minFreeMb / 4);

/**
 * Refuses a start on a DATA_DIR without room for the embedded database, its log and the demo's media:
 * the first write that found the disk full would otherwise stop the server mid-seed.
 */
export function checkRoomAtBoot(dir: string, minFreeMb: number, freeBytes = freeBytesOf): void {
  mkdirSync(dir, { recursive: true });
  const freeMb = Math.floor(freeBytes(dir) / MB);
  if (freeMb >= minFreeMb) return;
  throw new AppError(
    "insufficient-storage",
    "data-dir-full",
    `DATA_DIR is full: ${freeMb} MB free, at least ${minFreeMb} MB needed (${dir}). Free some space, ` +
      "or point DATA_DIR at a larger disk (DATA_DIR_MIN_FREE_MB sets the threshold).",
  );
}

/**
 * Whether DATA_DIR is nearly full, read at most every `everyMs` (a statfs is cheap, but not per
 * request). Crossing the reserve is logged once each way, with the free space.
 */
export function createDiskRoom(options: {
  dir: string;
  reserveMb: number;
  logger: Log;
  everyMs?: number;
  freeBytes?: (dir: string) => number;
}) {
  const { dir, reserveMb, logger, everyMs = 5_000, freeBytes = freeBytesOf } = options;
  let readAt = Number.NEGATIVE_INFINITY;
  let full = false;
  return {
    /** True while writes must be refused; a disk that cannot be read is taken to have room. */
    full(): boolean {
      const now = Date.now();
      if (now - readAt < everyMs) return full;
      readAt = now;
      let freeMb: number;
      try {
        freeMb = Math.floor(freeBytes(dir) / MB);
      } catch {
        return full;
      }
      const nowFull = freeMb < reserveMb;
      if (nowFull !== full) {
        if (nowFull) {
          logger.error(
            { dir, freeMb, reserveMb },
            `DATA_DIR is full: ${freeMb} MB free, at least ${reserveMb} MB needed; writes are refused (507)`,
          );
        } else logger.warn({ dir, freeMb }, "DATA_DIR has room again: writes are accepted");
      }
      full = nowFull;
      return full;
    },
  };
}

export type DiskRoom = ReturnType<typeof createDiskRoom>;
