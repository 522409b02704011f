/**
 * An image address the page's content security policy lets the browser load, or null.
 *
 * The policy allows images from this site and from the configured image host only
 * (`img-src 'self' data: blob:` and `IMAGE_HOST`). Editors may type any https:// address for a
 * channel logo or a film poster, and XMLTV guides name their own icons: an address the policy
 * would block is left out, so the page draws its plain fallback rather than a broken image.
 */
export function loadableImage(src: string | null | undefined, imageHost: string | null): string | null {
  if (!src) return null;
  // A path on this site, but not a protocol-relative address ("//elsewhere.example/…").
  if (src.startsWith("/")) return src.startsWith("//") ? null : src;
  if (!imageHost) return null;
  try {
    return new URL(src).origin === new URL(imageHost).origin ? src : null;
  } catch {
    return null;
  }
}
