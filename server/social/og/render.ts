import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** A satori node: the shape React elements have, without React on the server's hot path. */
export type OgNode = {
  type: string;
  props: { style?: Record<string, unknown>; children?: OgChild } & Record<string, unknown>;
};
type OgChild = OgNode | string | number | null | (OgNode | string | number | null)[];

export const h = (
  type: string,
  style: Record<string, unknown>,
  ...children: (OgNode | string | number | null)[]
): OgNode => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

const require = createRequire(import.meta.url);
let fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[] | null = null;
/**
 * Inter from the npm package (WOFF, which satori reads), loaded once: nothing is fetched at run time.
 * Its Latin, extended Latin and Vietnamese sets, so a card in Spanish, Portuguese, German or
 * Vietnamese has every letter (each set is a family of its own, and the cards name all three in turn:
 * a glyph one lacks is taken from the next).
 */
function fontsOf() {
  fonts ??= (["latin", "latin-ext", "vietnamese"] as const).flatMap((set) =>
    ([400, 700] as const).map((weight) => ({
      name: set === "latin" ? "Inter" : `Inter ${set}`,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${set}-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

type Font = ReturnType<typeof fontsOf>[number];

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
let arabic: Font[] | null = null;
/** Noto Sans Arabic's Arabic set (WOFF, 400 and 700): satori shapes and joins the letters with HarfBuzz. */
const arabicFonts = () =>
  (arabic ??= ([400, 700] as const).map((weight) => ({
    name: "Noto Sans Arabic",
    data: readFileSync(
      require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff`),
    ),
    weight,
    style: "normal" as const,
  })));

/**
 * Sawarabi Gothic (kana and kanji, one weight) comes from its npm package in about a hundred sets,
 * each with the characters it covers (its stylesheet's unicode-range): a card loads only the sets
 * its words need, a few tens of KB, not the 4 MB of all of them.
 */
let japaneseSets: { file: string; ranges: [number, number][] }[] | null = null;
const japaneseFiles = new Map<string, Font>();
function japaneseFonts(segment: string): Font[] {
  japaneseSets ??= [
    ...readFileSync(require.resolve("@fontsource/sawarabi-gothic/400.css"), "utf8").matchAll(
      /url\(\.\/files\/([^)]+\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g,
    ),
  ].map(([, file, ranges]) => ({
    file: file!,
    ranges: ranges!.split(",").map((range) => {
      const [from, to = from] = range.trim().slice(2).split("-");
      return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)] as [number, number];
    }),
  }));
  const points = [...segment].map((character) => character.codePointAt(0)!);
  return japaneseSets
    .filter(({ ranges }) => points.some((point) => ranges.some(([from, to]) => point >= from && point <= to)))
    .map(({ file }) => {
      let font = japaneseFiles.get(file);
      if (!font) {
        // Each set a family of its own: satori takes a glyph from the first font of a name that
        // has it, and sets sharing one name hid each other's letters.
        font = {
          name: `Sawarabi Gothic ${file}`,
          data: readFileSync(require.resolve(`@fontsource/sawarabi-gothic/files/${file}`)),
          weight: 400,
          style: "normal",
        };
        japaneseFiles.set(file, font);
      }
      return font;
    });
}

/**
 * Letters Inter lacks, as satori meets them: Arabic from Noto Sans Arabic, Japanese (and any other
 * character it covers) from Sawarabi Gothic's sets that hold them. A character neither has is left
 * out, as before.
 */
async function lettersBeyondLatin(_language: string, segment: string): Promise<Font[]> {
  return ARABIC.test(segment) ? arabicFonts() : japaneseFonts(segment);
}

/** Draws a card 1200×630 as PNG: satori lays it out as SVG, resvg rasterises it. */
export async function renderPng(node: OgNode): Promise<Buffer> {
  const svg = await satori(node as never, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: fontsOf(),
    loadAdditionalAsset: lettersBeyondLatin,
  });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng());
}
