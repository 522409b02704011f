import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { defineMessages, type MessageDescriptor, useT } from "../../lib/i18n.tsx";
import type { FoundGroup } from "../../routes/cms/cms-find.server.ts";
import { LineIcon } from "../ui/line-icon.tsx";
import { carry } from "./cms-messages.ts";

const m = defineMessages({
  tooShort: {
    id: "cms.finder.too-short",
    defaultMessage: "Type at least {count} letters.",
    description: "The admin finder before enough is typed",
  },
  searching: { id: "cms.finder.searching", defaultMessage: "Searching…" },
  nothing: { id: "cms.finder.nothing", defaultMessage: "Nothing found for “{query}”." },
  found: {
    id: "cms.finder.found",
    defaultMessage: "{count} found.",
    description: "How many records the finder found",
  },
  open: { id: "cms.finder.open", defaultMessage: "Find…", description: "Button opening the admin finder" },
  shortcut: {
    id: "cms.finder.shortcut",
    defaultMessage: "Ctrl K",
    description: "The finder's keyboard shortcut, as printed on the button",
  },
  title: { id: "cms.finder.title", defaultMessage: "Find in the admin area" },
  close: { id: "cms.finder.close", defaultMessage: "Close" },
  placeholder: {
    id: "cms.finder.placeholder",
    defaultMessage: "A team, match, e-mail, post title or payment reference",
  },
});

/** The finder's groups, by their kind. */
const GROUP_TITLES: Record<FoundGroup["kind"], MessageDescriptor> = defineMessages({
  matches: { id: "cms.finder.group.matches", defaultMessage: "Matches" },
  teams: { id: "cms.finder.group.teams", defaultMessage: "Teams" },
  competitions: { id: "cms.finder.group.competitions", defaultMessage: "Competitions" },
  users: { id: "cms.finder.group.users", defaultMessage: "Accounts" },
  posts: { id: "cms.finder.group.posts", defaultMessage: "Posts" },
  payments: { id: "cms.finder.group.payments", defaultMessage: "Payments" },
});

/** Letters typed before the finder asks the server. */
const SHORTEST_QUERY = 2;
/** Pause in typing before the finder asks. */
const TYPING_PAUSE_MS = 150;

/** Whether a key press is typing in a field, where "/" is a character and not the finder's key. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The admin area's finder: "/" or Ctrl-K (⌘K) anywhere opens a dialog that finds matches, teams,
 * competitions, accounts, posts and payments by name, e-mail or reference (each kind only for staff
 * whose role may open it); the arrow keys move through the results and Enter opens one.
 */
export function CommandBox() {
  const t = useT();
  carry(t, m.searching, m.nothing, m.found, ...Object.values(GROUP_TITLES));
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const id = useId();
  const finder = useFetcher<{ q: string; groups: FoundGroup[] }>();
  const [query, setQuery] = useState("");
  const { load } = finder;

  const open = useCallback(() => {
    if (dialog.current?.open) return;
    dialog.current?.showModal();
    field.current?.select();
  }, []);
  const close = () => dialog.current?.close();

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const chord = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !typingInField(event.target);
      if (!chord && !slash) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  useEffect(() => {
    const q = query.trim();
    if (q.length < SHORTEST_QUERY) return;
    const timer = setTimeout(() => load(`/cms/find?q=${encodeURIComponent(q)}`), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, load]);

  const asked = query.trim();
  const answer = finder.data && finder.data.q === asked ? finder.data : null;
  const groups = asked.length >= SHORTEST_QUERY ? (answer?.groups ?? []) : [];
  const found = groups.reduce((n, group) => n + group.records.length, 0);
  const status =
    asked.length < SHORTEST_QUERY
      ? t(m.tooShort, { count: SHORTEST_QUERY })
      : !answer
        ? t(m.searching)
        : found === 0
          ? t(m.nothing, { query: asked })
          : t(m.found, { count: found });

  /** Up and down move between the field and the results; the links themselves open on Enter. */
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops = [field.current, ...(results.current?.querySelectorAll<HTMLElement>("a") ?? [])];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = at + (event.key === "ArrowDown" ? 1 : -1);
    if (next < 0 || next >= stops.length) return;
    event.preventDefault();
    stops[next]?.focus();
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        aria-keyshortcuts="Control+K /"
        className="flex h-10 min-w-10 items-center gap-2 rounded-lg border border-line px-2.5 text-sm text-muted hover:bg-raised hover:text-fg focus-visible:outline-2 focus-visible:outline-accent md:w-64"
      >
        <LineIcon className="h-4 w-4 shrink-0">
          <circle cx="11" cy="11" r="6" />
          <path d="m20 20-4.5-4.5" strokeLinecap="round" />
        </LineIcon>
        <span className="max-md:sr-only">{t(m.open)}</span>
        <kbd aria-hidden className="ms-auto hidden rounded border border-line px-1.5 text-xs md:inline">
          {t(m.shortcut)}
        </kbd>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; Escape closes a modal dialog by itself */}
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => setQuery("")}
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        onClick={(event) => event.target === dialog.current && close()}
        className="m-0 mx-auto mt-[10vh] w-[min(40rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/50"
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move between the field and the result links */}
        <div className="p-3" onKeyDown={onKeyDown}>
          <div className="flex items-center justify-between gap-2">
            <label id={`${id}-title`} htmlFor={`${id}-field`} className="text-sm font-semibold">
              {t(m.title)}
            </label>
            <button
              type="button"
              onClick={close}
              className="rounded-lg px-2 py-1 text-sm text-muted hover:bg-raised hover:text-fg"
            >
              {t(m.close)}
            </button>
          </div>
          <input
            ref={field}
            id={`${id}-field`}
            type="search"
            autoComplete="off"
            value={query}
            maxLength={100}
            placeholder={t(m.placeholder)}
            aria-describedby={`${id}-status`}
            onChange={(event) => setQuery(event.currentTarget.value)}
            className="mt-2 w-full rounded-lg border border-line bg-page px-3 py-2 outline-none focus:ring-2 focus:ring-accent"
          />
          <p id={`${id}-status`} role="status" className="mt-2 text-sm text-muted">
            {status}
          </p>
          <div ref={results} className="mt-1 max-h-[60vh] overflow-y-auto">
            {groups.map((group) =>
              group.records.length === 0 ? null : (
                <section key={group.kind} aria-labelledby={`${id}-${group.kind}`} className="mt-2">
                  <h2
                    id={`${id}-${group.kind}`}
                    className="px-2 text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    {t(GROUP_TITLES[group.kind])}
                  </h2>
                  <ul>
                    {group.records.map((record) => (
                      <li key={record.to}>
                        <Link
                          to={record.to}
                          onClick={close}
                          className="block rounded-lg px-2 py-1.5 text-sm hover:bg-raised focus-visible:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
                        >
                          <span className="font-medium">{record.label}</span>
                          {record.detail ? <span className="text-muted"> · {record.detail}</span> : null}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ),
            )}
          </div>
        </div>
      </dialog>
    </>
  );
}
