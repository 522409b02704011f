import { useNonce } from "../../lib/nonce.ts";
import { jsonLd } from "../../lib/seo.ts";

/** schema.org data for search engines, under the page's CSP nonce; nothing for null. */
export function JsonLd({ data }: { data: object | null }) {
  const nonce = useNonce();
  if (!data) return null;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON, not markup
      dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
    />
  );
}
