/**
 * A function with its first argument (the database, or the services it reads) already given.
 * Domains hand their functions to pages this way, through `services`, so that no page module
 * imports a server module at run time and the page bundle holds no second copy of one.
 */
export const bindFirst =
  <C, A extends unknown[], R>(context: C, fn: (context: C, ...args: A) => R) =>
  (...args: A): R =>
    fn(context, ...args);

/** Each function of `fns` with its first argument the argument of the first function. */
export type BoundAll<C, F> = {
  [K in keyof F]: F[K] extends (context: C, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** `bindFirst` over a set of functions that all take the same first argument. */
export function bindAll<C, F extends Record<string, (context: C, ...args: never[]) => unknown>>(
  context: C,
  fns: F,
): BoundAll<C, F> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(fns)) {
    bound[name] = (...args: never[]) => fn(context, ...args);
  }
  return bound as BoundAll<C, F>;
}
