import { type FormEvent, type ReactNode, useState } from "react";
import { Form, useNavigate } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { uploadImage } from "./image-upload.ts";

const m = defineMessages({
  hint: {
    id: "cms.upload.hint",
    defaultMessage:
      "JPEG, PNG, WebP, AVIF or GIF (first frame), up to 10 MiB and 40 megapixels. Location and camera data are removed.",
  },
  uploading: { id: "cms.upload.uploading", defaultMessage: "Uploading… {percent}%" },
});

type Sent = { id: number };

/**
 * An image upload that works without scripts (a multipart post to the page's action) and,
 * with them, sends the file straight to the API with XHR to show its upload progress.
 */
export function MediaUploadForm(props: {
  /** `POST /cms/media` (a new image) or `PUT /cms/media/{id}/file` (a replace). */
  api: { method: "POST" | "PUT"; path: string; headers: Record<string, string> };
  /** Where to go when the API has stored it. */
  done: (sent: Sent) => string;
  hidden: Record<string, string>;
  children?: ReactNode;
  submitLabel: string;
  fileLabel: string;
  error?: string | null;
}) {
  const { apiPath } = usePublicConfig();
  const navigate = useNavigate();
  const t = useT();
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function send(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return;
    event.preventDefault();
    const alt = form.get("alt");
    setFailure(null);
    setProgress(0);
    void uploadImage(
      {
        url: `${apiPath}${props.api.path}`,
        method: props.api.method,
        headers: props.api.headers,
        file,
        alt: typeof alt === "string" ? alt : null,
        onProgress: setProgress,
      },
      t,
    ).then((sent) => {
      setProgress(null);
      if (sent.ok) navigate(props.done(sent.image));
      else setFailure(sent.message);
    });
  }

  const error = failure ?? props.error;
  return (
    <Form method="post" encType="multipart/form-data" onSubmit={send} className="grid gap-3">
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="grid gap-1 text-sm font-medium">
        {props.fileLabel}
        <input
          type="file"
          name="file"
          required
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-describedby="media-file-hint"
          className="text-sm"
        />
      </label>
      <p id="media-file-hint" className="text-sm text-muted">
        {t(m.hint)}
      </p>
      {props.children}
      {error ? (
        <p role="alert" className="rounded-lg border border-live/40 bg-live/10 px-3 py-2 text-sm text-live">
          {error}
        </p>
      ) : null}
      {progress !== null ? (
        <div className="grid gap-1 text-sm">
          <label htmlFor="media-upload-progress">
            {t(m.uploading, { percent: Math.round(progress * 100) })}
          </label>
          <progress id="media-upload-progress" max={1} value={progress} className="w-full" />
        </div>
      ) : null}
      <div>
        <button
          type="submit"
          disabled={progress !== null}
          className="rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-accent-fg disabled:opacity-60"
        >
          {props.submitLabel}
        </button>
      </div>
    </Form>
  );
}
