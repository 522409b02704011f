import type { MediaImage, MediaVariantFormat } from "../../../server/content/media/types.ts";

const srcSetOf = (image: MediaImage, format: MediaVariantFormat) =>
  image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");

/**
 * An uploaded image as `<picture>`: AVIF, then WebP, then JPEG, each at every width made,
 * so the browser picks the smallest file its layout (`sizes`) and screen need. Width and
 * height reserve the space before the file arrives (no layout shift).
 */
export function ResponsiveImage(props: {
  image: MediaImage;
  /** The rendered width, as the `sizes` attribute: e.g. "(min-width: 1024px) 720px, 100vw". */
  sizes: string;
  /** Overrides the library's alt text; "" marks the image as decoration. */
  alt?: string;
  /** "eager" for the first image a page shows (a post's cover). */
  loading?: "lazy" | "eager";
  className?: string;
}) {
  const { image, sizes, loading = "lazy", className } = props;
  const jpegs = image.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width);
  const fallback = jpegs.find((v) => v.width >= 640) ?? jpegs.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(image, "webp")} sizes={sizes} />
      <img
        src={fallback?.url}
        srcSet={srcSetOf(image, "jpeg")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={props.alt ?? image.alt}
        loading={loading}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
