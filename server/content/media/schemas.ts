import { z } from "@hono/zod-openapi";

const variant = z
  .object({
    format: z.enum(["avif", "webp", "jpeg"]),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    key: z.string().openapi({ example: "3f9c0a6d2b7e41c58a90d1e2/640.webp" }),
    url: z.string().openapi({ example: "/media/3f9c0a6d2b7e41c58a90d1e2/640.webp" }),
  })
  .openapi("MediaVariant");

/** An image picked from the library as pages draw it (`MediaImage`): its size, alt text and every variant's address. */
export const mediaImageSchema = z.object({
  id: z.number().int(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(variant.pick({ format: true, width: true, url: true })),
});

/** A post's cover: the picked image with each variant's whole description. */
export const postCoverSchema = mediaImageSchema.extend({ variants: z.array(variant) }).openapi("PostCover");

export const mediaItemSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    filename: z.string(),
    alt: z.string(),
    format: z.enum(["jpeg", "png", "webp", "avif", "gif"]),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int().openapi({ description: "Size of the uploaded file." }),
    variants: z.array(variant),
    markdown: z
      .string()
      .openapi({ example: "![Captain lifts the cup](/media/3f9c0a6d2b7e41c58a90d1e2/1280.jpg)" }),
    uploadedBy: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("MediaItem");
