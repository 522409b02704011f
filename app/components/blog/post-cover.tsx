import type { PostCover } from "../../../server/content/post-covers.ts";
import { ResponsiveImage } from "../content/responsive-image.tsx";

/** A post's cover: the media library's responsive picture, eager when it is the page's first image. */
export function PostCoverImage({
  cover,
  sizes,
  className,
  eager = false,
}: {
  cover: PostCover;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  if (cover.variants.length === 0) return null;
  return (
    <ResponsiveImage image={cover} sizes={sizes} className={className} loading={eager ? "eager" : "lazy"} />
  );
}

/** The absolute address of the cover's largest JPEG, for Open Graph and JSON-LD. */
export function coverUrl(cover: PostCover | null, siteUrl: string): string | null {
  const largest = (cover?.variants ?? [])
    .filter((v) => v.format === "jpeg")
    .sort((a, b) => b.width - a.width)[0];
  return largest ? new URL(largest.url, siteUrl).toString() : null;
}
