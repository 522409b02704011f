import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { CATALOGUE_MARKER } from "./i18n.tsx";

/**
 * Writes the page's messages where the render left the marker (app/root.tsx). The document is
 * piped once it is wholly rendered, so every message the render took is known by then; a marker
 * cut between two chunks waits for its end.
 */
export function fillPageCatalogue(messages: () => string): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  let filled = false;
  const fill = (text: string) => {
    if (filled || !text.includes(CATALOGUE_MARKER)) return text;
    filled = true;
    return text.replace(CATALOGUE_MARKER, () => messages());
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // The marker is looked for in all that has come, then what could be the start of one cut in
      // two is kept back: cutting first would send a marker's head on and keep only its tail.
      const text = fill(carry + decoder.write(chunk));
      const keep = filled ? 0 : Math.min(text.length, CATALOGUE_MARKER.length - 1);
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, fill(carry + decoder.end()));
    },
  });
}
