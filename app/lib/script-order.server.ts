import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { FIRST_PAINT_GLOBAL } from "./first-paint.ts";

/**
 * The order in which a page's scripts reach a slow phone, set on the rendered document as it streams.
 *
 * The head's preloads: the stylesheet first, then the page's small chunks, and never the framework
 * chunk (React, React DOM, React Router: 92 KB, named in vite.config.ts). React Router's `<Scripts>`
 * preloads every chunk of the page, and React hoists those preloads to the top of `<head>`, before the
 * stylesheet that holds the first paint: on Lighthouse's mobile line the chunks took the bandwidth
 * first (the framework alone moved the home page's first paint from 1.3 s to 2.1 s; see
 * docs/benchmarks.md). The preloads are resources React writes, not elements it hydrates, so they may
 * move; the stylesheet stays where React drew it.
 *
 * The page's module script: its route modules are imported once the first contentful paint has been
 * shown (app/lib/first-paint.ts), not as static imports, which the browser fetches, framework and
 * all, as soon as it parses the script. The page is whole HTML before it hydrates, so nothing a fan
 * sees waits; what changes is that the first paint never waits behind the framework's evaluation,
 * and that hydration always comes after it rather than racing it (docs/decisions/085-hydrate-after-first-paint.md).
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

/** React Router's module script: the page's route modules as static imports, then its entry. */
const MODULE_SCRIPT = /<script[^>]*\btype="module"[^>]*>/;
const ROUTE_IMPORT = /import \* as (\w+) from ("[^"\\]+");\s*/g;

/** The module script (from its start tag to its end) with its route modules imported after the first paint. */
function importAfterFirstPaint(script: string): string {
  const names: string[] = [];
  const imports: string[] = [];
  const body = script.replace(ROUTE_IMPORT, (_statement, name: string, specifier: string) => {
    names.push(name);
    imports.push(`import(${specifier})`);
    return "";
  });
  if (names.length === 0) return script;
  const start = MODULE_SCRIPT.exec(body)![0];
  return (
    `${start}await window.${FIRST_PAINT_GLOBAL};\n` +
    `const [${names.join(", ")}] = await Promise.all([${imports.join(", ")}]);\n` +
    body.slice(start.length)
  );
}

/** A stream transform of the rendered document; a tag cut between two chunks waits for its end. */
export function orderPageScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  // The document up to its first stylesheet (or the head's end) is held, a few KB, to be reordered.
  let held: string | null = "";
  // The module script, from its start tag, held until its end tag (its manifest: a few KB).
  let script: string | null = null;
  let scriptDone = false;
  const passScript = (text: string): string => {
    if (scriptDone) return text;
    let before = "";
    if (script === null) {
      const start = MODULE_SCRIPT.exec(text);
      if (!start) return text;
      before = text.slice(0, start.index);
      script = text.slice(start.index);
    } else script += text;
    const end = script.indexOf("</script>");
    if (end === -1) return before;
    const out = before + importAfterFirstPaint(script.slice(0, end)) + script.slice(end);
    script = null;
    scriptDone = true;
    return out;
  };
  const pass = (text: string): string => {
    const out = passScript(text.replace(FRAMEWORK_PRELOAD, ""));
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
      // A document cut short inside the module script is sent as it came.
      const rest = (held === null ? out : out + held) + (script ?? "");
      callback(null, rest);
    },
  });
}
