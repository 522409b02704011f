/** What this browser follows by push, kept in local storage and shared by its tabs. */
export type Follows = { teams: number[]; matches: number[] };

const STORAGE_KEY = "goalline:push-follows";
const CHANGED = "goalline:push-follows-changed";

export function parseFollows(raw: string | null): Follows {
  try {
    const value = JSON.parse(raw ?? "") as Partial<Follows>;
    const ids = (list: unknown) =>
      Array.isArray(list)
        ? list.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, 50)
        : [];
    return { teams: ids(value.teams), matches: ids(value.matches) };
  } catch {
    return { teams: [], matches: [] };
  }
}

export function readStored(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function store(follows: Follows) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(follows));
  } catch {
    // Private modes may refuse storage; the server still has the subscription.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function subscribeStore(listener: () => void) {
  window.addEventListener(CHANGED, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener("storage", listener);
  };
}
