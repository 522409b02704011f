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
      const text = carry + decoder.write(chunk);
      // Keep back what could be the start of a marker cut in two.
      const keep = filled ? 0 : Math.min(text.length, CATALOGUE_MARKER.length - 1);
      carry = text.slice(text.length - keep);
      callback(null, fill(text.slice(0, text.length - keep)));
    },
    flush(callback) {
      callback(null, fill(carry + decoder.end()));
    },
  });
}
