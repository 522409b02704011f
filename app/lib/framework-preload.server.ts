import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The framework chunk (React, React DOM, React Router: 92 KB, named in vite.config.ts) is not
 * preloaded from `<head>`; the page's modules import it a moment later.
 *
 * React Router's `<Scripts>` preloads every chunk of the page from `<head>`, so on a slow phone
 * connection the framework shares the line with the stylesheet and holds the first paint back
 * (Lighthouse's mobile run of the home page: first paint 2.1 s with it, 1.3 s without; see
 * docs/benchmarks.md). The page is whole HTML before it hydrates. Its small chunks stay preloaded,
 * and the module script still imports the framework before the load event, so hydration starts
 * one round trip later, not after a second download.
 */
const FRAMEWORK_PRELOAD = /<link rel="modulepreload" href="[^"]*\/framework-[^"]*\.js"[^>]*>/g;

/** A stream transform of the rendered document; a tag cut between two chunks waits for its end. */
export function skipFrameworkPreload(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const cut = text.lastIndexOf("<");
      const whole = cut !== -1 && text.indexOf(">", cut) === -1 ? cut : text.length;
      carry = text.slice(whole);
      callback(null, text.slice(0, whole).replace(FRAMEWORK_PRELOAD, ""));
    },
    flush(callback) {
      callback(null, (carry + decoder.end()).replace(FRAMEWORK_PRELOAD, ""));
    },
  });
}
