import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { Translator } from "../../../shared/i18n/messages.ts";
import { defineMessages, useT } from "../../lib/i18n.tsx";
import { FieldLabel, FieldNote } from "../form/field-parts.tsx";
import { carry } from "./cms-messages.ts";

/** One record a picker offers: the id it submits and the words staff recognise it by. */
export type RelationOption = { id: number; label: string };

/** Finds the records answering what is typed; the signal cancels an answer no longer wanted. */
export type RelationLookup = (query: string, signal: AbortSignal) => Promise<RelationOption[]>;

/** Waits for a pause in typing before asking the server. */
const DEBOUNCE_MS = 150;

type Props = {
  label: string;
  /** The name the chosen id (or ids, comma-separated) is submitted under. */
  name: string;
  lookup: RelationLookup;
  initial: RelationOption[];
  /** Several records: each one taken is listed below the field with a button to remove it. */
  multiple?: boolean;
  error?: string | null;
  hint?: ReactNode;
  placeholder?: string;
};

type Suggestions =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "done"; options: RelationOption[] }
  | { kind: "failed" };

const idOf = (text: string) => (/^\d{1,10}$/.test(text) ? Number(text) : null);

/** Asks for suggestions once typing pauses; an answer for older text is dropped. */
function useSuggestions(query: string, lookup: RelationLookup): Suggestions {
  const [suggestions, setSuggestions] = useState<Suggestions>({ kind: "idle" });
  const lookupRef = useRef(lookup);
  lookupRef.current = lookup;
  useEffect(() => {
    if (!query) {
      setSuggestions({ kind: "idle" });
      return;
    }
    setSuggestions({ kind: "loading" });
    const abort = new AbortController();
    const timer = setTimeout(() => {
      lookupRef.current(query, abort.signal).then(
        (options) => setSuggestions({ kind: "done", options }),
        () => {
          if (!abort.signal.aborted) setSuggestions({ kind: "failed" });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);
  return suggestions;
}

const m = defineMessages({
  searching: { id: "cms.picker.searching", defaultMessage: "Searching…" },
  failed: { id: "cms.picker.failed", defaultMessage: "The search failed; try again." },
  nothing: { id: "cms.picker.nothing", defaultMessage: "Nothing found." },
  suggestions: {
    id: "cms.picker.suggestions",
    defaultMessage: "{count, plural, one {# suggestion.} other {# suggestions.}}",
  },
  suggestionsOf: { id: "cms.picker.suggestions-of", defaultMessage: "{label}: suggestions" },
  chosenOf: { id: "cms.picker.chosen-of", defaultMessage: "{label}: chosen" },
  remove: { id: "cms.picker.remove", defaultMessage: "Remove {label}" },
});

function statusOf(suggestions: Suggestions, t: Translator): string {
  if (suggestions.kind === "loading") return t(m.searching);
  if (suggestions.kind === "failed") return t(m.failed);
  if (suggestions.kind !== "done") return "";
  const n = suggestions.options.length;
  return n === 0 ? t(m.nothing) : t(m.suggestions, { count: n });
}

/**
 * A searchable choice of related records (the ARIA combobox pattern): staff type a name,
 * move through the suggestions with the arrow keys, take one with Enter or a click, and
 * the form submits its id. Digits alone are taken as an id, so a known number still works.
 * With one record, Escape or leaving the field puts back the chosen record's label.
 */
export function RelationPicker({ label, name, lookup, initial, multiple, error, hint, placeholder }: Props) {
  const t = useT();
  carry(t, m.searching, m.failed, m.nothing, m.suggestions, m.remove);
  const id = useId();
  const [chosen, setChosen] = useState<RelationOption[]>(initial);
  const labelOfChosen = multiple ? "" : (chosen[0]?.label ?? "");
  const [text, setText] = useState(labelOfChosen);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(query, lookup);

  const options =
    suggestions.kind === "done"
      ? suggestions.options.filter((option) => !multiple || !chosen.some((c) => c.id === option.id))
      : [];
  const expanded = open && query !== "";
  // The list shows (and the field says it is expanded) only while it has something to offer.
  const shown = expanded && options.length > 0;

  function close(restore: string) {
    setOpen(false);
    setActive(-1);
    setQuery("");
    setText(restore);
  }

  function take(option: RelationOption) {
    setChosen(multiple ? [...chosen.filter((c) => c.id !== option.id), option] : [option]);
    close(multiple ? "" : option.label);
  }

  function type(value: string) {
    setText(value);
    const trimmed = value.trim();
    const typedId = idOf(trimmed);
    if (!multiple && trimmed === "") setChosen([]);
    else if (!multiple && typedId !== null) setChosen([{ id: typedId, label: trimmed }]);
    setQuery(trimmed.slice(0, 100));
    setOpen(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        if (query === "" && text.trim() && text !== labelOfChosen) type(text);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      // Enter takes the suggestion (or, for a list, a typed id); it must not submit the form too.
      const option = expanded ? options[active] : undefined;
      const typedId = multiple ? idOf(text.trim()) : null;
      if (option) take(option);
      else if (typedId !== null) take({ id: typedId, label: String(typedId) });
      if (option || typedId !== null) event.preventDefault();
    } else if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      close(labelOfChosen);
    }
  }

  const listId = `${id}-list`;
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  const activeOption = expanded ? options[active] : undefined;

  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-option-${activeOption.id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          value={text}
          placeholder={placeholder}
          maxLength={100}
          onChange={(event) => type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => close(labelOfChosen)}
          className={`w-full rounded-lg border bg-page px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-accent ${
            error ? "border-live" : "border-line"
          }`}
        />
        <input type="hidden" name={name} value={chosen.map((c) => c.id).join(", ")} />
        <div
          id={listId}
          role="listbox"
          aria-label={t(m.suggestionsOf, { label })}
          hidden={!shown}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-line bg-page py-1 text-sm shadow-lg"
        >
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field takes the keys for its options (aria-activedescendant)
            <div
              key={option.id}
              id={`${id}-option-${option.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps the focus in the field, so its blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => take(option)}
              className={`cursor-pointer px-3 py-2 ${index === active ? "bg-raised" : "hover:bg-raised"}`}
            >
              {option.label}
            </div>
          ))}
        </div>
      </div>
      <p role="status" className="sr-only">
        {expanded ? statusOf(suggestions, t) : ""}
      </p>
      {multiple && chosen.length > 0 ? (
        <ul aria-label={t(m.chosenOf, { label })} className="flex flex-wrap gap-1 text-xs">
          {chosen.map((option) => (
            <li
              key={option.id}
              className="flex items-center gap-1 rounded-full border border-line px-2 py-0.5"
            >
              {option.label}
              <button
                type="button"
                onClick={() => setChosen(chosen.filter((c) => c.id !== option.id))}
                className="rounded-full px-1 font-semibold hover:bg-raised"
                aria-label={t(m.remove, { label: option.label })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
