import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../lib/i18n.tsx";
import { lazyPart, loadOnFirstInput } from "../../lib/lazy-part.ts";
import { LineIcon } from "../ui/line-icon.tsx";
import { searchMessages as m } from "./search-messages.ts";

// The dialog (search-dialog.tsx) and its results (search-results.tsx) are code only a visitor who
// searches needs: the dialog loads at the fan's first touch or key on the page, or when a pointer or
// focus reaches the button; the results when the dialog first opens. Neither is in the first load.
const loadDialog = () => import("./search-dialog.tsx");
const SearchDialog = lazyPart(() => loadDialog().then((module) => module.SearchDialog));
const loadResults = () => import("./search-results.tsx");
const preload = () => {
  void loadDialog();
  void loadResults();
};

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
  // How many times the fan asked for the dialog: each ask opens it (search-dialog.tsx).
  const [asks, setAsks] = useState(0);
  const show = useCallback(() => {
    if (!dialog.current?.open) setAsks((count) => count + 1);
  }, []);

  useEffect(() => loadOnFirstInput(loadDialog), []);

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

  return (
    <>
      <button
        type="button"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
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
      {asks > 0 ? (
        <Suspense fallback={null}>
          <SearchDialog dialog={dialog} asks={asks} />
        </Suspense>
      ) : null}
    </>
  );
}
