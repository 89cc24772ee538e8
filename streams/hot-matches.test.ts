// hotMatches$: one call for both sports, the server's order across sports, each sport following its own channel.
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../contract/events';
import { matchItem, T0 } from '../tests/fixtures/match-item';
import type { ChannelSignal } from './channel';
import { type HotMatch, hotMatchStreams } from './hot-matches';
import type { Live, SnapshotResult } from './snapshot';

const item = (id: number, matchType: 'football' | 'basketball') => ({
  ...matchItem(id, {
    competition: matchType === 'football' ? '英超' : 'NBA',
    state: 2,
    periodStartAt: T0,
    minute: 10,
  }),
  matchType,
});

function fixture() {
  const channels = {
    football: new Subject<ChannelSignal>(),
    basketball: new Subject<ChannelSignal>(),
  };
  let calls = 0;
  const answers: ((r: SnapshotResult<never>) => void)[] = [];
  const hot$ = hotMatchStreams(
    () => {
      calls++;
      return new Promise((resolve) => answers.push(resolve as never));
    },
    {
      channel$: (name) => (name === 'scores:football' ? channels.football : channels.basketball),
    },
  );
  return { channels, hot$, answers, calls: () => calls };
}

const ids = (live: Live<HotMatch[]> | undefined) =>
  live?.status === 'ready' ? live.value.map((m) => `${m.matchType}:${m.id}`) : live?.status;

/** Lets the loads' promise chains settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('hotMatches$', () => {
  it('loads both sports with one call and keeps the server’s order across them', async () => {
    const f = fixture();
    let last: Live<HotMatch[]> | undefined;
    const sub = f.hot$.subscribe((v) => {
      last = v;
    });
    f.channels.football.next({ kind: 'joined', channel: 'scores:football', seq: 3 });
    f.channels.basketball.next({ kind: 'joined', channel: 'scores:basketball', seq: 9 });
    expect(f.calls()).toBe(1);
    expect(last?.status).toBe('loading');
    f.answers[0]?.({
      success: true,
      data: {
        seq: { football: 3, basketball: 9 },
        matches: [item(2, 'basketball'), item(1, 'football'), item(3, 'football')],
      },
    } as never);
    await flush();
    expect(ids(last)).toEqual(['basketball:2', 'football:1', 'football:3']);
    sub.unsubscribe();
  });

  it('applies a sport’s pushes newer than its seq to its own rows only', async () => {
    const f = fixture();
    let last: Live<HotMatch[]> | undefined;
    const sub = f.hot$.subscribe((v) => {
      last = v;
    });
    f.channels.football.next({ kind: 'joined', channel: 'scores:football', seq: 3 });
    f.channels.basketball.next({ kind: 'joined', channel: 'scores:basketball', seq: 9 });
    f.answers[0]?.({
      success: true,
      data: {
        seq: { football: 3, basketball: 9 },
        matches: [item(1, 'football'), item(1, 'basketball')],
      },
    } as never);
    await flush();
    const goal = (seq: number, homeScore: number): ChannelEvent => ({
      channel: 'scores:football',
      seq,
      type: 'match.score',
      data: { matchId: 1, homeScore, awayScore: 0 },
      at: T0,
    });
    // seq 3 is in the snapshot already; seq 4 is new. Basketball's match 1 is another match.
    f.channels.football.next({ kind: 'event', event: goal(3, 5) });
    f.channels.football.next({ kind: 'event', event: goal(4, 1) });
    if (last?.status !== 'ready') throw new Error('not ready');
    const [football, basketball] = last.value;
    expect(football?.home.score).toBe(1);
    expect(football?.flash?.kind).toBe('goal');
    expect(basketball?.home.score).toBe(0);
    sub.unsubscribe();
  });

  it('reports a failed load rather than loading for ever', async () => {
    const f = fixture();
    let last: Live<HotMatch[]> | undefined;
    const sub = f.hot$.subscribe((v) => {
      last = v;
    });
    f.channels.football.next({ kind: 'joined', channel: 'scores:football', seq: 0 });
    f.channels.basketball.next({ kind: 'joined', channel: 'scores:basketball', seq: 0 });
    f.answers[0]?.({ success: false, code: 500, msg: '网络异常' } as never);
    await flush();
    expect(last).toMatchObject({ status: 'failed', msg: '网络异常' });
    sub.unsubscribe();
  });
});
