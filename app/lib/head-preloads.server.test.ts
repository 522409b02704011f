import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { orderHeadPreloads } from "./head-preloads.server.ts";

const ENTRY = '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/>';
const FRAMEWORK = '<link rel="modulepreload" href="/assets/framework-v0M2nRfY.js" nonce="n"/>';
const SHELL = '<link rel="modulepreload" href="/assets/shell-B2.js" nonce="n"/>';
const SHEET = '<link nonce="" rel="stylesheet" href="/assets/root-D4.css"/>';
const HEAD =
  `<html><head><meta charSet="utf-8"/>${ENTRY}${FRAMEWORK}${SHELL}<script nonce="n">guard()</script>` +
  `<meta name="viewport" content="width=device-width"/>${SHEET}<title>Arsenal v Spurs</title></head>` +
  '<body><p>Arsenal 2 - 1 Spurs, 3 &lt; 4 ✓</p><script type="module" async="">import "/assets/root-C3.js";</script></body></html>';

/** The document as the server would stream it, cut into pieces at the given offsets. */
const render = (cuts: number[]) => {
  const bytes = Buffer.from(HEAD);
  const pieces = [0, ...cuts, bytes.length]
    .slice(1)
    .map((end, i, ends) => bytes.subarray(i ? ends[i - 1] : 0, end));
  return text(Readable.from(pieces).pipe(orderHeadPreloads()));
};

describe("the head's preloads", () => {
  it("follow the stylesheet, the framework's left out, the page otherwise as it was", async () => {
    const html = await render([]);
    expect(html).not.toContain("framework-");
    expect(html).toBe(HEAD.replace(ENTRY + FRAMEWORK + SHELL, "").replace(SHEET, SHEET + ENTRY + SHELL));
  });

  it("go to the head's end on a page without a stylesheet", async () => {
    const page = `<html><head>${ENTRY}<title>Offline</title></head><body></body></html>`;
    const html = await text(Readable.from([Buffer.from(page)]).pipe(orderHeadPreloads()));
    expect(html).toBe(`<html><head><title>Offline</title>${ENTRY}</head><body></body></html>`);
  });

  it("are found wherever the stream cuts the document, even inside the tag or a character", async () => {
    const expected = await render([]);
    const bytes = Buffer.byteLength(HEAD);
    for (let at = 1; at < bytes; at += 7) {
      expect(await render([at, Math.min(bytes - 1, at + 3)])).toBe(expected);
    }
  });
});
