/**
 * After a deploy, an open tab may ask for chunks that no longer exist. One reload fetches the
 * new build; the timestamp in session storage stops a reload loop when the chunk is truly gone.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

interface ReloadDeps {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: number;
}

/** Reloads unless a reload already happened within the last minute; true when it reloaded. */
export function reloadForChunkError(deps: ReloadDeps = {}): boolean {
  const storage = deps.storage ?? window.sessionStorage;
  const now = deps.now ?? Date.now();
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}
