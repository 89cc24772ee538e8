// The visitor's local search history (spec §2, §9): trimmed words, newest first, at most 6.

export const SEARCH_HISTORY_KEY = 'qiulive:search-history';
export const SEARCH_HISTORY_MAX = 6;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): Store | null =>
  typeof localStorage === 'undefined' ? null : localStorage;

export function readSearchHistory(store = browserStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((w): w is string => typeof w === 'string').slice(0, SEARCH_HISTORY_MAX);
  } catch {
    return [];
  }
}

/** Puts a word first (moving it up if it was there); blank words are not kept. */
export function addSearchHistory(word: string, store = browserStore()): string[] {
  const text = word.trim();
  const history = readSearchHistory(store);
  if (!text) return history;
  const next = [text, ...history.filter((w) => w !== text)].slice(0, SEARCH_HISTORY_MAX);
  store?.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearSearchHistory(store = browserStore()): string[] {
  store?.removeItem(SEARCH_HISTORY_KEY);
  return [];
}

/** Spec §2: the first 5 hot words on the left, the rest on the right. */
export const splitHotWords = <T>(words: readonly T[]): [T[], T[]] => [
  words.slice(0, 5),
  words.slice(5),
];
