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

/** Draws a card 1200×630 as PNG: satori lays it out as SVG, resvg rasterises it. */
export async function renderPng(node: OgNode): Promise<Buffer> {
  const svg = await satori(node as never, { width: OG_WIDTH, height: OG_HEIGHT, fonts: fontsOf() });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng());
}
