import { describe, expect, it } from "vitest";
import { CATALOGUE_MARKER } from "./i18n.tsx";
import { fillPageCatalogue } from "./page-catalogue.server.ts";

/** What the transform writes for a document sent in the chunks given. */
async function through(chunks: string[]): Promise<string> {
  const transform = fillPageCatalogue(() => "{}");
  const out: string[] = [];
  transform.on("data", (data: Buffer) => out.push(data.toString("utf8")));
  const done = new Promise((resolve) => transform.on("end", resolve));
  for (const chunk of chunks) transform.write(Buffer.from(chunk, "utf8"));
  transform.end();
  await done;
  return out.join("");
}

describe("the page's messages in its document", () => {
  it("replace the marker wherever the chunks cut it", async () => {
    const page = `<p>before</p><script>${CATALOGUE_MARKER}</script><p>after, and somewhat more text</p>`;
    for (let cut = 1; cut < page.length; cut++) {
      for (const tail of [0, 3, 16, 40]) {
        const at = Math.min(page.length, cut + tail);
        const written = await through([page.slice(0, cut), page.slice(cut, at), page.slice(at)]);
        expect(written, `cut at ${cut}, then ${at}`).toBe(page.replace(CATALOGUE_MARKER, "{}"));
      }
    }
  });
});
