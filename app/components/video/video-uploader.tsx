import { useId, useRef, useState } from "react";
import { tooLargeMessage } from "../../../shared/bytes.ts";
import { apiFetch } from "../../lib/api.ts";
import { formText } from "../../lib/form-text.ts";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { ValueOptions } from "../ui/value-options.tsx";

/** Must match the server's cap per chunk (server/video/uploads/uploads.ts). */
const CHUNK_BYTES = 8 * 1024 * 1024;
const MAX_BYTES = 4 * 1024 * 1024 * 1024;

type Stage =
  | { state: "idle" }
  | { state: "sending"; sent: number; size: number }
  | { state: "failed"; message: string };

const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return body?.error?.message ?? `The upload was refused (${response.status}).`;
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
): Promise<number> {
  const started = await apiFetch(apiPath, "/cms/video-uploads", {
    method: "POST",
    json: { title, kind, filename: file.name, size: file.size },
  });
  if (!started.ok) throw new Error(await failureMessage(started));
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
      throw new Error(await failureMessage(response));
    if (++tries > 3)
      throw new Error("The connection keeps dropping. Try again later; the upload resumes where it stopped.");
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
      return setStage({ state: "failed", message: "Choose a video file." });
    if (file.size > MAX_BYTES)
      return setStage({ state: "failed", message: tooLargeMessage("video", file.size, MAX_BYTES) });
    setStage({ state: "sending", sent: 0, size: file.size });
    try {
      const videoId = await sendFile(apiPath, file, title || file.name, String(values.get("kind")), (sent) =>
        setStage({ state: "sending", sent, size: file.size }),
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
        Upload a video
      </h2>
      <p className="text-sm sm:col-span-2">
        MP4, MOV or WebM, up to 4 GB. A dropped connection resumes where it stopped.
      </p>
      <label htmlFor={ids.title} className="grid gap-1 text-sm">
        Title
        <input
          id={ids.title}
          name="title"
          maxLength={200}
          className="rounded border border-line bg-surface px-2 py-1"
        />
      </label>
      <label htmlFor={ids.kind} className="grid gap-1 text-sm">
        Kind
        <select id={ids.kind} name="kind" className="rounded border border-line bg-surface px-2 py-1">
          <ValueOptions values={kinds} />
        </select>
      </label>
      <label htmlFor={ids.file} className="grid gap-1 text-sm sm:col-span-2">
        Video file
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
          Upload
        </button>
      </div>
      {stage.state === "sending" ? (
        <div className="sm:col-span-2">
          <progress className="h-3 w-full" max={100} value={percent} aria-label="Upload progress" />
          <p role="status" className="text-sm tabular-nums">
            Uploaded {percent}%
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
