// The indices a match's events were stored with, for a process that starts following a match another process
// (or this one before a restart) already delivered: API-Football's event list has no ids, and a goal ruled out by
// VAR leaves it, so numbering the list afresh would give the events after it the indices of stored ones (dropped
// by the ingest as already known: lost) or new ones to events already stored (doubled).
import type { StoredEvent } from './context';
import { footballEvents } from './football';
import type { FootballEventItem } from './wire';

/** A goal keeps its place when the ingest marks it ruled out. */
const GOALS = new Set(['goal', 'ownGoal', 'penaltyGoal', 'goalRuledOut']);

const signature = (e: Omit<StoredEvent, 'index'>) =>
  `${GOALS.has(e.kind) ? 'goal' : e.kind}|${e.minute}|${e.addedMinute}|${e.side}|${e.playerName}`;

/**
 * Event key → stored index for the events of `items` that are stored (matched by kind, minute, side and player,
 * n-th with n-th), plus an entry for each stored event no longer listed, so a new event is numbered after every
 * stored one.
 */
export function storedEventIndex(
  items: FootballEventItem[],
  homeProviderId: number,
  stored: StoredEvent[],
): Map<string, number> {
  const indices = new Map<string, number>();
  if (stored.length === 0) return indices;
  const keyAt = new Map<number, string>();
  const { events } = footballEvents(
    items,
    0,
    homeProviderId,
    () => undefined,
    (key, position) => {
      keyAt.set(position, key);
      return position;
    },
  );
  const waiting = new Map<string, number[]>();
  for (const s of [...stored].sort((a, b) => a.index - b.index)) {
    const list = waiting.get(signature(s)) ?? [];
    list.push(s.index);
    waiting.set(signature(s), list);
  }
  const matched = new Set<number>();
  for (const e of events) {
    const index = waiting.get(signature(e))?.shift();
    if (index === undefined) continue;
    indices.set(keyAt.get(e.index)!, index);
    matched.add(index);
  }
  for (const s of stored) if (!matched.has(s.index)) indices.set(`stored|${s.index}`, s.index);
  return indices;
}
