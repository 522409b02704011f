/** A client that remembers what it was sent; `lag` says how far behind it pretends to be. */
export function fakeClient() {
  const decoder = new TextDecoder();
  const client = {
    text: "",
    lag: 0,
    ended: false,
    destroyed: false,
    closers: [] as Array<() => void>,
    sink: {
      start: () => {},
      write: (bytes: Uint8Array) => {
        client.text += decoder.decode(bytes);
      },
      buffered: () => client.lag,
      end: () => {
        client.ended = true;
      },
      destroy: () => {
        client.destroyed = true;
      },
      onClose: (listener: () => void) => void client.closers.push(listener),
    },
  };
  return client;
}
export const idsOf = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
