import { vi } from "vitest";

type Patience = { timeout?: number; interval?: number };

/**
 * The suite's one way to wait for something to happen, never a fixed sleep: asks `read` again until
 * `done` holds of its answer and answers that value; fails with the last answer seen when `timeout`
 * runs out.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  { timeout = 20_000, interval = 20 }: Patience = {},
): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`still waiting; last saw ${JSON.stringify(value)}`);
      return value;
    },
    { timeout, interval },
  );
}

/** pollUntil for a yes-or-no question: true once it holds, false if it never does in time. */
export const holdsWithin = (check: () => boolean | Promise<boolean>, patience: Patience = {}) =>
  pollUntil(check, (value) => value, patience).then(
    () => true,
    () => false,
  );
