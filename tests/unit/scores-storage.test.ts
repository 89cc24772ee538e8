// The score boards' local storage: the filter-event key and the top lists, robust to corrupt data.
import { describe, expect, it } from 'vitest';
import {
  filterEventKey,
  HIDDEN_MAX,
  pinMatch,
  readCompetitionFilter,
  readTopList,
  readTopLists,
  TOP_LIST_MAX,
  topListKey,
  unpinMatch,
  writeCompetitionFilter,
} from '../../src/features/scores/storage';
import { memoryStore } from '../fixtures/memory-store';

describe('filter-event key', () => {
  it('round-trips each kind of filter, per sport', () => {
    const store = memoryStore();
    writeCompetitionFilter('football', { kind: 'hidden', ids: [3, 5] }, store);
    writeCompetitionFilter('basketball', { kind: 'hot' }, store);
    expect(readCompetitionFilter('football', store)).toEqual({ kind: 'hidden', ids: [3, 5] });
    expect(readCompetitionFilter('basketball', store)).toEqual({ kind: 'hot' });
    writeCompetitionFilter('football', { kind: 'all' }, store);
    expect(store.data.has(filterEventKey('football'))).toBe(false);
    expect(readCompetitionFilter('football', store)).toEqual({ kind: 'all' });
  });

  it('reads corrupt or foreign data as "all"', () => {
    for (const text of [
      '{',
      'null',
      '42',
      '"hot"',
      '[]',
      '{"kind":"hidden","ids":"x"}',
      '{"kind":"x"}',
    ]) {
      const store = memoryStore({ [filterEventKey('football')]: text });
      expect(readCompetitionFilter('football', store)).toEqual({ kind: 'all' });
    }
  });

  it('keeps only valid ids, each once, within the bound', () => {
    const store = memoryStore({
      [filterEventKey('football')]: JSON.stringify({
        kind: 'hidden',
        ids: [1, 1, -2, 'x', 2.5, 7],
      }),
    });
    expect(readCompetitionFilter('football', store)).toEqual({ kind: 'hidden', ids: [1, 7] });
    const many = Array.from({ length: HIDDEN_MAX + 20 }, (_, i) => i + 1);
    writeCompetitionFilter('football', { kind: 'hidden', ids: many }, store);
    const read = readCompetitionFilter('football', store);
    expect(read.kind === 'hidden' && read.ids.length).toBe(HIDDEN_MAX);
    expect(read.kind === 'hidden' && read.ids[0]).toBe(21); // the oldest went
  });

  it('survives a storage that throws, and no storage at all', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCompetitionFilter('football', broken)).toEqual({ kind: 'all' });
    expect(() => writeCompetitionFilter('football', { kind: 'hot' }, broken)).not.toThrow();
    expect(() => writeCompetitionFilter('football', { kind: 'all' }, broken)).not.toThrow();
    expect(readCompetitionFilter('football', null)).toEqual({ kind: 'all' });
    expect(pinMatch('football', 'all', 3, broken)).toEqual([3]);
  });
});

describe('top lists', () => {
  it('pins per tab, latest first, and unpins', () => {
    const store = memoryStore();
    pinMatch('football', 'all', 10, store);
    pinMatch('football', 'all', 20, store);
    pinMatch('football', 'live', 10, store);
    expect(pinMatch('football', 'all', 10, store)).toEqual([10, 20]);
    expect(readTopLists('football', store)).toEqual({ all: [10, 20], live: [10] });
    expect(readTopList('basketball', 'all', store)).toEqual([]);
    expect(unpinMatch('football', 'live', 10, store)).toEqual([]);
    expect(readTopLists('football', store)).toEqual({ all: [10, 20] });
  });

  it('keeps at most TOP_LIST_MAX pins per tab, dropping the oldest', () => {
    const store = memoryStore();
    for (let id = 1; id <= TOP_LIST_MAX + 5; id++) pinMatch('football', 'jczq', id, store);
    const list = readTopList('football', 'jczq', store);
    expect(list).toHaveLength(TOP_LIST_MAX);
    expect(list[0]).toBe(TOP_LIST_MAX + 5);
    expect(list).not.toContain(5);
  });

  it('reads corrupt data as empty lists, keeping the readable tabs', () => {
    for (const text of ['not json', '[1,2]', 'null', '"x"'])
      expect(readTopLists('football', memoryStore({ [topListKey('football')]: text }))).toEqual({});
    const mixed = memoryStore({
      [topListKey('football')]: JSON.stringify({ all: [1, 'a', 2, 2], live: 'x', end: [] }),
    });
    expect(readTopLists('football', mixed)).toEqual({ all: [1, 2] });
    // Pinning over a corrupt value starts a clean list.
    const corrupt = memoryStore({ [topListKey('football')]: '{oops' });
    expect(pinMatch('football', 'all', 4, corrupt)).toEqual([4]);
    expect(readTopLists('football', corrupt)).toEqual({ all: [4] });
  });
});
