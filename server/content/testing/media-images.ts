import sharp from "sharp";
import type { TestSite } from "../../app/testing/test-site.ts";
import { makeStaff } from "../../auth/testing/staff.ts";

/** Images made on the spot by sharp: no binary fixtures in the repository. */
export function canvas(width: number, height: number, background = "#2a7a4b") {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A photo as phones write it: rotated by an EXIF tag and carrying the camera and the place. */
export function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Goalcam", Model: "Touchline X1", Copyright: "Stanmoor Rovers" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 26/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 39/1",
      },
    })
    .toBuffer();
}

export async function imageOfFormat(
  format: "jpeg" | "png" | "webp" | "avif" | "gif",
  width: number,
  height: number,
) {
  if (format === "gif") {
    const frame = (colour: string) => canvas(width, height, colour).png().toBuffer();
    return sharp([await frame("#c62828"), await frame("#1565c0")], { join: { animated: true } })
      .gif()
      .toBuffer();
  }
  return canvas(width, height).toFormat(format).toBuffer();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a valid PNG of a few dozen bytes whose header (IHDR, with a correct
 * checksum) declares 30000 × 30000 pixels, 3.6 GB once decoded.
 */
export async function pngBomb(): Promise<Buffer> {
  const png = Buffer.from(await canvas(1, 1).png().toBuffer());
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

let made = 0;
/** A signed-in staff member with two-step on; answers the Bearer header. */
export async function staffHeaders(site: TestSite, role: string): Promise<Record<string, string>> {
  made += 1;
  const email = `media-staff${made}-${Date.now()}@example.com`;
  const signedIn = await site.services.auth.register(
    { email, password: "correct horse battery staple", displayName: `Media staff ${made}` },
    { ip: null, device: "test" },
  );
  await makeStaff(site.services.database.db, { email }, role);
  return { Authorization: `Bearer ${signedIn.data.token.access_token}` };
}

/** Posts a multipart upload (or a replace) and answers the status and parsed body. */
export async function sendImage(
  site: TestSite,
  headers: Record<string, string>,
  file: { data: Uint8Array; name: string; type?: string },
  options: { alt?: string; path?: string; method?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.append(
    "file",
    new File([new Uint8Array(file.data)], file.name, { type: file.type ?? "application/octet-stream" }),
  );
  if (options.alt !== undefined) form.append("alt", options.alt);
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  const response = await fetch(`${site.url}/api${options.path ?? "/cms/media"}`, {
    method: options.method ?? "POST",
    headers,
    body: form,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
