import { useCallback, useSyncExternalStore } from "react";
import { onStoredChange } from "./stored-change.ts";

/**
 * Competitions the fan folded away on the scores pages, kept in this browser. Pages are drawn
 * open and fold once the browser is read: only a fan who folded one sees it close.
 */
const STORAGE_KEY = "goalline:collapsed-competitions";
const CHANGED = "goalline:collapsed-changed";
/** Enough for every competition a fan scrolls past; the oldest fold is forgotten first. */
const LIMIT = 200;

function readStored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function parseCollapsed(raw: string): number[] {
  return raw
    .split(".")
    .filter((id) => /^[1-9]\d{0,9}$/.test(id))
    .map(Number);
}

const subscribe = (listener: () => void) => onStoredChange(CHANGED, listener);

/** Whether a competition is folded, and a setter that remembers it. */
export function useCollapsedCompetition(id: number): [boolean, (collapsed: boolean) => void] {
  const raw = useSyncExternalStore(subscribe, readStored, () => "");
  const collapsed = parseCollapsed(raw).includes(id);
  const setCollapsed = useCallback(
    (on: boolean) => {
      const others = parseCollapsed(readStored()).filter((other) => other !== id);
      const next = (on ? [...others, id] : others).slice(-LIMIT);
      try {
        if (next.length > 0) window.localStorage.setItem(STORAGE_KEY, next.join("."));
        else window.localStorage.removeItem(STORAGE_KEY);
      } catch {
        // Private modes may refuse storage: the competition then stays open.
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [id],
  );
  return [collapsed, setCollapsed];
}
