/** Everyone listening for each choice's change, behind one window listener per event. */
const listening = new Map<string, Set<() => void>>();

/**
 * Listens for a choice kept in the browser changing: in this tab (`event`, dispatched on window by
 * whoever writes it) or in another (`storage`). Returns the way to stop listening.
 *
 * A scores page has a star on every row: the listeners share one window listener per event (and
 * one for `storage`), so a hundred rows hydrate without two hundred window listeners.
 */
export function onStoredChange(event: string, listener: () => void): () => void {
  const own = listeners(event);
  const others = listeners("storage");
  // Its own entries, so one function listening for two choices stops each separately.
  const onEvent = () => listener();
  const onStorage = () => listener();
  own.add(onEvent);
  others.add(onStorage);
  return () => {
    own.delete(onEvent);
    others.delete(onStorage);
  };
}

function listeners(event: string): Set<() => void> {
  let set = listening.get(event);
  if (!set) {
    const created = new Set<() => void>();
    listening.set(event, created);
    window.addEventListener(event, () => {
      for (const listener of [...created]) listener();
    });
    set = created;
  }
  return set;
}
