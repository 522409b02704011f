import { type ClipboardEvent, type DragEvent, useEffect, useId, useRef, useState } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../../lib/public-config.tsx";
import { FormError } from "../form/submit-button.tsx";
import { type UploadedImage, uploadImage } from "./image-upload.ts";

const m = defineMessages({
  cancel: { id: "cms.image-dialog.cancel", defaultMessage: "Cancel" },
  alt: { id: "cms.image-dialog.alt", defaultMessage: "Alt text" },
  altHint: {
    id: "cms.image-dialog.alt-hint",
    defaultMessage: "Say what the image shows, for fans who cannot see it.",
  },
  decorative: { id: "cms.image-dialog.decorative", defaultMessage: "It is decorative: no alt text" },
  uploading: { id: "cms.upload.uploading", defaultMessage: "Uploading… {percent}%" },
});

/** A dialog button's shape, shared by the image dialogs. */
export const SHAPE = "rounded-lg px-3 py-1.5 text-sm font-semibold";

/** A dialog's closing row: Cancel, then the one thing it is for. */
export function DialogButtons({
  onCancel,
  confirm,
  className = "",
}: {
  onCancel(): void;
  confirm: { label: string; onClick(): void; disabled: boolean };
  className?: string;
}) {
  const t = useT();
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      <button type="button" onClick={onCancel} className={`${SHAPE} border border-line hover:bg-raised`}>
        {t(m.cancel)}
      </button>
      <button
        type="button"
        onClick={confirm.onClick}
        disabled={confirm.disabled}
        className={`${SHAPE} bg-accent text-accent-fg disabled:opacity-60`}
      >
        {confirm.label}
      </button>
    </div>
  );
}

/** The first image among files dragged or pasted, if any. */
const imageIn = (transfer: DataTransfer | null) =>
  [...(transfer?.files ?? [])].find((file) => file.type.startsWith("image/")) ?? null;

/**
 * An image file dragged, dropped or pasted onto an element: spread `handlers` on it. `take` is told
 * just before the file is held (the body remembers its caret there); other drags and pastes (text)
 * go on as usual.
 */
export function useImageTake<Element extends HTMLElement>(take?: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const hold = (event: { preventDefault(): void }, transfer: DataTransfer | null) => {
    const image = imageIn(transfer);
    if (!image) return;
    event.preventDefault();
    take?.();
    setFile(image);
  };
  return {
    file,
    done: () => setFile(null),
    handlers: {
      onDragOver: (event: DragEvent<Element>) => {
        if (event.dataTransfer.types.includes("Files")) event.preventDefault();
      },
      onDrop: (event: DragEvent<Element>) => hold(event, event.dataTransfer),
      onPaste: (event: ClipboardEvent<Element>) => hold(event, event.clipboardData),
    },
  };
}

/**
 * Asks for a dropped or pasted image's alt text (or that it is decorative), uploads it to the media
 * library with its progress shown, and hands the stored image on; a refusal is said in the dialog.
 */
export function ImageUploadDialog({
  file,
  onClose,
  words,
  onUploaded,
}: {
  file: File | null;
  onClose(): void;
  /** The dialog's heading and its button: "Add this image to the post", "Upload and insert". */
  words: { title: string; confirm: string };
  onUploaded(image: UploadedImage): void;
}) {
  const id = useId();
  const { apiPath } = usePublicConfig();
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    setFailure(null);
    setProgress(null);
    dialog.current?.showModal();
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const alt = useRef<HTMLInputElement>(null);
  const decorative = useRef<HTMLInputElement>(null);
  const send = () => {
    if (!file || progress !== null) return;
    setFailure(null);
    setProgress(0);
    void uploadImage(
      {
        url: `${apiPath}/cms/media`,
        method: "POST",
        file,
        alt: decorative.current?.checked ? "" : (alt.current?.value.trim() ?? ""),
        onProgress: setProgress,
      },
      t,
    ).then((sent) => {
      setProgress(null);
      if (!sent.ok) return setFailure(sent.message);
      dialog.current?.close();
      onUploaded(sent.image);
    });
  };
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      // What is typed here is not yet a change to the post.
      onInput={(event) => event.stopPropagation()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-5 text-fg shadow-lg backdrop:bg-black/40"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {words.title}
      </h2>
      {/* Inside the post's own form: the fields have no names, so the post never sends them. */}
      <div className="mt-3 grid gap-3">
        {preview ? (
          <img src={preview} alt="" className="max-h-48 w-full rounded-lg bg-raised object-contain" />
        ) : null}
        <p className="text-sm break-all text-muted">{file?.name}</p>
        <label className="grid gap-1 text-sm font-medium">
          {t(m.alt)}
          <input
            ref={alt}
            maxLength={300}
            onKeyDown={(event) => {
              // Enter here uploads the image; it must not submit the post.
              if (event.key !== "Enter") return;
              event.preventDefault();
              send();
            }}
            aria-describedby={`${id}-alt-hint`}
            className="rounded-lg border border-line bg-page px-3 py-2 text-sm font-normal"
          />
        </label>
        <p id={`${id}-alt-hint`} className="text-xs text-muted">
          {t(m.altHint)}
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input ref={decorative} type="checkbox" />
          {t(m.decorative)}
        </label>
        {progress !== null ? (
          <div className="grid gap-1 text-sm">
            <label htmlFor={`${id}-progress`}>
              {t(m.uploading, { percent: Math.round(progress * 100) })}
            </label>
            <progress id={`${id}-progress`} max={1} value={progress} className="w-full" />
          </div>
        ) : null}
        <FormError message={failure} />
        <DialogButtons
          onCancel={() => dialog.current?.close()}
          confirm={{ label: words.confirm, onClick: send, disabled: progress !== null }}
        />
      </div>
    </dialog>
  );
}
