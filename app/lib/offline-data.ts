/** What the wrapper needs to know of the connection; the browser's in `browserConnection`. */
export type Connection = {
  online(): boolean;
  /** Resolves at the next `online` event; rejects with the signal's reason if it aborts first. */
  backOnline(signal: AbortSignal | undefined): Promise<void>;
};

/** The router's own data requests: `/league.data`, `/_.data` for the home page. */
function isRouteData(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  if (method.toUpperCase() !== "GET") return false;
  const url = input instanceof Request ? input.url : String(input);
  return new URL(url, "http://site.invalid").pathname.endsWith(".data");
}

/**
 * Holds a router data read that failed because the connection dropped, and sends it again once the
 * browser is back online. Without it, a refresh already on its way when the fan goes offline (the
 * live stream's catch-up, a poller, a tap a moment earlier) fails, and the router puts its error page
 * where the scores were. Writes are never sent twice, and a failure while the browser says it is
 * online fails as before: the server really did not answer.
 */
export function holdDataWhileOffline(fetcher: typeof fetch, connection: Connection): typeof fetch {
  const held: typeof fetch = async (input, init) => {
    try {
      return await fetcher(input, init);
    } catch (error) {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined) ?? undefined;
      if (connection.online() || signal?.aborted || !isRouteData(input, init)) throw error;
      await connection.backOnline(signal);
      return held(input, init);
    }
  };
  return held;
}

export const browserConnection: Connection = {
  online: () => navigator.onLine,
  backOnline: (signal) =>
    new Promise((resolve, reject) => {
      const aborted = () => {
        window.removeEventListener("online", online);
        reject(signal?.reason);
      };
      const online = () => {
        signal?.removeEventListener("abort", aborted);
        resolve();
      };
      window.addEventListener("online", online, { once: true });
      signal?.addEventListener("abort", aborted, { once: true });
    }),
};
