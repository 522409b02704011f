/**
 * Listens for a choice kept in the browser changing: in this tab (`event`, dispatched on window by
 * whoever writes it) or in another (`storage`). Returns the way to stop listening.
 */
export function onStoredChange(event: string, listener: () => void): () => void {
  window.addEventListener(event, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(event, listener);
    window.removeEventListener("storage", listener);
  };
}
