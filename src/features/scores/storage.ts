// What the score boards keep in local storage (spec §3): the filter-event key (the competition filter) and
// the top lists (matches pinned per tab). Anything unreadable there reads as the default, never throws.
import type { MatchType } from '../../../contract/events';
import type { CompetitionFilter } from './filters';

export const filterEventKey = (type: MatchType) => `qiulive:filter-event:${type}`;
export const topListKey = (type: MatchType) => `qiulive:top-list:${type}`;
/**
 * The keys that change which rows the board shows and in what order. The server draws the board without them (it
 * cannot read the viewer's storage): a viewer who has any sees no drawing of it, only the client's own render
 * (data-viewer-keys, public/after-paint.js), instead of rows that jump when the client takes over.
 */
export const boardRowKeys = (type: MatchType) => [filterEventKey(type), topListKey(type)];

/** Which list a competition filter belongs to: the sport's board (allEventCom, lqAllEventCom) or its
 *  schedule and results pages (allEventComCopy), each kept under its own key. */
export type FilterScope = 'board' | 'schedule';

/** The key of a scope's filter; the board's is the filter-event key itself. */
export const scopedFilterEventKey = (type: MatchType, scope: FilterScope) =>
  scope === 'board' ? filterEventKey(type) : `${filterEventKey(type)}:schedule`;

/** Bounds on what is kept: ids hidden across many days, pins across many tabs and days. */
export const HIDDEN_MAX = 500;
export const TOP_LIST_MAX = 50;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): Store | null =>
  typeof localStorage === 'undefined' ? null : localStorage;

function read(store: Store | null, key: string): unknown {
  try {
    const text = store?.getItem(key);
    return text == null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** A full or blocked storage (private mode) only loses the choice, not the page. */
function write(store: Store | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {}
}

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;

/** Positive integer ids, each once, at most `max`. */
const ids = (v: unknown, max: number): number[] =>
  Array.isArray(v) ? [...new Set(v.filter(isId))].slice(0, max) : [];

// ---- the filter-event key ---------------------------------------------------------------------

export const readCompetitionFilter = (type: MatchType, store = browserStore()) =>
  readScopedFilter(type, 'board', store);

export const writeCompetitionFilter = (
  type: MatchType,
  filter: CompetitionFilter,
  store = browserStore(),
) => writeScopedFilter(type, 'board', filter, store);

export function readScopedFilter(
  type: MatchType,
  scope: FilterScope,
  store = browserStore(),
): CompetitionFilter {
  const value = read(store, scopedFilterEventKey(type, scope));
  if (typeof value !== 'object' || value === null) return { kind: 'all' };
  const { kind, ids: hidden } = value as { kind?: unknown; ids?: unknown };
  if (kind === 'hot') return { kind: 'hot' };
  if (kind === 'hidden') {
    const list = ids(hidden, HIDDEN_MAX);
    return list.length > 0 ? { kind: 'hidden', ids: list } : { kind: 'all' };
  }
  return { kind: 'all' };
}

export function writeScopedFilter(
  type: MatchType,
  scope: FilterScope,
  filter: CompetitionFilter,
  store = browserStore(),
): void {
  const key = scopedFilterEventKey(type, scope);
  if (filter.kind === 'all') {
    try {
      store?.removeItem(key);
    } catch {}
    return;
  }
  // The newest hidden ids are last: past the bound the oldest go.
  write(
    store,
    key,
    filter.kind === 'hidden' ? { kind: 'hidden', ids: filter.ids.slice(-HIDDEN_MAX) } : filter,
  );
}

// ---- the top lists ------------------------------------------------------------------------------

/** Pinned match ids by tab (a score tab or a lottery view), the latest pin first. */
export type TopLists = Record<string, number[]>;

export function readTopLists(type: MatchType, store = browserStore()): TopLists {
  const value = read(store, topListKey(type));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const lists: TopLists = {};
  for (const [tab, list] of Object.entries(value)) {
    const kept = ids(list, TOP_LIST_MAX);
    if (kept.length > 0) lists[tab] = kept;
  }
  return lists;
}

export const readTopList = (type: MatchType, tab: string, store = browserStore()): number[] =>
  readTopLists(type, store)[tab] ?? [];

function saveTopList(type: MatchType, tab: string, list: number[], store: Store | null) {
  const lists = readTopLists(type, store);
  if (list.length > 0) lists[tab] = list;
  else delete lists[tab];
  write(store, topListKey(type), lists);
  return list;
}

/** Pins a match to the top of a tab (first, above earlier pins); answers the tab's new list. */
export const pinMatch = (type: MatchType, tab: string, matchId: number, store = browserStore()) =>
  saveTopList(
    type,
    tab,
    [matchId, ...readTopList(type, tab, store).filter((id) => id !== matchId)].slice(
      0,
      TOP_LIST_MAX,
    ),
    store,
  );

export const unpinMatch = (type: MatchType, tab: string, matchId: number, store = browserStore()) =>
  saveTopList(
    type,
    tab,
    readTopList(type, tab, store).filter((id) => id !== matchId),
    store,
  );

// ---- the goal sound -----------------------------------------------------------------------------

export const goalSoundKey = 'qiulive:goal-sound';

/** Whether the boards chime on a goal: off unless the visitor turned it on. */
export const readGoalSound = (store = browserStore()): boolean =>
  read(store, goalSoundKey) === true;

export const writeGoalSound = (on: boolean, store = browserStore()) =>
  write(store, goalSoundKey, on);
