// board$: the day's list as rows by id, pushes replacing only the row they change, flashes on goals and red cards.
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEvent, EventData, EventType, MatchType } from '../contract/events';
import type { MatchBoard, MatchItem } from '../contract/match';
import { type Board, boardOf, boardStreams, reduceBoard } from './board';
import type { ChannelSignal } from './channel';
import type { Live, SnapshotResult } from './snapshot';

const T0 = 1_760_000_000_000;
const MIN = 60_000;

const side = (id: number, name: string): MatchItem['home'] => ({
  id,
  name,
  score: 0,
  half: null,
  periods: [0],
  penalties: null,
  red: 0,
  yellow: 0,
  corners: 0,
  rank: null,
});

function item(id: number, patch: Partial<MatchItem> = {}): MatchItem {
  return {
    id,
    competitionId: 10 + (id % 3),
    competition: '英超',
    color: '#3c1a5b',
    round: '第1轮',
    kickoffAt: T0 + id * MIN,
    state: 2,
    periodStartAt: T0,
    minute: 10,
    addedTime: 0,
    clockSeconds: null,
    home: side(100 + id, `主${id}`),
    away: side(200 + id, `客${id}`),
    odds: { europe: [2.1, 3.2, 3.4], asia: [0.9, 0.5, 0.96], overUnder: [0.88, 2.5, 0.98] },
    lottery: {},
    hot: true,
    knockout: false,
    neutral: false,
    ...patch,
  };
}

const list = (matches: MatchItem[], seq = 0): MatchBoard => ({ seq, date: '2025-10-09', matches });

let seq = 0;
function push<T extends EventType>(type: T, data: EventData<T>, at = T0 + 20 * MIN): ChannelEvent {
  seq++;
  return { channel: 'scores:football', seq, type, data, at } as ChannelEvent;
}

const score = (matchId: number, patch: Partial<EventData<'match.score'>> = {}) =>
  push('match.score', { matchId, homeScore: 0, awayScore: 0, ...patch });

const footballBoard = (n = 5) =>
  boardOf('football', list(Array.from({ length: n }, (_, i) => item(i + 1))));

describe('reduceBoard', () => {
  it('a push replaces only the changed row object; the other rows keep their identity', () => {
    const before = footballBoard();
    const after = reduceBoard(before, score(3, { homeScore: 1, homeCorners: 2 }));
    expect(after).not.toBe(before);
    expect(after.order).toBe(before.order);
    for (const id of [1, 2, 4, 5]) expect(after.rows.get(id)).toBe(before.rows.get(id));
    const row = after.rows.get(3)!;
    expect(row).not.toBe(before.rows.get(3));
    expect(row.home).toMatchObject({ score: 1, corners: 2 });
    // The unchanged side object is shared too, so a memoised side cell need not re-render.
    expect(row.away).toBe(before.rows.get(3)!.away);
    expect(before.rows.get(3)!.home.score).toBe(0); // the old board is untouched
  });

  it('a push that changes nothing returns the same board', () => {
    const before = footballBoard();
    expect(reduceBoard(before, score(2))).toBe(before);
    expect(reduceBoard(before, push('match.state', { matchId: 2, state: 2, minute: 10 }))).toBe(
      before,
    );
    expect(
      reduceBoard(
        before,
        push('odds.move', { matchId: 2, market: 'asia', values: [0.9, 0.5, 0.96] }),
      ),
    ).toBe(before);
  });

  it('ignores pushes for matches not on the board and events the board does not show', () => {
    const before = footballBoard();
    expect(reduceBoard(before, score(99, { homeScore: 3 }))).toBe(before);
    expect(reduceBoard(before, push('match.state', { matchId: 99, state: 8 }))).toBe(before);
    expect(reduceBoard(before, push('match.event', { matchId: 1, kind: 'goal', minute: 12 }))).toBe(
      before,
    );
    // An odds move without a market cannot be placed in a column.
    expect(reduceBoard(before, push('odds.move', { matchId: 1, values: [1.5, 4, 6] }))).toBe(
      before,
    );
  });

  it('applies match.state: absent fields kept, a null clock start set', () => {
    const before = footballBoard();
    const after = reduceBoard(
      before,
      push('match.state', { matchId: 1, state: 3, periodStartAt: null, minute: 45 }),
    );
    expect(after.rows.get(1)).toMatchObject({
      state: 3,
      periodStartAt: null,
      minute: 45,
      addedTime: 0,
      kickoffAt: before.rows.get(1)!.kickoffAt,
    });
  });

  it('moves a row when its kick-off time moves, and keeps the order array otherwise', () => {
    const before = footballBoard();
    expect(before.order).toEqual([1, 2, 3, 4, 5]);
    const postponed = reduceBoard(
      before,
      push('match.state', { matchId: 2, state: 9, kickoffAt: T0 + 10 * MIN }),
    );
    expect(postponed.order).toEqual([1, 3, 4, 5, 2]);
    const stateOnly = reduceBoard(postponed, push('match.state', { matchId: 4, state: 4 }));
    expect(stateOnly.order).toBe(postponed.order);
  });

  it('puts the main line of an odds move in its market column', () => {
    const before = footballBoard();
    const after = reduceBoard(
      before,
      push('odds.move', { matchId: 4, market: 'overUnder', values: [0.95, 2.75, 0.91] }),
    );
    expect(after.rows.get(4)!.odds).toEqual({
      europe: [2.1, 3.2, 3.4],
      asia: [0.9, 0.5, 0.96],
      overUnder: [0.95, 2.75, 0.91],
    });
    expect(after.rows.get(1)).toBe(before.rows.get(1));
  });

  it('flashes a goal on the side that scored, with the push instant', () => {
    const at = (minute: number) => T0 + minute * MIN;
    const scored = reduceBoard(
      footballBoard(),
      push('match.score', { matchId: 1, homeScore: 0, awayScore: 1 }, at(33)),
    );
    expect(scored.rows.get(1)!.flash).toEqual({ kind: 'goal', side: 'away', at: at(33) });
    const equaliser = reduceBoard(
      scored,
      push('match.score', { matchId: 1, homeScore: 1, awayScore: 1 }, at(40)),
    );
    expect(equaliser.rows.get(1)!.flash).toEqual({ kind: 'goal', side: 'home', at: at(40) });
  });

  it('flashes a red card, and keeps the last flash through pushes that bring none', () => {
    const red = reduceBoard(footballBoard(), score(2, { homeRed: 1 }));
    const flash = red.rows.get(2)!.flash;
    expect(flash).toMatchObject({ kind: 'red', side: 'home' });
    const corner = reduceBoard(red, score(2, { homeRed: 1, awayCorners: 1 }));
    expect(corner.rows.get(2)!.flash).toBe(flash);
    // A goal ruled out brings the score down: the row says 进球无效 rather than just a smaller number.
    const goal = reduceBoard(corner, score(2, { homeRed: 1, awayCorners: 1, homeScore: 1 }));
    const ruledOut = reduceBoard(goal, score(2, { homeRed: 1, awayCorners: 1, homeScore: 0 }));
    expect(ruledOut.rows.get(2)!.flash).toMatchObject({ kind: 'cancelled', side: 'home' });
    expect(ruledOut.rows.get(2)!.home.score).toBe(0);
  });

  it('does not flash on a load, nor on a push that repeats what the row holds', () => {
    const loaded = boardOf(
      'football',
      list([item(1, { home: { ...side(101, '主1'), score: 2, red: 1 } })]),
    );
    expect(loaded.rows.get(1)!.flash).toBeNull();
    const again = reduceBoard(loaded, score(1, { homeScore: 2, homeRed: 1 }));
    expect(again).toBe(loaded);
  });

  it('does not flash baskets on a basketball board', () => {
    const board = boardOf('basketball', list([item(1, { state: 4 })]));
    const after = reduceBoard(board, score(1, { homeScore: 2 }));
    expect(after.rows.get(1)!.home.score).toBe(2);
    expect(after.rows.get(1)!.flash).toBeNull();
  });

  it('takes the game clock a basketball score push carries', () => {
    const board = boardOf('basketball', list([item(1, { state: 4, clockSeconds: 600 })]));
    const after = reduceBoard(board, score(1, { homeScore: 2, clockSeconds: 431 }));
    expect(after.rows.get(1)!.clockSeconds).toBe(431);
    const same = reduceBoard(after, score(1, { homeScore: 2, clockSeconds: 431 }));
    expect(same).toBe(after);
  });

  it('keeps a side’s periods array when a push repeats it', () => {
    const before = footballBoard();
    const after = reduceBoard(
      before,
      score(1, { homePeriods: [0], awayPeriods: [1], awayScore: 1 }),
    );
    expect(after.rows.get(1)!.home).toBe(before.rows.get(1)!.home);
    expect(after.rows.get(1)!.away.periods).toEqual([1]);
  });
});

// ---- the streams ------------------------------------------------------------------------------

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const flush = () => vi.advanceTimersByTimeAsync(0);

function fixture() {
  const channel = new Subject<ChannelSignal>();
  const joins: string[] = [];
  const calls: { type: MatchType; date: string | undefined }[] = [];
  const answers: ((r: SnapshotResult<MatchBoard>) => void)[] = [];
  const board$ = boardStreams({
    list: (type, date) => {
      calls.push({ type, date });
      return new Promise((resolve) => answers.push(resolve));
    },
    bus: {
      channel$: (name) => {
        joins.push(name);
        return channel;
      },
    },
  });
  return { channel, joins, calls, answers, board$ };
}

const ready = (live: Live<Board> | undefined): Board => {
  if (live?.status !== 'ready') throw new Error(`not ready: ${live?.status}`);
  return live.value;
};

describe('board$', () => {
  it('loads today’s list once joined, then merges the pushes newer than the list’s seq', async () => {
    const f = fixture();
    const seen: Live<Board>[] = [];
    const sub = f.board$('football').subscribe((v) => seen.push(v));
    expect(f.joins).toEqual(['scores:football']);
    f.channel.next({ kind: 'joined', channel: 'scores:football', seq: 7 });
    expect(f.calls).toEqual([{ type: 'football', date: undefined }]);
    const held = { channel: 'scores:football', seq: 7, type: 'match.score', at: T0 } as const;
    f.channel.next({
      kind: 'event',
      event: { ...held, data: { matchId: 1, homeScore: 5, awayScore: 0 } },
    });
    f.channel.next({
      kind: 'event',
      event: { ...held, seq: 8, data: { matchId: 1, homeScore: 1, awayScore: 0 } },
    });
    f.answers[0]!({ success: true, data: list([item(1), item(2)], 7) });
    await flush();
    const board = ready(seen.at(-1));
    expect(board.date).toBe('2025-10-09');
    // seq 7 is in the list already; seq 8 is a goal after it.
    expect(board.rows.get(1)!.home.score).toBe(1);
    expect(board.rows.get(1)!.flash).toMatchObject({ kind: 'goal', side: 'home' });
    sub.unsubscribe();
  });

  it('asks the list call for the date, shares one stream per day, and still merges pushes', async () => {
    const f = fixture();
    const a = f.board$('basketball', '2025-10-08');
    expect(f.board$('basketball', '2025-10-08')).toBe(a);
    expect(f.board$('basketball')).not.toBe(a);
    let last: Live<Board> | undefined;
    const sub = a.subscribe((v) => {
      last = v;
    });
    expect(f.joins).toEqual(['scores:basketball']);
    f.channel.next({ kind: 'joined', channel: 'scores:basketball', seq: 3 });
    expect(f.calls).toEqual([{ type: 'basketball', date: '2025-10-08' }]);
    f.answers[0]!({ success: true, data: list([item(4, { state: 9 })], 3) });
    await flush();
    const loaded = ready(last);
    expect(loaded.type).toBe('basketball');
    f.channel.next({
      kind: 'event',
      event: {
        channel: 'scores:basketball',
        seq: 4,
        type: 'match.state',
        at: T0,
        data: { matchId: 4, state: 10, periodStartAt: null },
      },
    });
    expect(ready(last).rows.get(4)!.state).toBe(10);
    // Another day's match: the board does not change, and nothing is emitted.
    const shown = last;
    f.channel.next({
      kind: 'event',
      event: {
        channel: 'scores:basketball',
        seq: 5,
        type: 'match.score',
        at: T0,
        data: { matchId: 99, homeScore: 2, awayScore: 0 },
      },
    });
    expect(last).toBe(shown);
    sub.unsubscribe();
  });

  it('reports a failed list call as failed', async () => {
    const f = fixture();
    let last: Live<Board> | undefined;
    const sub = f.board$('football').subscribe((v) => {
      last = v;
    });
    f.channel.next({ kind: 'joined', channel: 'scores:football', seq: 0 });
    f.answers[0]!({ success: false, code: 500, msg: '服务器错误' });
    await flush();
    expect(last).toEqual({ status: 'failed', code: 500, msg: '服务器错误' });
    sub.unsubscribe();
  });
});
