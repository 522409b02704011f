import type { MediaItem } from "../../../server/content/media/types.ts";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, translatorFor } from "../../lib/i18n.tsx";

const m = defineMessages({
  failed: { id: "cms.upload.failed", defaultMessage: "The upload failed ({status}). Please try again." },
  interrupted: {
    id: "cms.upload.interrupted",
    defaultMessage: "The upload was interrupted. Check the connection and try again.",
  },
});

/** What the media API answers for a stored image. */
export type UploadedImage = MediaItem;

/**
 * Sends one image file (and its alt text) to the media API with XHR, whose upload events `fetch` lacks,
 * reporting the share sent as it goes. Resolves with the stored image or the sentence to show.
 */
export function uploadImage(
  request: {
    url: string;
    method: "POST" | "PUT";
    headers?: Record<string, string>;
    file: File;
    alt: string | null;
    onProgress(share: number): void;
  },
  t: Translator = translatorFor("en"),
): Promise<{ ok: true; image: UploadedImage } | { ok: false; message: string }> {
  const body = new FormData();
  body.append("file", request.file);
  if (request.alt !== null) body.append("alt", request.alt);
  const xhr = new XMLHttpRequest();
  xhr.open(request.method, request.url);
  for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable) request.onProgress(event.loaded / event.total);
  };
  return new Promise((done) => {
    xhr.onload = () => {
      let answer: { data?: UploadedImage; error?: { message?: string } } = {};
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the generic message below.
      }
      if (xhr.status < 300 && answer.data) done({ ok: true, image: answer.data });
      else
        done({
          ok: false,
          message: answer.error?.message ?? t(m.failed, { status: xhr.status }),
        });
    };
    xhr.onerror = () => done({ ok: false, message: t(m.interrupted) });
    xhr.send(body);
  });
}
