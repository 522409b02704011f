import { type RefObject, useId, useRef, useState } from "react";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { type CoverChoice, CoverPicker } from "./cover-picker.tsx";
import { DialogButtons, ImageUploadDialog, SHAPE, useImageTake } from "./image-upload-dialog.tsx";

const m = defineMessages({
  insertImage: { id: "cms.image-insert.button", defaultMessage: "Insert image" },
  title: { id: "cms.image-insert.title", defaultMessage: "Insert an image" },
  text: {
    id: "cms.image-insert.text",
    defaultMessage: "It goes into the body where the cursor was, in place of any selected text.",
  },
  label: { id: "cms.image-insert.label", defaultMessage: "Image to insert" },
  choose: { id: "cms.image-insert.choose", defaultMessage: "Choose an image" },
  insert: { id: "cms.image-insert.insert", defaultMessage: "Insert" },
  dropTitle: { id: "cms.image-insert.drop-title", defaultMessage: "Add this image to the post" },
  dropConfirm: { id: "cms.image-insert.drop-confirm", defaultMessage: "Upload and insert" },
});

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
  const t = useT();
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
        className={`${SHAPE} border border-line hover:bg-raised`}
      >
        {t(m.insertImage)}
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
          {t(m.title)}
        </h2>
        <p id={`${id}-text`} className="mt-1 mb-3 text-sm text-muted">
          {t(m.text)}
        </p>
        <CoverPicker
          key={opened}
          choices={choices}
          defaultValue=""
          error={null}
          label={t(m.label)}
          name=""
          none={t(m.choose)}
          onChange={(_, choice) => setPicked(choice)}
        />
        <DialogButtons
          className="mt-4"
          onCancel={() => dialog.current?.close()}
          confirm={{ label: t(m.insert), onClick: insert, disabled: !picked }}
        />
      </dialog>
    </>
  );
}

/**
 * An image dragged, dropped or pasted into the body: the dialog asks for its alt text, uploads it to
 * the library with its progress shown, and puts it where the cursor was. Spread `handlers` on the
 * textarea and render `dialog` beside it.
 */
export function useImageDrop(target: RefObject<HTMLTextAreaElement | null>) {
  const caret = useRef({ start: 0, end: 0 });
  const t = useT();
  const dropped = useImageTake<HTMLTextAreaElement>(() => {
    const area = target.current;
    if (area) caret.current = { start: area.selectionStart, end: area.selectionEnd };
  });
  return {
    handlers: dropped.handlers,
    dialog: (
      <ImageUploadDialog
        file={dropped.file}
        onClose={dropped.done}
        words={{ title: t(m.dropTitle), confirm: t(m.dropConfirm) }}
        onUploaded={({ markdown }) => {
          dropped.done();
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
