import { gunzipSync } from "node:zlib";
import { AppError } from "../../http/errors.ts";
import { MAX_GUIDE_BYTES } from "./xmltv.ts";

export const GUIDE_FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

/** A guide source must be an absolute http(s) address without credentials in it. */
export function checkGuideUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError(
      "bad-request",
      "invalid-guide-source-url",
      "The guide source must be a full http(s) address.",
      {
        field: "guide_source_url",
      },
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new AppError(
      "bad-request",
      "invalid-guide-source-url",
      "The guide source must be a full http(s) address.",
      {
        field: "guide_source_url",
      },
    );
  }
  return url;
}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > MAX_GUIDE_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_GUIDE_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const tooLarge = () =>
  new AppError(
    "payload-too-large",
    "guide-too-large",
    `The guide is over ${MAX_GUIDE_BYTES / 1024 / 1024} MiB.`,
  );

/**
 * Downloads a guide: at most 30 s, 20 MiB (also once unzipped: many sources serve `.xml.gz`),
 * and three redirects, each to an http(s) address again.
 */
export async function fetchGuide(source: string, timeoutMs = GUIDE_FETCH_TIMEOUT_MS): Promise<string> {
  let url = checkGuideUrl(source);
  const signal = AbortSignal.timeout(timeoutMs);
  for (let hop = 0; ; hop += 1) {
    let response: Response;
    try {
      response = await fetch(url, {
        redirect: "manual",
        signal,
        headers: { Accept: "application/xml, text/xml, */*" },
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new AppError(
        "unavailable",
        "guide-unreachable",
        timedOut ? "The guide source did not answer in time." : "The guide source could not be reached.",
      );
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS)
        throw new AppError("unavailable", "guide-unreachable", "The guide source redirects too often.");
      url = checkGuideUrl(new URL(location, url).toString());
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError("unavailable", "guide-unreachable", `The guide source answered ${response.status}.`);
    }
    const body = await readCapped(response);
    if (body[0] === 0x1f && body[1] === 0x8b) {
      try {
        return gunzipSync(body, { maxOutputLength: MAX_GUIDE_BYTES }).toString("utf8");
      } catch {
        throw tooLarge();
      }
    }
    return body.toString("utf8");
  }
}
