import { mkdir, readFile, rm, rmdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** An image's key: random, 24 lowercase hex digits; a new one on every replace. */
export const MEDIA_KEY = /^[a-f0-9]{24}$/;
/** A variant's file under its key: `<width>.<avif|webp|jpg>`. */
export const MEDIA_FILE = /^[1-9][0-9]{0,3}\.(avif|webp|jpg)$/;

/**
 * Where variants live. Keys and file names are checked against the patterns above before
 * any call, so no path or object name is ever built from unchecked input.
 */
export type MediaStorage = {
  readonly kind: "files" | "s3";
  put(key: string, file: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(key: string, file: string): Promise<Buffer | null>;
  /** Removes the files named; missing ones are no error. */
  remove(key: string, files: readonly string[]): Promise<void>;
};

export function assertMediaPath(key: string, file: string): void {
  if (!MEDIA_KEY.test(key) || !MEDIA_FILE.test(file)) throw new Error(`not a media path: ${key}/${file}`);
}

/** DATA_DIR/media/<key>/<file>: the default, for one server or several sharing a volume. */
export function createFileMediaStorage(root: string): MediaStorage {
  const pathOf = (key: string, file: string) => {
    assertMediaPath(key, file);
    return join(root, key, file);
  };
  return {
    kind: "files",
    async put(key, file, data) {
      const path = pathOf(key, file);
      await mkdir(join(root, key), { recursive: true });
      await writeFile(path, data);
    },
    async get(key, file) {
      try {
        return await readFile(pathOf(key, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key, files) {
      for (const file of files) await rm(pathOf(key, file), { force: true });
      // The key's folder goes once empty; another file left in it (none expected) keeps it.
      await rmdir(join(root, key)).catch(() => undefined);
    },
  };
}
