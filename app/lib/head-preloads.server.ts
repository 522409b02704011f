import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The head's preloads, put in the order a slow phone line should fetch them: the stylesheet first,
 * then the page's small chunks, and never the framework chunk (React, React DOM, React Router: 92 KB,
 * named in vite.config.ts), which the page's modules import a moment later.
 *
 * React Router's `<Scripts>` preloads every chunk of the page, and React hoists those preloads to the
 * top of `<head>`, before the stylesheet that holds the first paint: on Lighthouse's mobile line the
 * chunks took the bandwidth first (the framework alone moved the home page's first paint from 1.3 s to
 * 2.1 s; see docs/benchmarks.md). The page is whole HTML before it hydrates. The preloads are
 * resources React writes, not elements it hydrates, so they may move; the stylesheet stays where
 * React drew it. The module script still imports the framework before the load event, so hydration
 * starts one round trip later, not after a second download.
 */
const FRAMEWORK_PRELOAD = /<link rel="modulepreload" href="[^"]*\/framework-[^"]*\.js"[^>]*>/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const STYLESHEET = /<link[^>]*rel="stylesheet"[^>]*>/;

/** The held head with its module preloads after the first stylesheet, or at its end without one. */
function placePreloads(head: string): string {
  const preloads = (head.match(MODULE_PRELOAD) ?? []).join("");
  const rest = head.replace(MODULE_PRELOAD, "");
  const sheet = STYLESHEET.exec(rest);
  const at = sheet ? sheet.index + sheet[0].length : rest.indexOf("</head>");
  return at < 0 ? preloads + rest : rest.slice(0, at) + preloads + rest.slice(at);
}

/** A stream transform of the rendered document; a tag cut between two chunks waits for its end. */
export function orderHeadPreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  // The document up to its first stylesheet (or the head's end) is held, a few KB, to be reordered.
  let held: string | null = "";
  const pass = (text: string): string => {
    const out = text.replace(FRAMEWORK_PRELOAD, "");
    if (held === null) return out;
    held += out;
    if (!STYLESHEET.test(held) && !held.includes("</head>")) return "";
    const head = placePreloads(held);
    held = null;
    return head;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const cut = text.lastIndexOf("<");
      const whole = cut !== -1 && text.indexOf(">", cut) === -1 ? cut : text.length;
      carry = text.slice(whole);
      callback(null, pass(text.slice(0, whole)));
    },
    flush(callback) {
      const out = pass(carry + decoder.end());
      callback(null, held === null ? out : out + held);
    },
  });
}
