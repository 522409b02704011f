import {
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { useT } from "../../lib/i18n.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";
import { searchMessages as m } from "./search-messages.ts";

// Loaded when the dialog first opens (or earlier, when the fan reaches the button).
const SearchResults = lazyPart(() => import("./search-results.tsx").then((module) => module.SearchResults));

/**
 * The search dialog the header's button opens (site-search.tsx): drawn the first time it is asked
 * for, then kept, so a second search opens at once with the last words still in the field. Each
 * new ask (`asks` grows) opens it.
 */
export function SearchDialog({
  dialog,
  asks,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  asks: number;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const titleId = useId();
  const inputId = useId();
  const { key } = useLocation();

  const close = useCallback(() => dialog.current?.close(), [dialog]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each ask
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    setOpen(true);
    input.current?.select();
  }, [asks, dialog]);

  // A followed result, or back/forward, leaves the dialog behind (not the address it opened on).
  const openedAt = useRef(key);
  useEffect(() => {
    if (openedAt.current === key) return;
    openedAt.current = key;
    close();
  }, [key, close]);

  useEffect(() => {
    if (!open) return;
    // Scroll restoration waits while an overlay is open.
    document.body.setAttribute("data-overlay-open", "");
    return () => document.body.removeAttribute("data-overlay-open");
  }, [open]);

  // Arrow keys walk from the field through the results and back; Enter in the field goes to the
  // first result. Escape closes at once, even from a filled search field (which would otherwise only clear it).
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key === "Enter" && event.target === input.current && !event.nativeEvent.isComposing) {
      event.preventDefault();
      dialog.current?.querySelector<HTMLElement>("[data-search-result]")?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = [
      input.current,
      ...(dialog.current?.querySelectorAll<HTMLElement>("[data-search-result]") ?? []),
    ].filter((item): item is HTMLElement => item !== null);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = items[(at + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // The close event is a task of its own: a `/` pressed right after Escape may have opened the
      // dialog again before it arrives, so the dialog's own state decides.
      onClose={() => setOpen(dialog.current?.open ?? false)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-surface p-0 text-fg backdrop:bg-black/50 sm:mx-auto sm:mt-20 sm:h-auto sm:max-h-[75vh] sm:max-w-xl sm:rounded-2xl sm:border sm:border-line sm:shadow-2xl"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only add to normal Tab order */}
      <div className="flex h-full max-h-[inherit] flex-col" onKeyDown={onKeyDown}>
        <h2 id={titleId} className="sr-only">
          {t(m.search)}
        </h2>
        {/* Results follow the typing, so there is nothing to submit: a search area, not a form. */}
        <search className="flex items-center gap-2 border-b border-line px-4 py-3">
          <label htmlFor={inputId} className="sr-only">
            {t(m.fieldLabel)}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t(m.placeholder)}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={100}
            className="min-w-0 flex-1 bg-transparent py-1 text-base outline-none placeholder:text-muted"
          />
          <button
            type="button"
            onClick={close}
            className="rounded-full px-3 py-1 text-sm font-semibold text-muted hover:bg-raised hover:text-fg"
          >
            {t(m.close)}
          </button>
        </search>
        <div className="min-h-0 flex-1 overflow-y-auto pb-2">
          {open ? (
            <Suspense fallback={<p className="px-4 py-6 text-sm text-muted">{t(m.loading)}</p>}>
              <SearchResults query={query} onPick={close} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}
