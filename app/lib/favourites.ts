import { useSyncExternalStore } from "react";

/**
 * A guest's favourite competitions and teams. The browser's storage is the record; a cookie
 * mirrors it so the server can render them pinned first and nothing jumps after hydration.
 */
export type Favourites = { competitions: number[]; teams: number[] };

const STORAGE_KEY = "goalline:favourites";
export const FAVOURITES_COOKIE = "favs";
const LIMIT = 50;
const CHANGED = "goalline:favourites-changed";

function ids(part: string | undefined): number[] {
  if (!part) return [];
  return [...new Set(part.split(".").filter((id) => /^[1-9]\d{0,9}$/.test(id)))].slice(0, LIMIT).map(Number);
}

/** "c3.7~t12" -> competitions [3, 7], teams [12]; anything malformed is dropped. */
export function parseFavourites(raw: string | null | undefined): Favourites {
  const parts = Object.fromEntries(
    (raw ?? "").split("~").map((part) => [part.slice(0, 1), part.slice(1)] as const),
  );
  return { competitions: ids(parts.c), teams: ids(parts.t) };
}

export function serializeFavourites(favourites: Favourites): string {
  return `c${favourites.competitions.join(".")}~t${favourites.teams.join(".")}`;
}

export function favouritesCookieValue(cookieHeader: string | null): string {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [name, ...rest] = part.trim().split("=");
    if (name === FAVOURITES_COOKIE) return serializeFavourites(parseFavourites(rest.join("=")));
  }
  return "";
}

function readStored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", listener);
  };
}

/** The favourites as the server saw them first, the browser's own once hydrated. */
export function useFavourites(serverValue = ""): Favourites {
  const raw = useSyncExternalStore(subscribe, readStored, () => serverValue);
  return parseFavourites(raw);
}

export function toggleFavourite(kind: keyof Favourites, id: number): void {
  const current = parseFavourites(readStored());
  const list = current[kind];
  const next = { ...current, [kind]: list.includes(id) ? list.filter((x) => x !== id) : [...list, id] };
  const value = serializeFavourites(next);
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: mirrored so server rendering pins favourites too
  document.cookie = `${FAVOURITES_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  window.dispatchEvent(new Event(CHANGED));
}
