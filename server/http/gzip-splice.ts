import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

const deflateRawAsync = promisify(deflateRaw);

/** DEFLATE looks back at most this far (RFC 1951). */
const WINDOW = 32 * 1024;
/** gzip member header (RFC 1952): deflate, no name or time, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty stored block marked last, closing the deflate stream. */
const LAST_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A byte found in none of the pieces, or null when they hold all 256. */
function absentByte(pieces: Buffer[]): number | null {
  const seen = new Uint8Array(256);
  for (const piece of pieces) for (const byte of piece) seen[byte] = 1;
  const absent = seen.indexOf(0);
  return absent === -1 ? null : absent;
}

/**
 * Compresses, once, a body whose pieces are separated by gaps of `gap` bytes that change with
 * every answer (a page's nonce), so that `gzipAround` can then make each answer's gzip stream
 * without compressing again. Each piece becomes deflate blocks of its own, ended on a byte
 * boundary (a sync flush). It may look back into the pieces before it: they are given as the
 * dictionary with each gap filled by a byte no piece holds, so no match can reach into a gap,
 * and every distance holds in the answer, whose gaps are just as long. (Pieces that hold all 256
 * byte values are deflated each on its own.)
 */
export async function deflatePieces(pieces: Buffer[], gap: number): Promise<Buffer[]> {
  const filler = absentByte(pieces);
  const blank = Buffer.alloc(gap, filler ?? 0);
  const filled = Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [blank, piece])));
  let start = 0;
  return Promise.all(
    pieces.map((piece, index) => {
      if (index > 0) start += gap;
      const dictionary = filler === null ? null : filled.subarray(Math.max(0, start - WINDOW), start);
      start += piece.length;
      return deflateRawAsync(piece, {
        level: 6,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(dictionary && dictionary.length > 0 ? { dictionary } : {}),
      });
    }),
  );
}

/** A stored block holding `bytes` as they are, so they can differ per answer. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/**
 * One answer's gzip stream: the pieces as deflated once, with `fill` (as long as the gap they
 * were deflated around) stored between them, and the trailer's checksum of this answer's bytes.
 */
export function gzipAround(pieces: Buffer[], deflated: Buffer[], fill: Buffer): Buffer {
  const stored = storedBlock(fill);
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) {
      parts.push(stored);
      crc = crc32(fill, crc);
      size += fill.length;
    }
    parts.push(deflated[index]!);
    crc = crc32(piece, crc);
    size += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(LAST_BLOCK, trailer);
  return Buffer.concat(parts);
}
