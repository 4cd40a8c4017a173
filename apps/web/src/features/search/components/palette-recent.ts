/**
 * The palette's recent items: what this user last opened through it (a record found by search, a page, an
 * action), kept on this device per user so the empty palette offers them first. Only a label and an in-app
 * path are kept — never a search text, which may hold a name or a tax id.
 */
export interface RecentItem {
  label: string;
  to: string;
}

export const RECENT_LIMIT = 6;
const keyFor = (userId: string) => `palette.recent.${userId}`;

const isRecentItem = (v: unknown): v is RecentItem =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RecentItem).label === 'string' &&
  typeof (v as RecentItem).to === 'string' &&
  // Only paths inside the app: a stored value is never followed off-site.
  (v as RecentItem).to.startsWith('/') &&
  !(v as RecentItem).to.startsWith('//');

export function readRecent(userId: string): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first, once, and keeps the newest few. */
export function rememberRecent(userId: string, item: RecentItem): RecentItem[] {
  const next = [item, ...readRecent(userId).filter((r) => r.to !== item.to)].slice(0, RECENT_LIMIT);
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(next));
  } catch {
    // Storage refused (private mode): the palette simply has no recent items next time.
  }
  return next;
}
