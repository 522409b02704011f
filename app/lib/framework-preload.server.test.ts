import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { skipFrameworkPreload } from "./framework-preload.server.ts";

const HEAD =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework-v0M2nRfY.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shell-B2.js" nonce="n"/></head>' +
  '<body><p>Arsenal 2 - 1 Spurs, 3 &lt; 4 ✓</p><script type="module" async="">import "/assets/root-C3.js";</script></body></html>';

/** The document as the server would stream it, cut into pieces at the given offsets. */
const render = (cuts: number[]) => {
  const bytes = Buffer.from(HEAD);
  const pieces = [0, ...cuts, bytes.length]
    .slice(1)
    .map((end, i, ends) => bytes.subarray(i ? ends[i - 1] : 0, end));
  return text(Readable.from(pieces).pipe(skipFrameworkPreload()));
};

describe("the framework preload", () => {
  it("is left out of the head, every other preload and the page staying as they were", async () => {
    const html = await render([]);
    expect(html).not.toContain("framework-");
    expect(html).toBe(
      HEAD.replace('<link rel="modulepreload" href="/assets/framework-v0M2nRfY.js" nonce="n"/>', ""),
    );
  });

  it("is found wherever the stream cuts the document, even inside the tag or a character", async () => {
    const expected = await render([]);
    const bytes = Buffer.byteLength(HEAD);
    for (let at = 1; at < bytes; at += 7) {
      expect(await render([at, Math.min(bytes - 1, at + 3)])).toBe(expected);
    }
  });
});
