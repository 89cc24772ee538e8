// The breaking-news items this browser closed, kept in localStorage so a closed item stays closed on every page,
// tab and reload; only the last few ids are kept (an item expires after 30 minutes anyway).
const KEY = 'qiulive:breaking-dismissed';
const KEEP = 20;

export function dismissedIds(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
) {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isSafeInteger(id))
      : [];
  } catch {
    return [];
  }
}

export function dismiss(id: number, storage: Storage | undefined = globalThis.localStorage) {
  const ids = [...dismissedIds(storage).filter((d) => d !== id), id].slice(-KEEP);
  try {
    storage?.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full quota: the item is still closed in this page.
  }
  return ids;
}

/** The storage event's key, for tabs that follow a close made in another tab. */
export const DISMISSED_KEY = KEY;
