// The message centre's streams: the unread counts load at once beside the user:<id> join (the header must not
// wait for the socket), then follow message.new and message.read pushes; new messages as they arrive; and
// both follow the login.
import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MessageItem, UnreadCounts } from '../contract/calls/message';
import type { ChannelSignal } from './channel';
import { newMessagesStream, unreadStream } from './messages';

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

const counts = (follow: number): UnreadCounts => ({
  total: follow,
  kinds: { system: 0, reply: 0, like: 0, follow, reserve: 0, live: 0, settle: 0, report: 0 },
  tabs: { reply: 0, like: 0, follow, live: 0, system: 0 },
});

const message = (id: number): MessageItem => ({
  id,
  kind: 'follow',
  tab: 'follow',
  actor: { id: 6, nickName: '新粉丝', portrait: '' },
  title: '新粉丝 关注了你',
  body: '',
  link: '/personal/6',
  read: false,
  createdAt: 1,
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('unreadStream', () => {
  it('loads before the join, applies pushes after the snapshot’s seq, and empties on logout', async () => {
    const { bus, asked, to } = fakeBus();
    const login = new BehaviorSubject<number | null | undefined>(undefined);
    let loads = 0;
    const loadUnread = async () => {
      loads += 1;
      return { success: true as const, data: counts(1), seq: 3 };
    };
    const seen: (number | null)[] = [];
    const sub = unreadStream({ userId$: login, loadUnread, bus }).subscribe((c) =>
      seen.push(c?.total ?? null),
    );
    login.next(5);
    expect(asked).toEqual(['user:5']);
    await settle();
    // No join yet, and the count is there.
    expect(loads).toBe(1);
    expect(seen.at(-1)).toBe(1);
    to('user:5').next({ kind: 'joined', channel: 'user:5', seq: 3 });
    await settle();
    expect(loads).toBe(1);
    to('user:5').next(
      event('user:5', 4, 'message.new', { message: message(1), unread: counts(2) }),
    );
    to('user:5').next(event('user:5', 5, 'balance.change', { balance: 1, ticket: 0 }));
    to('user:5').next(event('user:5', 6, 'message.read', { unread: counts(0) }));
    await settle();
    expect(seen.filter((n) => n !== null)).toEqual([1, 2, 0]);
    login.next(null);
    expect(seen.at(-1)).toBeNull();
    sub.unsubscribe();
  });
});

describe('newMessagesStream', () => {
  it('gives the logged-in user’s message.new messages only', () => {
    const { bus, asked, to } = fakeBus();
    const login = new BehaviorSubject<number | null | undefined>(null);
    const seen: number[] = [];
    const sub = newMessagesStream(login, bus).subscribe((m) => seen.push(m.id));
    expect(asked).toEqual([]);
    login.next(8);
    to('user:8').next(
      event('user:8', 1, 'message.new', { message: message(11), unread: counts(1) }),
    );
    to('user:8').next(event('user:8', 2, 'message.read', { unread: counts(0) }));
    to('user:8').next(
      event('user:8', 3, 'message.new', { message: message(12), unread: counts(1) }),
    );
    expect(seen).toEqual([11, 12]);
    sub.unsubscribe();
  });
});
