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
  return standIn(() => started);
}

/**
 * An object that stands in for what `current` answers once it answers something: a part of a
 * file fixture (`standIn(() => fixture.site)`), say. Reading it before then fails with the name read.
 */
export function standIn<T extends object>(current: () => T | undefined): T {
  const now = (key: string | symbol) => {
    const value = current();
    if (!value) throw new Error(`read ${String(key)} before the test file's fixture started`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(now(key), key),
    set: (_, key, value) => Reflect.set(now(key), key, value),
  });
}
