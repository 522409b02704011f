// Brotli (quality 11) and gzip (level 9) siblings of the client build's text files, written once
// when the app is built. The server sends them as they are (serveStatic's `precompressed`), so
// no request pays for compression and browsers get Brotli, which runtime compression never uses.
import { readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Text formats worth compressing; images and fonts (png, jpg, webp, woff2) are compressed already. */
export const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|ico|map)$/i;

/** The compress middleware's threshold: below it, compressing on the fly costs more than it saves. */
export const MIN_BYTES = 1024;

/**
 * The build's own threshold, lower: compressing once costs nothing per request, and a page loads
 * six to eight scripts of a few hundred bytes, each a third to a half smaller in Brotli.
 */
export const PRECOMPRESS_MIN_BYTES = 256;

export const SIBLINGS = { brotli: ".br", gzip: ".gz" } as const;

export type PrecompressedFile = {
  /** Path relative to the directory compressed, with forward slashes. */
  file: string;
  bytes: number;
  /** Size of each sibling written; null when it would not be smaller than the file. */
  brotli: number | null;
  gzip: number | null;
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const encoders: Record<keyof typeof SIBLINGS, (data: Buffer) => Promise<Buffer>> = {
  brotli: (data) =>
    brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function filesUnder(root: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(join(root, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(root, path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

async function precompressFile(root: string, file: string): Promise<PrecompressedFile | null> {
  const path = join(root, file);
  const info = await stat(path);
  if (info.size < PRECOMPRESS_MIN_BYTES) return null;
  const data = await readFile(path);
  const sizes = { brotli: null as number | null, gzip: null as number | null };
  for (const encoding of ["brotli", "gzip"] as const) {
    const sibling = path + SIBLINGS[encoding];
    const encoded = await encoders[encoding](data);
    if (encoded.length >= data.length) {
      // Serving more bytes than the file is never a win; drop a leftover from an earlier run too.
      await rm(sibling, { force: true });
      continue;
    }
    await writeFile(sibling, encoded);
    // Every encoding of the file answers with the file's own Last-Modified.
    await utimes(sibling, info.atime, info.mtime);
    sizes[encoding] = encoded.length;
  }
  return sizes.brotli === null && sizes.gzip === null ? null : { file, bytes: data.length, ...sizes };
}

/**
 * Writes `.br` and `.gz` beside every compressible file of at least PRECOMPRESS_MIN_BYTES under `root`
 * (build/client after `react-router build`) and returns the files it wrote siblings for, by path.
 */
export async function precompressDirectory(root: string): Promise<PrecompressedFile[]> {
  const files = (await filesUnder(root)).filter((file) => COMPRESSIBLE_FILE.test(file));
  // zlib's asynchronous calls run on libuv's thread pool, so the files compress in parallel.
  const results = await Promise.all(files.map((file) => precompressFile(root, file)));
  return results.filter((result) => result !== null).sort((a, b) => a.file.localeCompare(b.file));
}
