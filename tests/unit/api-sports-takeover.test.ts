// What a process that takes the API-Sports feed over (or restarts) starts from: the shared budget's minute and
// day, and a match's events numbered against the stored ones, so a goal VAR took back shifts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RequestBudget } from '../../server/providers/feed/api-sports/budget';
import { storedEventIndex } from '../../server/providers/feed/api-sports/event-index';
import { footballEvents } from '../../server/providers/feed/api-sports/football';

const DIR = join(import.meta.dirname, '../fixtures/api-sports');
const answer = (path: string) => JSON.parse(readFileSync(join(DIR, path), 'utf8')).response;
/** 2026-11-27 12:00 UTC. */
const NOON = Date.UTC(2026, 10, 27, 12);
const HOME = 42;

/** The events as the stored rows keep them, numbered with `indices` (key → index) as a process would. */
function numbered(file: string, indices: Map<string, number>) {
  return footballEvents(
    answer(file),
    7,
    HOME,
    () => undefined,
    (key, position) => {
      let index = indices.get(key);
      if (index === undefined) {
        index =
          indices.size === 0 ? position : Math.max(position, Math.max(...indices.values()) + 1);
        indices.set(key, index);
      }
      return index;
    },
  ).events;
}

describe('a take-over of the API-Sports feed', () => {
  it("starts from the shared budget: the day's count and the last minute's requests of another process", () => {
    let now = NOON;
    const before = new RequestBudget({ perMinute: 10, perDay: 100, now: () => now });
    for (let i = 0; i < 8; i++) {
      expect(before.take()).toBe(true);
      now += 1_000;
    }
    const heir = new RequestBudget({ perMinute: 10, perDay: 100, now: () => now });
    heir.adopt(before.saved());
    expect(heir.spentToday()).toBe(8);
    expect(heir.spentLastMinute()).toBe(8);
    expect([heir.take(), heir.take(), heir.take()]).toEqual([true, true, false]);
    // Adopting its own record again counts nothing twice.
    heir.adopt(heir.saved());
    expect(heir.spentLastMinute()).toBe(10);
    // Yesterday's record counts for nothing today.
    const tomorrow = new RequestBudget({ perMinute: 10, perDay: 100, now: () => now + 86_400_000 });
    tomorrow.adopt(heir.saved());
    expect(tomorrow.spentToday()).toBe(0);
  });

  it('numbers the events after a goal VAR took back against the stored ones, none reused or renumbered', () => {
    // The process before stored the list with Jackson's goal (index 4), then died; VAR took the goal back.
    const first = new Map<string, number>();
    const stored = numbered('football/events-2hgoal.json', first).map((e) => ({
      index: e.index,
      kind: e.kind === 'goal' && e.minute === 74 ? 'goalRuledOut' : e.kind,
      minute: e.minute,
      addedMinute: e.addedMinute,
      side: e.side,
      playerName: e.playerName,
    }));
    const items = answer('football/events-ft.json');
    const heir = numbered('football/events-ft.json', storedEventIndex(items, HOME, stored));
    expect(heir.map((e) => `${e.index} ${e.kind} ${e.minute}`)).toEqual([
      '0 goal 22',
      '1 yellowCard 34',
      '2 substitution 46',
      '3 goal 67',
      '5 var 74',
      '6 penaltyGoal 88',
      '7 secondYellow 90',
    ]);
    // Numbered afresh, VAR's event would take the ruled-out goal's index (and be dropped as known).
    expect(numbered('football/events-ft.json', new Map())[4]).toMatchObject({
      index: 4,
      kind: 'var',
    });
    // Nothing stored: the list's own order, as before.
    expect(storedEventIndex(items, HOME, []).size).toBe(0);
  });
});
