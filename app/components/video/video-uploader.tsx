import { useId, useRef, useState } from "react";
import { tooLargeMessage } from "../../../shared/bytes.ts";
import type { MessageDescriptor, MessageValues } from "../../../shared/i18n/messages.ts";
import { apiFetch } from "../../lib/api.ts";
import { formText } from "../../lib/form-text.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { ValueOptions } from "../ui/value-options.tsx";

/** Must match the server's cap per chunk (server/video/uploads/uploads.ts). */
const CHUNK_BYTES = 8 * 1024 * 1024;
const MAX_BYTES = 4 * 1024 * 1024 * 1024;

const m = defineMessages({
  chooseFile: { id: "video.uploader.choose-file", defaultMessage: "Choose a video file." },
  tooLarge: {
    id: "video.uploader.too-large",
    defaultMessage: "This video is {size} {unit}; the limit is {limit} {unit}",
    description: "unit is a byte unit such as GB",
  },
  refused: {
    id: "video.uploader.refused",
    defaultMessage: "The upload was refused ({status}).",
    description: "status is the HTTP status number",
  },
  dropping: {
    id: "video.uploader.dropping",
    defaultMessage: "The connection keeps dropping. Try again later; the upload resumes where it stopped.",
  },
  heading: { id: "video.uploader.heading", defaultMessage: "Upload a video" },
  help: {
    id: "video.uploader.help",
    defaultMessage: "MP4, MOV or WebM, up to 4 GB. A dropped connection resumes where it stopped.",
  },
  title: { id: "video.uploader.title", defaultMessage: "Title", description: "The video's title field" },
  kind: {
    id: "video.uploader.kind",
    defaultMessage: "Kind",
    description: "The kind of video: highlight, trailer…",
  },
  file: { id: "video.uploader.file", defaultMessage: "Video file" },
  upload: { id: "video.uploader.upload", defaultMessage: "Upload", description: "Button" },
  progress: { id: "video.uploader.progress", defaultMessage: "Upload progress" },
  uploaded: { id: "video.uploader.uploaded", defaultMessage: "Uploaded {percent}%" },
});

type Translate = (message: MessageDescriptor, values?: MessageValues) => string;

/** The shared "too large" sentence (shared/bytes.ts, as the server says it) in the page's language. */
function tooLarge(t: Translate, bytes: number): string {
  const english = tooLargeMessage("video", bytes, MAX_BYTES);
  const parts = /^This video is ([\d.]+) (\S+); the limit is ([\d.]+) \S+$/.exec(english);
  return parts ? t(m.tooLarge, { size: parts[1]!, unit: parts[2]!, limit: parts[3]! }) : english;
}

type Stage =
  | { state: "idle" }
  | { state: "sending"; sent: number; size: number }
  | { state: "failed"; message: string };

const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

async function failureMessage(response: Response, t: Translate): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? t(m.refused, { status: response.status });
}

/**
 * Sends a video in 8 MiB chunks, each with its SHA-256; after a dropped connection it asks the
 * server where the upload stands and carries on from there (three tries per chunk).
 */
async function sendFile(
  apiPath: string,
  file: File,
  title: string,
  kind: string,
  onProgress: (sent: number) => void,
  t: Translate,
): Promise<number> {
  const started = await apiFetch(apiPath, "/cms/video-uploads", {
    method: "POST",
    json: { title, kind, filename: file.name, size: file.size },
  });
  if (!started.ok) throw new Error(await failureMessage(started, t));
  const { data: upload } = (await started.json()) as { data: { id: string; videoId: number } };
  let offset = 0;
  let tries = 0;
  while (offset < file.size) {
    const bytes = await file.slice(offset, offset + CHUNK_BYTES).arrayBuffer();
    const digest = toBase64(await crypto.subtle.digest("SHA-256", bytes));
    const response = await apiFetch(
      apiPath,
      `/cms/video-upload-chunks?upload=${upload.id}&offset=${offset}`,
      {
        method: "PUT",
        headers: { "Content-Type": "application/octet-stream", "Upload-Checksum": `sha256 ${digest}` },
        body: bytes,
      },
    ).catch(() => null);
    if (response?.ok) {
      offset = ((await response.json()) as { data: { offset: number } }).data.offset;
      tries = 0;
      onProgress(offset);
      continue;
    }
    if (response && response.status !== 409 && response.status < 500)
      throw new Error(await failureMessage(response, t));
    if (++tries > 3) throw new Error(t(m.dropping));
    await new Promise((done) => setTimeout(done, 1000 * tries));
    const where = await apiFetch(apiPath, `/cms/video-uploads/${upload.id}`).catch(() => null);
    if (where?.ok) offset = ((await where.json()) as { data: { offset: number } }).data.offset;
  }
  return upload.videoId;
}

/** The upload form of the video list; needs JavaScript (a 4 GB file does not fit one form post). */
export function VideoUploader({
  kinds,
  onUploaded,
}: {
  kinds: readonly string[];
  onUploaded: (videoId: number) => void;
}) {
  const t = useT();
  const { apiPath } = usePublicConfig();
  const [stage, setStage] = useState<Stage>({ state: "idle" });
  const form = useRef<HTMLFormElement>(null);
  const ids = { title: useId(), kind: useId(), file: useId() };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const file = values.get("file");
    const title = formText(values, "title");
    if (!(file instanceof File) || file.size === 0)
      return setStage({ state: "failed", message: t(m.chooseFile) });
    if (file.size > MAX_BYTES) return setStage({ state: "failed", message: tooLarge(t, file.size) });
    setStage({ state: "sending", sent: 0, size: file.size });
    try {
      const videoId = await sendFile(
        apiPath,
        file,
        title || file.name,
        String(values.get("kind")),
        (sent) => setStage({ state: "sending", sent, size: file.size }),
        t,
      );
      form.current?.reset();
      setStage({ state: "idle" });
      onUploaded(videoId);
    } catch (error) {
      setStage({ state: "failed", message: (error as Error).message });
    }
  }

  const percent = stage.state === "sending" ? Math.floor((stage.sent / stage.size) * 100) : 0;
  return (
    <form
      ref={form}
      onSubmit={submit}
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2"
      aria-labelledby="upload-heading"
    >
      <h2 id="upload-heading" className="text-base font-semibold sm:col-span-2">
        {t(m.heading)}
      </h2>
      <p className="text-sm sm:col-span-2">{t(m.help)}</p>
      <label htmlFor={ids.title} className="grid gap-1 text-sm">
        {t(m.title)}
        <input
          id={ids.title}
          name="title"
          maxLength={200}
          className="rounded border border-line bg-surface px-2 py-1"
        />
      </label>
      <label htmlFor={ids.kind} className="grid gap-1 text-sm">
        {t(m.kind)}
        <select id={ids.kind} name="kind" className="rounded border border-line bg-surface px-2 py-1">
          <ValueOptions values={kinds} />
        </select>
      </label>
      <label htmlFor={ids.file} className="grid gap-1 text-sm sm:col-span-2">
        {t(m.file)}
        <input
          id={ids.file}
          name="file"
          type="file"
          accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm"
          required
        />
      </label>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={stage.state === "sending"}
          className="rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg"
        >
          {t(m.upload)}
        </button>
      </div>
      {stage.state === "sending" ? (
        <div className="sm:col-span-2">
          <progress className="h-3 w-full" max={100} value={percent} aria-label={t(m.progress)} />
          <p role="status" className="text-sm tabular-nums">
            {t(m.uploaded, { percent })}
          </p>
        </div>
      ) : null}
      {stage.state === "failed" ? (
        <p role="alert" className="text-sm text-red-800 sm:col-span-2 dark:text-red-200">
          {stage.message}
        </p>
      ) : null}
    </form>
  );
}
