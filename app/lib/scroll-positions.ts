const STORAGE_KEY = "goalline:scroll-positions";
/** Enough history entries for a long browsing session without growing sessionStorage forever. */
const MAX_ENTRIES = 100;

export function loadScrollPositions(storage: Storage): Map<string, number> {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]") as unknown;
    if (!Array.isArray(stored)) return new Map();
    return new Map(
      stored.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === "string" && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

export function saveScrollPositions(storage: Storage, positions: Map<string, number>): void {
  const newest = [...positions].slice(-MAX_ENTRIES);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(newest));
  } catch {
    // Storage full or blocked: back/forward within this page load still works.
  }
}
