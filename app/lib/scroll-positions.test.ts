import { describe, expect, it } from "vitest";
import { loadScrollPositions, saveScrollPositions } from "./scroll-positions.ts";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const stored = new Map(Object.entries(initial));
  return {
    get length() {
      return stored.size;
    },
    clear: () => stored.clear(),
    getItem: (key) => stored.get(key) ?? null,
    key: (index) => [...stored.keys()][index] ?? null,
    removeItem: (key) => void stored.delete(key),
    setItem: (key, value) => void stored.set(key, value),
  };
}

describe("saved scroll positions", () => {
  it("survive a round trip through session storage", () => {
    const storage = memoryStorage();
    saveScrollPositions(
      storage,
      new Map([
        ["a1", 420],
        ["b2", 0],
      ]),
    );
    expect(loadScrollPositions(storage)).toEqual(
      new Map([
        ["a1", 420],
        ["b2", 0],
      ]),
    );
  });

  it("keep only the most recent hundred history entries", () => {
    const storage = memoryStorage();
    const positions = new Map(Array.from({ length: 150 }, (_, index) => [`k${index}`, index] as const));
    saveScrollPositions(storage, positions);
    const loaded = loadScrollPositions(storage);
    expect(loaded.size).toBe(100);
    expect(loaded.has("k49")).toBe(false);
    expect(loaded.get("k149")).toBe(149);
  });

  it("ignore whatever garbage is stored", () => {
    for (const garbage of ["{", '{"a":1}', '[["a","x"],[1,2],["b",7]]']) {
      const loaded = loadScrollPositions(memoryStorage({ "goalline:scroll-positions": garbage }));
      expect([...loaded]).toEqual(garbage.startsWith("[[") ? [["b", 7]] : []);
    }
  });

  it("does not throw when storage is full", () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    expect(() => saveScrollPositions(full, new Map([["a", 1]]))).not.toThrow();
  });
});
