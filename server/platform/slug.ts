/**
 * Lowercase ASCII words joined by hyphens, at most 60 characters; accents fold to their letters.
 * Text with no letter or digit at all gets `fallback`.
 */
export function asciiSlug(text: string, fallback: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || fallback;
}
