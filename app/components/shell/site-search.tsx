import {
  type KeyboardEvent as ReactKeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useLocation } from "react-router";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { lazyPart } from "../../lib/lazy-part.ts";
import { LineIcon } from "../ui/line-icon.tsx";

// The results (their fetching, grouping and rows) are code only a visitor who searches needs: they
// load when the dialog first opens, or earlier when a pointer or focus reaches the button, and stay
// out of the script every page loads.
const loadResults = () => import("./search-results.tsx");
const SearchResults = lazyPart(() => loadResults().then((module) => module.SearchResults));
const preloadResults = () => void loadResults();

const m = defineMessages({
  search: {
    id: "shell.search.search",
    defaultMessage: "Search",
    description: "The header's search button and dialog title",
  },
  fieldLabel: {
    id: "shell.search.field-label",
    defaultMessage: "Search teams, competitions, players and matches",
    description: "Label of the search field",
  },
  placeholder: {
    id: "shell.search.placeholder",
    defaultMessage: "Teams, competitions, players, matches",
    description: "Placeholder of the search field",
  },
  close: { id: "shell.search.close", defaultMessage: "Close", description: "Closes the search dialog" },
  loading: { id: "shell.search.loading", defaultMessage: "Loading search…" },
});

/** Typing somewhere already: `/` is then a character, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The header's search: a button (and the `/` key) opening a modal dialog. The native dialog
 * keeps focus inside and closes on Escape; results are links and close it when followed.
 */
export function SiteSearch() {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const titleId = useId();
  const inputId = useId();
  const { key } = useLocation();

  const show = useCallback(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    setOpen(true);
    input.current?.select();
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      // Just after Escape the closed dialog's field can still hold focus until the browser moves it
      // (a task of its own): a `/` typed then is meant for the page, not for a field no one sees.
      const inClosedDialog =
        event.target instanceof Node && !dialog.current?.open && dialog.current?.contains(event.target);
      if (isTyping(event.target) && !inClosedDialog) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [show]);

  // A followed result, or back/forward, leaves the dialog behind.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation
  useEffect(() => close(), [key, close]);

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
    <>
      <button
        type="button"
        onClick={show}
        onPointerEnter={preloadResults}
        onFocus={preloadResults}
        aria-keyshortcuts="/"
        aria-label={t(m.search)}
        className="flex items-center gap-2 rounded-full border border-line px-2.5 py-1.5 text-sm text-muted hover:bg-raised hover:text-fg xl:min-w-44"
      >
        <LineIcon className="h-4 w-4">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </LineIcon>
        <span className="hidden xl:inline">{t(m.search)}</span>
        <kbd className="ms-auto hidden rounded border border-line px-1.5 font-sans text-xs xl:inline">/</kbd>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which the dialog handles */}
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
    </>
  );
}
