/**
 * A built-in 5×7 pixel font for the text burnt into the demo clips: as a binary PPM caption or as
 * SVG paths in a drawn scene. ffmpeg's drawtext would need a font file on the machine; this needs
 * nothing (docs/decisions/017-video-pipeline.md).
 */
const GLYPHS: Record<string, number[]> = {
  "0": [14, 17, 19, 21, 25, 17, 14],
  "1": [4, 12, 4, 4, 4, 4, 14],
  "2": [14, 17, 1, 2, 4, 8, 31],
  "3": [31, 2, 4, 2, 1, 17, 14],
  "4": [2, 6, 10, 18, 31, 2, 2],
  "5": [31, 16, 30, 1, 1, 17, 14],
  "6": [6, 8, 16, 30, 17, 17, 14],
  "7": [31, 1, 2, 4, 8, 8, 8],
  "8": [14, 17, 17, 14, 17, 17, 14],
  "9": [14, 17, 17, 15, 1, 2, 12],
  A: [14, 17, 17, 31, 17, 17, 17],
  B: [30, 17, 17, 30, 17, 17, 30],
  C: [14, 17, 16, 16, 16, 17, 14],
  D: [28, 18, 17, 17, 17, 18, 28],
  E: [31, 16, 16, 30, 16, 16, 31],
  F: [31, 16, 16, 30, 16, 16, 16],
  G: [14, 17, 16, 23, 17, 17, 15],
  H: [17, 17, 17, 31, 17, 17, 17],
  I: [14, 4, 4, 4, 4, 4, 14],
  J: [7, 2, 2, 2, 2, 18, 12],
  K: [17, 18, 20, 24, 20, 18, 17],
  L: [16, 16, 16, 16, 16, 16, 31],
  M: [17, 27, 21, 21, 17, 17, 17],
  N: [17, 17, 25, 21, 19, 17, 17],
  O: [14, 17, 17, 17, 17, 17, 14],
  P: [30, 17, 17, 30, 16, 16, 16],
  Q: [14, 17, 17, 17, 21, 18, 13],
  R: [30, 17, 17, 30, 20, 18, 17],
  S: [15, 16, 16, 14, 1, 1, 30],
  T: [31, 4, 4, 4, 4, 4, 4],
  U: [17, 17, 17, 17, 17, 17, 14],
  V: [17, 17, 17, 17, 17, 10, 4],
  W: [17, 17, 17, 21, 21, 21, 10],
  X: [17, 17, 10, 4, 10, 17, 17],
  Y: [17, 17, 17, 10, 4, 4, 4],
  Z: [31, 1, 2, 4, 8, 16, 31],
  "-": [0, 0, 0, 31, 0, 0, 0],
  ":": [0, 12, 12, 0, 12, 12, 0],
  " ": [0, 0, 0, 0, 0, 0, 0],
};

/** Upper-cases the text and drops what the font cannot draw. */
export const drawable = (text: string) =>
  text
    .normalize("NFD")
    .toUpperCase()
    .replace(/[^0-9A-Z: -]/g, "")
    .trim();

/** White text on a dark band, `scale` screen pixels per font pixel, as a binary PPM (P6). */
export function captionImage(text: string, scale = 4): Buffer {
  const chars = [...drawable(text)];
  const pad = 2;
  const cols = Math.max(1, chars.length * 6 - 1 + pad * 2);
  const rows = 7 + pad * 2;
  const width = cols * scale;
  const height = rows * scale;
  const header = Buffer.from(`P6\n${width} ${height}\n255\n`);
  const pixels = Buffer.alloc(width * height * 3, 24);
  chars.forEach((char, index) => {
    const glyph = GLYPHS[char] ?? GLYPHS[" "]!;
    glyph.forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (!(bits & (16 >> col))) continue;
        const x0 = (pad + index * 6 + col) * scale;
        const y0 = (pad + row) * scale;
        for (let y = y0; y < y0 + scale; y++)
          pixels.fill(255, (y * width + x0) * 3, (y * width + x0 + scale) * 3);
      }
    });
  });
  return Buffer.concat([header, pixels]);
}

/** Width in font pixels of `text` once drawable: five per character and a gap between. */
export const pixelWidth = (text: string) => Math.max(0, drawable(text).length * 6 - 1);

/**
 * SVG path data for `text` with its top-left corner at (x, y), `scale` units per font pixel: one
 * rectangle per run of lit pixels in a row, to be filled in one colour.
 */
export function pixelTextPath(text: string, x: number, y: number, scale: number): string {
  const parts: string[] = [];
  [...drawable(text)].forEach((char, index) => {
    const glyph = GLYPHS[char] ?? GLYPHS[" "]!;
    glyph.forEach((bits, row) => {
      for (let col = 0; col < 5; col++) {
        if (!(bits & (16 >> col))) continue;
        let run = 1;
        while (col + run < 5 && bits & (16 >> (col + run))) run++;
        const left = x + (index * 6 + col) * scale;
        parts.push(`M${left} ${y + row * scale}h${run * scale}v${scale}h${-run * scale}z`);
        col += run - 1;
      }
    });
  });
  return parts.join("");
}
