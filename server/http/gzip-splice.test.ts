import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { deflatePieces, gzipAround } from "./gzip-splice.ts";

const joined = (pieces: Buffer[], fill: Buffer) =>
  Buffer.concat(pieces.flatMap((piece, index) => (index === 0 ? [piece] : [fill, piece])));

describe("gzip put together around per-answer bytes", () => {
  it("decompresses to the pieces joined by each answer's fill", async () => {
    const row = (i: number) =>
      `<li class="fixture"><a href="/match/${i}">Harbour ${i % 7} - ${i % 5} Rovers</a></li>`;
    const pieces = [
      Buffer.from('<!doctype html><link rel="modulepreload" nonce="'),
      Buffer.from('"><script nonce="'),
      Buffer.from(
        `">start()</script><ul>${Array.from({ length: 400 }, (_, i) => row(i)).join("")}</ul><script nonce="`,
      ),
      Buffer.from('">done()</script>'),
    ];
    const deflated = await deflatePieces(pieces, 24);
    for (const fill of ["AAAAAAAAAAAAAAAAAAAAAA==", randomBytes(16).toString("base64")].map((f) =>
      Buffer.from(f),
    )) {
      const gzip = gzipAround(pieces, deflated, fill);
      expect(gunzipSync(gzip)).toEqual(joined(pieces, fill));
      // The pieces look back into each other: about what gzip makes of the whole page at once.
      expect(gzip.length).toBeLessThan(gzipSync(joined(pieces, fill)).length * 1.1);
    }
  });

  it("holds for empty pieces, one piece, and pieces that hold every byte value", async () => {
    const everyByte = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    const cases: Buffer[][] = [
      [Buffer.alloc(0), Buffer.from("middle"), Buffer.alloc(0), Buffer.alloc(0)],
      [Buffer.from("no nonce at all ".repeat(100))],
      [everyByte, everyByte, randomBytes(70_000), everyByte],
    ];
    for (const pieces of cases) {
      const fill = randomBytes(24);
      const gzip = gzipAround(pieces, await deflatePieces(pieces, fill.length), fill);
      expect(gunzipSync(gzip)).toEqual(joined(pieces, fill));
    }
  });
});
