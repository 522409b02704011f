/** Shapes of the media library that pages and the API share (plain, serialisable). */

export type MediaVariantFormat = "avif" | "webp" | "jpeg";

export type MediaVariant = {
  format: MediaVariantFormat;
  width: number;
  height: number;
  bytes: number;
  /** Storage path `<key>/<width>.<ext>`. */
  key: string;
  /** Site-relative address, `/media/<key>/<width>.<ext>`. */
  url: string;
};

export type MediaItem = {
  id: number;
  key: string;
  filename: string;
  alt: string;
  /** What was uploaded, sniffed from its bytes. */
  format: "jpeg" | "png" | "webp" | "avif" | "gif";
  width: number;
  height: number;
  /** The uploaded file's size; the original itself is not kept. */
  bytes: number;
  variants: MediaVariant[];
  /** The JPEG editors put into Markdown: `![alt](/media/<key>/1280.jpg)` (or the widest below 1280). */
  markdown: string;
  uploadedBy: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** What `<ResponsiveImage>` takes: the image's size, its alt text and every variant's address. */
export type MediaImage = {
  id: number;
  alt: string;
  width: number;
  height: number;
  variants: Array<{ format: MediaVariantFormat; width: number; url: string }>;
};

/** A post that still shows an image, named when a delete is refused. */
export type MediaUse = { id: number; title: string; slug: string; as: "cover" | "body" };
