import { useNonce } from "../../lib/nonce.ts";
import { jsonLd } from "../../lib/seo.ts";

/**
 * schema.org data for search engines, under the page's CSP nonce. Search engines read it in the page
 * the server sends, so only the server builds it: callers pass `import.meta.env.SSR ? data : undefined`,
 * which keeps the builders out of the browser's code. Hydrating, the browser leaves the server's
 * text in place (React does not rewrite inner HTML while hydrating); a screen reached by a link, which
 * no crawler reads, carries an empty one.
 */
export function JsonLd({ data }: { data: object | undefined }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
      dangerouslySetInnerHTML={{ __html: data === undefined ? "" : jsonLd(data) }}
    />
  );
}
