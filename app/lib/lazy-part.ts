import { type ComponentType, lazy } from "react";

/**
 * A component whose code loads the first time it is drawn: `React.lazy` for a named export. Draw it
 * inside a `<Suspense>`. The server waits for it; in the browser the server's HTML stays in place
 * until the code arrives, and a part never drawn is never downloaded.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }));
}
