/**
 * Start-up's one signal: the first page's content has been committed inside its layout. Work that
 * no first page needs (the overlays' chunks) waits for it instead of competing with that page.
 */
type Listener = () => void;

let shown = false;
const listeners = new Set<Listener>();

export function markFirstPageShown() {
  if (shown) return;
  shown = true;
  listeners.forEach((l) => l());
  listeners.clear();
}

/** Calls `listener` once the first page is shown (at once if it already is); answers an unsubscribe. */
export function onFirstPageShown(listener: Listener): () => void {
  if (shown) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
