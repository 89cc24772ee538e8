// The went-live notices: only 'anchor.live' of the logged-in user's own channel, and a new login switches channel.
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChannelEvent } from '../contract/events';
import { type AnchorLiveNotice, anchorLiveStream } from './anchor-live';
import type { ChannelSignal } from './channel';

function fakeBus() {
  const subjects = new Map<string, Subject<ChannelSignal>>();
  const of = (name: string) => {
    let s = subjects.get(name);
    if (!s) {
      s = new Subject<ChannelSignal>();
      subjects.set(name, s);
    }
    return s;
  };
  let seq = 0;
  return {
    bus: { channel$: (name: string) => of(name).asObservable() },
    push(name: string, type: ChannelEvent['type'], data: unknown) {
      const event = { channel: name, seq: ++seq, type, data, at: 1 } as ChannelEvent;
      of(name).next({ kind: 'event', event } as ChannelSignal);
    },
  };
}

const notice = (roomId: number): AnchorLiveNotice => ({
  roomId,
  anchorId: 9,
  nickName: '主播阿杰',
  title: '开播啦',
});

describe('anchorLive$', () => {
  it("passes the user's own went-live notices and nothing else", () => {
    const { bus, push } = fakeBus();
    const userId$ = new BehaviorSubject<number | null | undefined>(undefined);
    const seen: AnchorLiveNotice[] = [];
    const sub = anchorLiveStream(userId$, bus).subscribe((n) => seen.push(n));
    push('user:5', 'anchor.live', notice(1));
    userId$.next(5);
    push('user:5', 'balance.change', { balance: 1, ticket: 0 });
    push('user:6', 'anchor.live', notice(2));
    push('user:5', 'anchor.live', notice(3));
    // Another login: the old channel's notices stop, the new one's arrive.
    userId$.next(6);
    push('user:5', 'anchor.live', notice(4));
    push('user:6', 'anchor.live', notice(5));
    userId$.next(null);
    push('user:6', 'anchor.live', notice(6));
    expect(seen.map((n) => n.roomId)).toEqual([3, 5]);
    sub.unsubscribe();
  });
});
