// The expert streams: a plan's plan.settled (and a resync, which asks for a refetch) on plan:<id> only;
// several plans merged, none joined for an empty list; on user:<id>, following the login, a followed expert's
// new plan and my plans' settlements.
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChannelSignal } from './channel';
import {
  type PlanNotice,
  type PlanSignal,
  planNoticeStream,
  planSettled$,
  plansSettled$,
} from './expert';

const event = (channel: string, seq: number, type: string, data: object): ChannelSignal =>
  ({ kind: 'event', event: { channel, seq, type, data, at: 1 } }) as ChannelSignal;

function fakeBus() {
  const subjects = new Map<string, Subject<ChannelSignal>>();
  const asked: string[] = [];
  const bus = {
    channel$: (name: string) => {
      asked.push(name);
      if (!subjects.has(name)) subjects.set(name, new Subject<ChannelSignal>());
      return subjects.get(name)!;
    },
  } as never;
  return { bus, asked, to: (name: string) => subjects.get(name)! };
}

const settled = (planId: number) => ({
  planId,
  code: 'ABCDEF2345',
  title: '英超焦点战',
  result: 'red',
  refunded: 0,
  at: 1,
});

describe('planSettled$', () => {
  it('gives plan.settled and resyncs of its plan channel, nothing else', () => {
    const { bus, asked, to } = fakeBus();
    const seen: PlanSignal[] = [];
    const sub = planSettled$(12, bus).subscribe((s) => seen.push(s));
    expect(asked).toEqual(['plan:12']);
    to('plan:12').next({ kind: 'joined', channel: 'plan:12', seq: 0 });
    to('plan:12').next(event('plan:12', 1, 'post.new', { postId: 1 }));
    to('plan:12').next(event('plan:12', 2, 'plan.settled', settled(12)));
    let ended = 0;
    to('plan:12').next({
      kind: 'resync',
      channel: 'plan:12',
      reason: 'gap',
      track: () => () => {
        ended++;
      },
    });
    expect(seen).toEqual([
      { kind: 'settled', data: settled(12) },
      { kind: 'resync', planId: 12 },
    ]);
    // The connection is not held in 'resyncing' by a page's refetch.
    expect(ended).toBe(1);
    sub.unsubscribe();
  });
});

describe('plansSettled$', () => {
  it('merges the plans’ channels, and joins none for no plans', () => {
    const { bus, asked, to } = fakeBus();
    const seen: number[] = [];
    plansSettled$([], bus).subscribe(() => seen.push(0));
    expect(asked).toEqual([]);
    const sub = plansSettled$([3, 4], bus).subscribe(
      (s) => s.kind === 'settled' && seen.push(s.data.planId),
    );
    expect(asked).toEqual(['plan:3', 'plan:4']);
    to('plan:4').next(event('plan:4', 1, 'plan.settled', settled(4)));
    to('plan:3').next(event('plan:3', 1, 'plan.settled', settled(3)));
    expect(seen).toEqual([4, 3]);
    sub.unsubscribe();
  });
});

describe('planNoticeStream', () => {
  it('follows the login: a followed expert’s new plan and my plans’ settlements, nothing else', () => {
    const { bus, asked, to } = fakeBus();
    const login = new BehaviorSubject<number | null | undefined>(null);
    const seen: PlanNotice[] = [];
    const sub = planNoticeStream(login, bus).subscribe((n) => seen.push(n));
    expect(asked).toEqual([]);
    login.next(5);
    expect(asked).toEqual(['user:5']);
    const fresh = {
      planId: 8,
      code: 'ABCDEFGH23',
      expertId: 2,
      nickName: '专家老李',
      title: '英超焦点',
      price: 18,
      at: 1,
    };
    to('user:5').next(event('user:5', 1, 'plan.new', fresh));
    to('user:5').next(event('user:5', 2, 'balance.change', { balance: 1, ticket: 0 }));
    to('user:5').next(event('user:5', 3, 'plan.settled', { ...settled(8), refunded: 18 }));
    expect(seen.map((n) => n.type)).toEqual(['plan.new', 'plan.settled']);
    // Logged out: the channel is left, nothing more arrives.
    login.next(null);
    to('user:5').next(event('user:5', 4, 'plan.new', fresh));
    expect(seen).toHaveLength(2);
    sub.unsubscribe();
  });
});
