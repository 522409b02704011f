import {
  type ClipboardEvent,
  type DragEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { FormError } from "../form/submit-button.tsx";
import { usePublicConfig } from "../shell/public-config.tsx";
import { type CoverChoice, CoverPicker } from "./cover-picker.tsx";
import { uploadImage } from "./image-upload.ts";

const shape = "rounded-lg px-3 py-1.5 text-sm font-semibold";

/**
 * Puts `text` where the caret is in a textarea, in place of any selection, and leaves the caret
 * after it. The editing command keeps the insertion in the textarea's own undo history; where a
 * browser has dropped it, the text is set directly and an input event tells the page.
 */
function insertAt(area: HTMLTextAreaElement, text: string, start: number, end: number) {
  area.focus();
  area.setSelectionRange(start, end);
  if (document.execCommand?.("insertText", false, text)) return;
  area.setRangeText(text, start, end, "end");
  area.dispatchEvent(new Event("input", { bubbles: true }));
}

/** A dialog's closing row: Cancel, then the one thing it is for. */
function DialogButtons({
  onCancel,
  confirm,
  className = "",
}: {
  onCancel(): void;
  confirm: { label: string; onClick(): void; disabled: boolean };
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-2 ${className}`}>
      <button type="button" onClick={onCancel} className={`${shape} border border-line hover:bg-raised`}>
        Cancel
      </button>
      <button
        type="button"
        onClick={confirm.onClick}
        disabled={confirm.disabled}
        className={`${shape} bg-accent text-accent-fg disabled:opacity-60`}
      >
        {confirm.label}
      </button>
    </div>
  );
}

/**
 * "Insert image": the media library's picker in a dialog; the chosen image's Markdown goes into
 * the body at the caret, and focus returns there.
 */
export function ImageInsert({
  target,
  choices,
}: {
  target: RefObject<HTMLTextAreaElement | null>;
  choices: CoverChoice[];
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const caret = useRef({ start: 0, end: 0 });
  const [opened, setOpened] = useState(0);
  // The picker may have found the image by a search, beyond the newest listed here.
  const [picked, setPicked] = useState<CoverChoice | null>(null);
  const open = () => {
    const area = target.current;
    if (area) caret.current = { start: area.selectionStart, end: area.selectionEnd };
    setPicked(null);
    // A fresh picker each time, with nothing chosen.
    setOpened((count) => count + 1);
    dialog.current?.showModal();
  };
  const insert = () => {
    const area = target.current;
    if (!picked || !area) return;
    dialog.current?.close();
    insertAt(area, picked.markdown, caret.current.start, caret.current.end);
  };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={open}
        className={`${shape} border border-line hover:bg-raised`}
      >
        Insert image
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        // Choosing in the picker is not yet a change to the post.
        onInput={(event) => event.stopPropagation()}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-5 text-fg shadow-lg backdrop:bg-black/40"
      >
        <h2 id={`${id}-title`} className="text-base font-semibold">
          Insert an image
        </h2>
        <p id={`${id}-text`} className="mt-1 mb-3 text-sm text-muted">
          It goes into the body where the cursor was, in place of any selected text.
        </p>
        <CoverPicker
          key={opened}
          choices={choices}
          defaultValue=""
          error={null}
          label="Image to insert"
          name=""
          none="Choose an image"
          onChange={(_, choice) => setPicked(choice)}
        />
        <DialogButtons
          className="mt-4"
          onCancel={() => dialog.current?.close()}
          confirm={{ label: "Insert", onClick: insert, disabled: !picked }}
        />
      </dialog>
    </>
  );
}

/** The first image among files dragged or pasted, if any. */
const imageIn = (transfer: DataTransfer | null) =>
  [...(transfer?.files ?? [])].find((file) => file.type.startsWith("image/")) ?? null;

/**
 * An image dragged, dropped or pasted into the body: the dialog asks for its alt text, uploads it to
 * the library with its progress shown, and puts it where the cursor was. Spread `handlers` on the
 * textarea and render `dialog` beside it.
 */
export function useImageDrop(target: RefObject<HTMLTextAreaElement | null>) {
  const [file, setFile] = useState<File | null>(null);
  const caret = useRef({ start: 0, end: 0 });
  const take = (event: { preventDefault(): void }, transfer: DataTransfer | null) => {
    const image = imageIn(transfer);
    if (!image) return;
    event.preventDefault();
    const area = target.current;
    if (area) caret.current = { start: area.selectionStart, end: area.selectionEnd };
    setFile(image);
  };
  return {
    handlers: {
      onDragOver: (event: DragEvent<HTMLTextAreaElement>) => {
        if (event.dataTransfer.types.includes("Files")) event.preventDefault();
      },
      onDrop: (event: DragEvent<HTMLTextAreaElement>) => take(event, event.dataTransfer),
      onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => take(event, event.clipboardData),
    },
    dialog: (
      <ImageUploadDialog
        file={file}
        onClose={() => setFile(null)}
        onUploaded={(markdown) => {
          setFile(null);
          const area = target.current;
          if (!area) return;
          // The image is a paragraph of its own: text right after the cursor moves below it.
          const after = area.value.slice(caret.current.end, caret.current.end + 1);
          const text = after && after !== "\n" ? `${markdown}\n\n` : markdown;
          insertAt(area, text, caret.current.start, caret.current.end);
        }}
      />
    ),
  };
}

function ImageUploadDialog({
  file,
  onClose,
  onUploaded,
}: {
  file: File | null;
  onClose(): void;
  onUploaded(markdown: string): void;
}) {
  const id = useId();
  const { apiPath } = usePublicConfig();
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
    void uploadImage({
      url: `${apiPath}/cms/media`,
      method: "POST",
      file,
      alt: decorative.current?.checked ? "" : (alt.current?.value.trim() ?? ""),
      onProgress: setProgress,
    }).then((sent) => {
      setProgress(null);
      if (!sent.ok) return setFailure(sent.message);
      dialog.current?.close();
      onUploaded(sent.image.markdown);
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
        Add this image to the post
      </h2>
      {/* Inside the post's own form: the fields have no names, so the post never sends them. */}
      <div className="mt-3 grid gap-3">
        {preview ? (
          <img src={preview} alt="" className="max-h-48 w-full rounded-lg bg-raised object-contain" />
        ) : null}
        <p className="text-sm break-all text-muted">{file?.name}</p>
        <label className="grid gap-1 text-sm font-medium">
          Alt text
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
          Say what the image shows, for fans who cannot see it.
        </p>
        <label className="flex items-center gap-2 text-sm">
          <input ref={decorative} type="checkbox" />
          It is decorative: no alt text
        </label>
        {progress !== null ? (
          <div className="grid gap-1 text-sm">
            <label htmlFor={`${id}-progress`}>Uploading… {Math.round(progress * 100)}%</label>
            <progress id={`${id}-progress`} max={1} value={progress} className="w-full" />
          </div>
        ) : null}
        <FormError message={failure} />
        <DialogButtons
          onCancel={() => dialog.current?.close()}
          confirm={{ label: "Upload and insert", onClick: send, disabled: progress !== null }}
        />
      </div>
    </dialog>
  );
}
