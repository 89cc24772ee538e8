// The goal chime: which pushes ring it (a new goal on a shown row), and its switch, off by default.
import { describe, expect, it } from 'vitest';
import { newGoals } from '../../src/features/scores/goal-sound';
import { goalSoundKey, readGoalSound, writeGoalSound } from '../../src/features/scores/storage';
import { type Board, boardOf, reduceBoard } from '../../streams/board';
import { matchItem, T0 } from '../fixtures/match-item';
import { memoryStore } from '../fixtures/memory-store';

const item = (id: number) => matchItem(id, { state: 2, periodStartAt: T0, minute: 10 });

let seq = 0;
const score = (board: Board, matchId: number, homeScore: number, awayRed = 0) =>
  reduceBoard(board, {
    channel: 'scores:football',
    seq: ++seq,
    type: 'match.score',
    data: { matchId, homeScore, awayScore: 0, awayRed },
    at: T0 + seq,
  });

const board = boardOf('football', { date: '2026-11-23', seq: 0, matches: [item(1), item(2)] });
const shown = new Set([1, 2]);

describe('newGoals', () => {
  it('names the match that just scored, once', () => {
    const after = score(board, 2, 1);
    expect(newGoals(board, after, shown)).toEqual([2]);
    expect(newGoals(after, after, shown)).toEqual([]);
    // The same row re-rendered for another reason (an odds move) keeps its old flash: no second ring.
    const oddsMoved = reduceBoard(after, {
      channel: 'scores:football',
      seq: ++seq,
      type: 'odds.move',
      data: { matchId: 2, market: 'asia', values: [0.9, 0.25, 0.95] },
      at: T0 + seq,
    });
    expect(newGoals(after, oddsMoved, shown)).toEqual([]);
  });

  it('stays silent for a red card, a goal ruled out, and a match the filter hides', () => {
    expect(newGoals(board, score(board, 1, 0, 1), shown)).toEqual([]);
    const goal = score(board, 1, 1);
    expect(newGoals(goal, score(goal, 1, 0), shown)).toEqual([]);
    expect(newGoals(board, score(board, 1, 1), new Set([2]))).toEqual([]);
  });
});

describe('goal sound switch', () => {
  it('is off until turned on, and remembers both ways', () => {
    const s = memoryStore();
    expect(readGoalSound(s)).toBe(false);
    writeGoalSound(true, s);
    expect(readGoalSound(s)).toBe(true);
    writeGoalSound(false, s);
    expect(readGoalSound(s)).toBe(false);
    s.data.set(goalSoundKey, '"yes"');
    expect(readGoalSound(s)).toBe(false);
  });
});
