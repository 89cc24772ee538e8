// reduceOdds / reduceHistory: odds.move applied to the right bookmaker and market, duplicates and older moves
// ignored, a bookmaker new to a market added; the match header following state and score; the live stream.
import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelEvent, EventData, EventType } from '../../contract/events';
import type { ChannelSignal } from '../../streams/channel';
import {
  type BookmakerLine,
  directions,
  type MatchOdds,
  matchOddsOf,
  type OddsHistory,
  oddsStreams,
  reduceHistory,
  reduceOdds,
} from '../../streams/odds';
import type { Live } from '../../streams/snapshot';
import { matchItem, matchSide } from '../fixtures/match-item';

const T0 = 1_760_000_000_000;
const MIN = 60_000;
const CH = 'match:football:7';

const match = matchItem(7, {
  kickoffAt: T0,
  home: matchSide(101, { name: '曼城' }),
  away: matchSide(102, { name: '阿森纳' }),
});

const line = (bookmakerId: number, bookmaker: string, current: number[], at = T0 - 60 * MIN) =>
  ({
    bookmakerId,
    bookmaker,
    opening: [2, 3.4, 3.6],
    openingAt: T0 - 24 * 60 * MIN,
    current,
    currentAt: at,
    live: false,
    moves: 3,
  }) satisfies BookmakerLine;

const loaded = () =>
  matchOddsOf('football', {
    match,
    markets: {
      europe: [line(1, '澳门', [2.1, 3.3, 3.5]), line(3, 'Bet365', [2.05, 3.4, 3.5])],
      asia: [{ ...line(1, '澳门', [0.9, 0.5, 0.96]), opening: [0.92, 0.5, 0.94] }],
      overUnder: [],
    },
  });

let seq = 0;
function push<T extends EventType>(type: T, data: EventData<T>, at = T0): ChannelEvent {
  seq++;
  return { channel: CH, seq, type, data, at } as ChannelEvent;
}

const move = (
  bookmakerId: number,
  market: 'europe' | 'asia' | 'overUnder',
  values: number[],
  at: number,
  live = false,
) => push('odds.move', { matchId: 7, market, bookmakerId, values, at, live }, at + 500);

describe('reduceOdds', () => {
  it('applies a move to its bookmaker and market only, counting it and flashing the cells that moved', () => {
    const before = loaded();
    const after = reduceOdds(before, move(3, 'europe', [1.95, 3.4, 3.8], T0 - 5 * MIN, true));
    const moved = after.markets.europe[1]!;
    expect(moved).toMatchObject({
      bookmakerId: 3,
      current: [1.95, 3.4, 3.8],
      currentAt: T0 - 5 * MIN,
      live: true,
      moves: 4,
      opening: [2, 3.4, 3.6],
    });
    expect(moved.flash).toEqual({ at: T0 - 5 * MIN + 500, dirs: [-1, 0, 1] });
    // Other lines and markets keep their identity (memoised rows do not re-render).
    expect(after.markets.europe[0]).toBe(before.markets.europe[0]);
    expect(after.markets.asia).toBe(before.markets.asia);
    expect(before.markets.europe[1]!.current).toEqual([2.05, 3.4, 3.5]); // the old value is untouched
  });

  it('ignores the same move twice, and a move older than the line shown', () => {
    const once = reduceOdds(loaded(), move(1, 'asia', [0.85, 0.75, 1.01], T0 - 10 * MIN));
    const twice = reduceOdds(once, move(1, 'asia', [0.85, 0.75, 1.01], T0 - 10 * MIN));
    expect(twice).toBe(once);
    const older = reduceOdds(once, move(1, 'asia', [0.7, 0.25, 1.2], T0 - 30 * MIN));
    expect(older).toBe(once);
    expect(once.markets.asia[0]).toMatchObject({ current: [0.85, 0.75, 1.01], moves: 4 });
  });

  it('adds a bookmaker not listed yet in the market, in bookmaker order, named from another market', () => {
    const before = loaded();
    const after = reduceOdds(before, move(3, 'asia', [0.88, 0.5, 0.98], T0 - 2 * MIN));
    expect(after.markets.asia.map((l) => l.bookmakerId)).toEqual([1, 3]);
    expect(after.markets.asia[1]).toMatchObject({
      bookmaker: 'Bet365',
      opening: [0.88, 0.5, 0.98],
      current: [0.88, 0.5, 0.98],
      moves: 1,
      flash: null,
    });
    // A bookmaker no market knows yet gets a stand-in name until a load names it.
    const unknown = reduceOdds(after, move(2, 'overUnder', [0.9, 2.5, 0.9], T0 - MIN));
    expect(unknown.markets.overUnder[0]).toMatchObject({ bookmakerId: 2, bookmaker: '公司2' });
    const first = reduceOdds(after, move(2, 'europe', [2.2, 3.1, 3.3], T0 - MIN));
    expect(first.markets.europe.map((l) => l.bookmakerId)).toEqual([1, 2, 3]);
  });

  it('ignores moves of another match or without a market, bookmaker or time', () => {
    const before = loaded();
    const other = push('odds.move', {
      matchId: 8,
      market: 'europe',
      bookmakerId: 1,
      values: [1.5, 4, 6],
      at: T0,
    });
    expect(reduceOdds(before, other)).toBe(before);
    const bare = push('odds.move', { matchId: 7, values: [1.5, 4, 6] });
    expect(reduceOdds(before, bare)).toBe(before);
  });

  it('keeps the match header in step with state and score pushes', () => {
    const before = loaded();
    const kicked = reduceOdds(
      before,
      push('match.state', { matchId: 7, state: 2, periodStartAt: T0, minute: 1 }),
    );
    expect(kicked.match).toMatchObject({ state: 2, periodStartAt: T0, minute: 1 });
    expect(kicked.markets).toBe(before.markets);
    const scored = reduceOdds(
      kicked,
      push('match.score', { matchId: 7, homeScore: 1, awayScore: 0 }),
    );
    expect(scored.match.home.score).toBe(1);
    expect(scored.match).not.toHaveProperty('flash');
    const chat = push('site.notice', { text: '维护通知' });
    expect(reduceOdds(scored, chat)).toBe(scored);
  });
});

describe('directions', () => {
  it('says up, down or unchanged per value, and nothing where there is no reference', () => {
    expect(directions([2.1, 3.3, 3.5], [2, 3.3, 3.6])).toEqual([1, 0, -1]);
    expect(directions([0.9, 0.75, 1], null)).toEqual([0, 0, 0]);
    expect(directions([0.9, 0.75, 1], [0.9])).toEqual([0, 0, 0]);
    // Float noise is no move.
    expect(directions([0.1 + 0.2], [0.3])).toEqual([0]);
  });
});

describe('reduceHistory', () => {
  const history = (): OddsHistory => ({
    matchId: 7,
    bookmakerId: 1,
    bookmaker: '澳门',
    market: 'asia',
    moves: [
      { at: T0 - 60 * MIN, values: [0.92, 0.5, 0.94], live: false },
      { at: T0 - 30 * MIN, values: [0.9, 0.5, 0.96], live: false },
    ],
  });

  it('appends a later move of this very line, once', () => {
    const once = reduceHistory(history(), move(1, 'asia', [0.85, 0.75, 1.01], T0 + MIN, true));
    expect(once.moves).toHaveLength(3);
    expect(once.moves[2]).toEqual({ at: T0 + MIN, values: [0.85, 0.75, 1.01], live: true });
    expect(reduceHistory(once, move(1, 'asia', [0.85, 0.75, 1.01], T0 + MIN, true))).toBe(once);
  });

  it('ignores older moves and moves of other bookmakers or markets', () => {
    const h = history();
    expect(reduceHistory(h, move(1, 'asia', [0.8, 0.5, 1.06], T0 - 45 * MIN))).toBe(h);
    expect(reduceHistory(h, move(2, 'asia', [0.8, 0.5, 1.06], T0 + MIN))).toBe(h);
    expect(reduceHistory(h, move(1, 'europe', [2, 3, 4], T0 + MIN))).toBe(h);
  });

  it('starts an empty history (a line opened after the page loaded)', () => {
    const empty = { ...history(), moves: [] };
    expect(reduceHistory(empty, move(1, 'asia', [0.9, 0.5, 0.9], T0)).moves).toHaveLength(1);
  });
});

describe('oddsStreams', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads once joined, applies pushes after the snapshot seq, and shares one stream per match', async () => {
    const channel = new Subject<ChannelSignal>();
    const loads: number[] = [];
    const { matchOdds$ } = oddsStreams({
      bus: { channel$: () => channel },
      loadOdds: async (_type, matchId) => {
        loads.push(matchId);
        return {
          success: true,
          data: { seq: 5, match, markets: { europe: [line(1, '澳门', [2.1, 3.3, 3.5])] } },
        };
      },
    });
    const seen: Live<MatchOdds>[] = [];
    const a = matchOdds$('football', 7).subscribe((v) => seen.push(v));
    const b = matchOdds$('football', 7).subscribe(() => {});
    channel.next({ kind: 'joined', channel: CH, seq: 5 });
    await vi.advanceTimersByTimeAsync(0);
    expect(loads).toEqual([7]);
    const stale = { ...move(1, 'europe', [9, 9, 9], T0), seq: 5 };
    channel.next({ kind: 'event', event: stale });
    channel.next({ kind: 'event', event: { ...move(1, 'europe', [2, 3.3, 3.7], T0), seq: 6 } });
    const last = seen.at(-1);
    expect(last?.status).toBe('ready');
    if (last?.status === 'ready')
      expect(last.value.markets.europe[0]!.current).toEqual([2, 3.3, 3.7]);
    a.unsubscribe();
    b.unsubscribe();
  });

  it('holds a failure instead of blinking back to loading between retries', async () => {
    const channel = new Subject<ChannelSignal>();
    const { matchOdds$ } = oddsStreams({
      bus: { channel$: () => channel },
      loadOdds: async () => ({ success: false, code: 14001, msg: '比赛不存在' }),
    });
    const seen: string[] = [];
    const s = matchOdds$('football', 9).subscribe((v) => seen.push(v.status));
    channel.next({ kind: 'joined', channel: 'match:football:9', seq: 0 });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(seen[0]).toBe('loading');
    expect(seen.slice(1).every((status) => status === 'failed')).toBe(true);
    s.unsubscribe();
  });
});
