import { afterAll, beforeAll } from "vitest";

/**
 * Something a test file's tests share (a site, a server, a database): `start` runs before the
 * file's tests and `close` after them. The answer stands in for what started, so the file can name
 * it once at the top instead of declaring a variable and the two hooks; reading it before it has
 * started (outside a hook or test) fails with the name read.
 */
export function fileFixture<T extends object>(start: () => Promise<T>, close: (started: T) => unknown): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await close(started);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!started) throw new Error(`read ${String(key)} before the test file's fixture started`);
      return Reflect.get(started, key);
    },
    set(_, key, value) {
      if (!started) throw new Error(`set ${String(key)} before the test file's fixture started`);
      return Reflect.set(started, key, value);
    },
  });
}
