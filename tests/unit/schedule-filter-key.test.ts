// The schedule and results pages' own competition filter (allEventComCopy): a key beside the board's
// filter-event key, read and written the same way, never touching the board's.
import { describe, expect, it } from 'vitest';
import {
  filterEventKey,
  readCompetitionFilter,
  readScopedFilter,
  scopedFilterEventKey,
  writeCompetitionFilter,
  writeScopedFilter,
} from '../../src/features/scores/storage';
import { memoryStore } from '../fixtures/memory-store';

describe('scoped filter keys', () => {
  it('gives the board the filter-event key itself and the schedule a key of its own, per sport', () => {
    expect(scopedFilterEventKey('football', 'board')).toBe(filterEventKey('football'));
    const keys = new Set([
      filterEventKey('football'),
      filterEventKey('basketball'),
      scopedFilterEventKey('football', 'schedule'),
      scopedFilterEventKey('basketball', 'schedule'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('keeps the schedule filter apart from the board’s', () => {
    const store = memoryStore();
    writeScopedFilter('football', 'schedule', { kind: 'hidden', ids: [7] }, store);
    writeCompetitionFilter('football', { kind: 'hot' }, store);
    expect(readScopedFilter('football', 'schedule', store)).toEqual({ kind: 'hidden', ids: [7] });
    expect(readCompetitionFilter('football', store)).toEqual({ kind: 'hot' });
    expect(readScopedFilter('football', 'board', store)).toEqual({ kind: 'hot' });
    expect(readScopedFilter('basketball', 'schedule', store)).toEqual({ kind: 'all' });
  });

  it('drops the key when everything is ticked again, and reads junk as everything', () => {
    const store = memoryStore({ [scopedFilterEventKey('football', 'schedule')]: '{"kind":"hot"}' });
    writeScopedFilter('football', 'schedule', { kind: 'all' }, store);
    expect(store.data.size).toBe(0);
    store.data.set(scopedFilterEventKey('football', 'schedule'), '{not json');
    expect(readScopedFilter('football', 'schedule', store)).toEqual({ kind: 'all' });
  });
});
