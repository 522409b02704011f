import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { orderPageScripts } from "./script-order.server.ts";

const ENTRY = '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n"/>';
const FRAMEWORK = '<link rel="modulepreload" href="/assets/framework-v0M2nRfY.js" nonce="n"/>';
const SHELL = '<link rel="modulepreload" href="/assets/shell-B2.js" nonce="n"/>';
const SHEET = '<link nonce="" rel="stylesheet" href="/assets/root-D4.css"/>';
const HEAD =
  `<html><head><meta charSet="utf-8"/>${ENTRY}${FRAMEWORK}${SHELL}<script nonce="n">guard()</script>` +
  `<meta name="viewport" content="width=device-width"/>${SHEET}<title>Arsenal v Spurs</title></head>` +
  '<body><p>Arsenal 2 - 1 Spurs, 3 &lt; 4 ✓</p><script nonce="n" type="module" async="">;\n' +
  'import * as route0 from "/assets/root-C3.js";\nimport * as route1 from "/assets/match-E5.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/match":route1};\n\n' +
  'import("/assets/entry.client-A1.js");</script><script nonce="n">stream("x")</script></body></html>';
/** The module script as the transform writes it: its route modules imported once the page has painted. */
const AFTER_PAINT =
  '<script nonce="n" type="module" async="">await window.__goallineFirstPaint;\n' +
  'const [route0, route1] = await Promise.all([import("/assets/root-C3.js"), import("/assets/match-E5.js")]);\n' +
  ';\nwindow.__reactRouterRouteModules = {"root":route0,"routes/match":route1};\n\n' +
  'import("/assets/entry.client-A1.js");</script>';

/** The document as the server would stream it, cut into pieces at the given offsets. */
const render = (cuts: number[]) => {
  const bytes = Buffer.from(HEAD);
  const pieces = [0, ...cuts, bytes.length]
    .slice(1)
    .map((end, i, ends) => bytes.subarray(i ? ends[i - 1] : 0, end));
  return text(Readable.from(pieces).pipe(orderPageScripts()));
};

/** The document as the transform should send it. */
const ORDERED = HEAD.replace(ENTRY + FRAMEWORK + SHELL, "")
  .replace(SHEET, SHEET + ENTRY + SHELL)
  .replace(/<script nonce="n" type="module"[\s\S]*?<\/script>/, AFTER_PAINT);

describe("the page's scripts", () => {
  it("preload after the stylesheet, the framework's left out, the page otherwise as it was", async () => {
    const html = await render([]);
    expect(html).not.toContain("framework-");
    expect(html).toBe(ORDERED);
  });

  it("import the page's route modules only once its first paint has been shown", async () => {
    const html = await render([]);
    const script = html.slice(
      html.indexOf('type="module"'),
      html.indexOf("</script>", html.indexOf('type="module"')),
    );
    expect(script).not.toMatch(/^import \* as/m);
    expect(script.indexOf("await window.__goallineFirstPaint")).toBeLessThan(script.indexOf("import("));
    expect(script).toContain('"routes/match":route1');
  });

  it("leave a module script without route imports as it was", async () => {
    const page = `<html><head>${SHEET}</head><body><script type="module">import("/assets/x.js");</script></body></html>`;
    expect(await text(Readable.from([Buffer.from(page)]).pipe(orderPageScripts()))).toBe(page);
  });

  it("go to the head's end on a page without a stylesheet", async () => {
    const page = `<html><head>${ENTRY}<title>Offline</title></head><body></body></html>`;
    const html = await text(Readable.from([Buffer.from(page)]).pipe(orderPageScripts()));
    expect(html).toBe(`<html><head><title>Offline</title>${ENTRY}</head><body></body></html>`);
  });

  it("are found wherever the stream cuts the document, even inside a tag, the script or a character", async () => {
    const expected = await render([]);
    expect(expected).toBe(ORDERED);
    const bytes = Buffer.byteLength(HEAD);
    for (let at = 1; at < bytes; at += 3) {
      expect(await render([at, Math.min(bytes - 1, at + 3)])).toBe(expected);
    }
  });
});
