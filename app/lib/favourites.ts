import { useCallback, useEffect, useSyncExternalStore } from "react";
import { apiFetch } from "./api.ts";
import { defineMessages, useT } from "./i18n.tsx";
import { usePublicConfig } from "./public-config.tsx";
import { onStoredChange } from "./stored-change.ts";
import { toast } from "./toast.ts";
import { useViewer } from "./use-viewer.ts";

const m = defineMessages({
  notSaved: {
    id: "favourites.not-saved",
    defaultMessage: "Your favourites could not be saved. Please try again.",
  },
});

/**
 * Favourite competitions, teams and matches. A guest's live in the browser's storage, mirrored
 * to a cookie so the server renders them pinned and nothing jumps after hydration; a signed-in
 * fan's live in the account (GET/PUT /api/auth/me/favourites), and the guest's are merged into
 * it once after signing in.
 */
export type Favourites = { competitions: number[]; teams: number[]; matches: number[] };
export type FavouriteKind = keyof Favourites;

const STORAGE_KEY = "goalline:favourites";
export const FAVOURITES_COOKIE = "favs";
/** A guest's cookie stays small; the account keeps up to 500 of each. */
const GUEST_LIMIT = 50;
const CHANGED = "goalline:favourites-changed";

function ids(part: string | undefined, limit: number): number[] {
  if (!part) return [];
  return [...new Set(part.split(".").filter((id) => /^[1-9]\d{0,9}$/.test(id)))].slice(0, limit).map(Number);
}

/** "c3.7~t12~m40" -> competitions [3, 7], teams [12], matches [40]; anything malformed is dropped. */
export function parseFavourites(raw: string | null | undefined, limit = GUEST_LIMIT): Favourites {
  const parts = Object.fromEntries(
    (raw ?? "").split("~").map((part) => [part.slice(0, 1), part.slice(1)] as const),
  );
  return { competitions: ids(parts.c, limit), teams: ids(parts.t, limit), matches: ids(parts.m, limit) };
}

export function serializeFavourites(favourites: Favourites): string {
  return `c${favourites.competitions.join(".")}~t${favourites.teams.join(".")}~m${favourites.matches.join(".")}`;
}

export const isEmpty = (favourites: Favourites) =>
  favourites.competitions.length + favourites.teams.length + favourites.matches.length === 0;

/** The union of two lists: the first's in its order, then what only the second has. */
export function mergeFavourites(first: Favourites, second: Favourites): Favourites {
  const union = (a: number[], b: number[]) => [...new Set([...a, ...b])];
  return {
    competitions: union(first.competitions, second.competitions),
    teams: union(first.teams, second.teams),
    matches: union(first.matches, second.matches),
  };
}

/** The list with `id` added (at the end, unless already there) or removed. */
export function withFavourite(
  favourites: Favourites,
  kind: FavouriteKind,
  id: number,
  on: boolean,
): Favourites {
  const list = favourites[kind];
  if (on === list.includes(id)) return favourites;
  return { ...favourites, [kind]: on ? [...list, id] : list.filter((x) => x !== id) };
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

function storeGuest(value: string): void {
  try {
    if (value) window.localStorage.setItem(STORAGE_KEY, value);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private modes may refuse storage; the cookie still carries the choice.
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const life = value ? "Max-Age=31536000" : "Max-Age=0";
  // biome-ignore lint/suspicious/noDocumentCookie: mirrored so server rendering pins favourites too
  document.cookie = `${FAVOURITES_COOKIE}=${value}; Path=/; ${life}; SameSite=Lax${secure}`;
}

// The account's list as changed on this page since the server rendered it, per account.
let account: { userId: number; value: string } | null = null;
let merging: Promise<void> | null = null;

function announce(): void {
  window.dispatchEvent(new Event(CHANGED));
}

const subscribe = (listener: () => void) => onStoredChange(CHANGED, listener);

async function callAccount(apiPath: string, method: "GET" | "PUT", body?: Favourites): Promise<Favourites> {
  const response = await apiFetch(apiPath, "/auth/me/favourites", { method, json: body });
  if (!response.ok) throw new Error(`Favourites answered ${response.status}`);
  return (await response.json()) as Favourites;
}

/** Once after signing in: the guest's favourites join the account's, then leave the browser. */
function mergeGuestIntoAccount(apiPath: string, userId: number): Promise<void> {
  merging ??= (async () => {
    const guest = parseFavourites(readStored());
    if (isEmpty(guest)) return;
    const stored = await callAccount(apiPath, "GET");
    const saved = await callAccount(apiPath, "PUT", mergeFavourites(stored, guest));
    account = { userId, value: serializeFavourites(saved) };
    storeGuest("");
    announce();
  })()
    .catch(() => undefined)
    .finally(() => {
      merging = null;
    });
  return merging;
}

/**
 * The visitor's favourites: as the server rendered them (`serverValue`), then the browser's
 * own for a guest, or the account's for a signed-in fan.
 */
export function useFavourites(serverValue = ""): Favourites {
  const viewer = useViewer();
  const { apiPath } = usePublicConfig();
  const userId = viewer?.id ?? null;
  const snapshot = useCallback(() => {
    if (userId === null) return readStored();
    return account?.userId === userId ? account.value : serverValue;
  }, [userId, serverValue]);
  const raw = useSyncExternalStore(subscribe, snapshot, () => serverValue);
  useEffect(() => {
    if (userId !== null && readStored()) void mergeGuestIntoAccount(apiPath, userId);
  }, [apiPath, userId]);
  return parseFavourites(raw, userId === null ? GUEST_LIMIT : 500);
}

/**
 * Stars (`on`) or unstars for a guest (in the browser) or a signed-in fan (in the account:
 * read, changed and written back, so another device's changes are not lost).
 */
export function useSetFavourite(serverValue = ""): (kind: FavouriteKind, id: number, on: boolean) => void {
  const viewer = useViewer();
  const { apiPath } = usePublicConfig();
  const t = useT();
  const userId = viewer?.id ?? null;
  return useCallback(
    (kind: FavouriteKind, id: number, on: boolean) => {
      if (userId === null) {
        storeGuest(serializeFavourites(withFavourite(parseFavourites(readStored()), kind, id, on)));
        announce();
        return;
      }
      const before = account?.userId === userId ? account.value : serverValue;
      account = {
        userId,
        value: serializeFavourites(withFavourite(parseFavourites(before, 500), kind, id, on)),
      };
      announce();
      callAccount(apiPath, "GET")
        .then((current) => callAccount(apiPath, "PUT", withFavourite(current, kind, id, on)))
        .then(
          (saved) => {
            account = { userId, value: serializeFavourites(saved) };
            announce();
          },
          () => {
            account = { userId, value: before };
            announce();
            toast.error(() => t(m.notSaved));
          },
        );
    },
    [apiPath, userId, serverValue, t],
  );
}
