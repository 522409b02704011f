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
/** Inter from the npm package (WOFF, which satori reads), loaded once: nothing is fetched at run time. */
function fontsOf() {
  fonts ??= ([400, 700] as const).map((weight) => ({
    name: "Inter",
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    weight,
    style: "normal" as const,
  }));
  return fonts;
}

/** Draws a card 1200×630 as PNG: satori lays it out as SVG, resvg rasterises it. */
export async function renderPng(node: OgNode): Promise<Buffer> {
  const svg = await satori(node as never, { width: OG_WIDTH, height: OG_HEIGHT, fonts: fontsOf() });
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "width", value: OG_WIDTH } }).render().asPng());
}
