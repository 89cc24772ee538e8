// channel$: ref-counted joins, seq order without duplicates, gaps, resyncs and re-subscribes after a reconnect.
import { BehaviorSubject, type Observable, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errors } from '../contract/errors';
import { type ChannelSignal, createChannels } from './channel';
import { eventOf, FakeSocket } from './fake-socket';
import { createSocketConnection, type RealtimeStatus } from './socket';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const SCORES = 'scores:football';

function setup() {
  const sockets: FakeSocket[] = [];
  let token = '';
  const tokens = new Subject<string>();
  const online = new BehaviorSubject(true);
  const connection = createSocketConnection({
    createSocket: (auth) => {
      const s = new FakeSocket(auth);
      sockets.push(s);
      return s;
    },
    token: () => token,
    tokenChanges: tokens,
    online,
  });
  const channels = createChannels(connection, {
    lingerMs: 3_000,
    gapWaitMs: 1_000,
    ackTimeoutMs: 10_000,
    retryMs: 2_000,
  });
  const statuses: RealtimeStatus[] = [];
  return {
    connection,
    channels,
    online,
    statuses,
    login(next: string) {
      token = next;
      tokens.next(next);
    },
    get socket() {
      const s = sockets[0];
      if (!s) throw new Error('no socket yet');
      return s;
    },
    sockets,
    watchStatus() {
      connection.status$.subscribe((s) => statuses.push(s));
    },
  };
}

/** The signals as short strings: 'joined@3', 'event#4', 'paused', 'resync:gap'. */
function record(signals: Observable<ChannelSignal>) {
  const seen: string[] = [];
  const errorsSeen: unknown[] = [];
  const subscription = signals.subscribe({
    next(s) {
      if (s.kind === 'joined') seen.push(`joined@${s.seq}`);
      else if (s.kind === 'event') seen.push(`event#${s.event.seq}`);
      else if (s.kind === 'paused') seen.push('paused');
      else seen.push(`resync:${s.reason}`);
    },
    error: (e) => errorsSeen.push(e),
  });
  return { seen, errors: errorsSeen, subscription };
}

const ok = (channel: string, seq: number, replay = [] as ReturnType<typeof eventOf>[]) => ({
  ok: true as const,
  channel,
  seq,
  replay,
});

describe('watching a room (人在看)', () => {
  it('subscribes with watch for the room page, also on a channel a list already holds', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const ROOM = 'room:7';
    const list = record(t.channels.channel$(ROOM));
    t.socket.answer(ROOM, ok(ROOM, 3));
    expect(t.socket.subscribes().map((s) => s.payload)).toEqual([{ channel: ROOM }]);
    // The room page opens: the same channel again, now counted as watching.
    const page = record(t.channels.channel$(ROOM, { watch: true }));
    expect(t.socket.subscribes().map((s) => s.payload)).toEqual([
      { channel: ROOM },
      { channel: ROOM, lastSeq: 3, watch: true },
    ]);
    t.socket.answer(ROOM, ok(ROOM, 3));
    expect(list.errors).toEqual([]);
    expect(page.seen).toContain('joined@3');
    // Another room page on the same tab.
    const other = record(t.channels.channel$('room:8', { watch: true }));
    expect(t.socket.subscribes().at(-1)?.payload).toEqual({ channel: 'room:8', watch: true });
    other.subscription.unsubscribe();
  });
});

describe('joining is ref-counted', () => {
  it('opens the socket on first use only and joins once for two subscribers', () => {
    const t = setup();
    expect(t.sockets).toHaveLength(0);
    const a = record(t.channels.channel$(SCORES));
    const b = record(t.channels.channel$(SCORES));
    expect(t.sockets).toHaveLength(1);
    expect(t.socket.subscribes()).toHaveLength(0); // not connected yet: joins on connect
    t.socket.accept();
    expect(t.socket.subscribes().map((s) => s.payload)).toEqual([{ channel: SCORES }]);
    t.socket.answer(SCORES, ok(SCORES, 7));
    expect(a.seen).toEqual(['joined@7']);
    expect(b.seen).toEqual(['joined@7']);
  });

  it('leaves only after the last subscriber, after the linger, and not if one came back meanwhile', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const a = record(t.channels.channel$(SCORES));
    const b = record(t.channels.channel$(SCORES));
    t.socket.answer(SCORES, ok(SCORES, 1));
    a.subscription.unsubscribe();
    vi.advanceTimersByTime(10_000);
    expect(t.socket.unsubscribes()).toHaveLength(0);

    b.subscription.unsubscribe();
    vi.advanceTimersByTime(2_000);
    const c = record(t.channels.channel$(SCORES)); // back within the linger
    expect(c.seen).toEqual(['joined@1']); // told where the channel stands, without a new subscribe
    vi.advanceTimersByTime(10_000);
    expect(t.socket.subscribes()).toHaveLength(1);
    expect(t.socket.unsubscribes()).toHaveLength(0);

    c.subscription.unsubscribe();
    vi.advanceTimersByTime(2_999);
    expect(t.socket.unsubscribes()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(t.socket.unsubscribes().map((s) => s.payload)).toEqual([{ channel: SCORES }]);
    expect(t.channels.joined().has(SCORES)).toBe(false);
  });

  it('refuses a name that is not a channel without touching the socket', () => {
    const t = setup();
    const r = record(t.channels.channel$('user:abc'));
    expect(r.errors).toHaveLength(1);
    expect(t.sockets).toHaveLength(0);
  });

  it('passes a final refusal (another user’s channel) to the subscribers as an error', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$('user:9'));
    t.socket.answer('user:9', { ok: false, ...errors.channelForbidden });
    expect(r.errors).toMatchObject([{ name: 'ChannelError', code: errors.channelForbidden.code }]);
    expect(t.channels.joined().has('user:9')).toBe(false);
  });

  it('repeats a subscribe turned down for now (rate limit) after a pause', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(SCORES));
    t.socket.answer(SCORES, { ok: false, ...errors.realtimeTooFast });
    expect(t.socket.subscribes()).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(t.socket.subscribes()).toHaveLength(2);
    t.socket.answer(SCORES, ok(SCORES, 3));
    expect(r.seen).toEqual(['joined@3']);
    expect(r.errors).toEqual([]);
  });

  it('sends a subscribe again when its answer never comes', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    record(t.channels.channel$(SCORES));
    vi.advanceTimersByTime(10_000);
    expect(t.socket.subscribes()).toHaveLength(2);
  });
});

describe('events', () => {
  function joined(seq = 0) {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(SCORES));
    t.socket.answer(SCORES, ok(SCORES, seq));
    r.seen.length = 0;
    return { t, r };
  }

  it('drops duplicates and stale seqs', () => {
    const { t, r } = joined(0);
    for (const seq of [1, 2, 2, 1, 3, 2]) t.socket.push(eventOf(SCORES, seq));
    vi.advanceTimersByTime(60_000); // repeats are not taken for a gap waiting to fill
    expect(r.seen).toEqual(['event#1', 'event#2', 'event#3']);
  });

  it('ignores events of channels it did not join, and events it cannot read', () => {
    const { t, r } = joined(0);
    t.socket.push(eventOf('scores:basketball', 1));
    t.socket.push({ ...eventOf(SCORES, 1), type: 'not.a.type' } as never);
    expect(r.seen).toEqual([]);
  });

  it('puts a late event back in its place when the gap fills within the wait', () => {
    const { t, r } = joined(0);
    t.socket.push(eventOf(SCORES, 1));
    t.socket.push(eventOf(SCORES, 3));
    t.socket.push(eventOf(SCORES, 4));
    expect(r.seen).toEqual(['event#1']);
    t.socket.push(eventOf(SCORES, 2));
    vi.advanceTimersByTime(5_000);
    expect(r.seen).toEqual(['event#1', 'event#2', 'event#3', 'event#4']);
  });

  it('signals a resync when a skipped seq does not turn up, then goes on from the newest', () => {
    const { t, r } = joined(0);
    t.socket.push(eventOf(SCORES, 1));
    t.socket.push(eventOf(SCORES, 3));
    vi.advanceTimersByTime(999);
    expect(r.seen).toEqual(['event#1']);
    vi.advanceTimersByTime(1);
    expect(r.seen).toEqual(['event#1', 'resync:gap', 'event#3']);
    t.socket.push(eventOf(SCORES, 2)); // too late: the reloaded snapshot holds it
    t.socket.push(eventOf(SCORES, 4));
    expect(r.seen).toEqual(['event#1', 'resync:gap', 'event#3', 'event#4']);
  });

  it('drops events pushed before the join answer that the joined seq already covers', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(SCORES));
    t.socket.push(eventOf(SCORES, 5));
    t.socket.push(eventOf(SCORES, 6));
    t.socket.answer(SCORES, ok(SCORES, 5));
    expect(r.seen).toEqual(['joined@5', 'event#6']);
  });

  it('takes the server’s resync notice as a new start, whatever seq comes next', () => {
    const { t, r } = joined(0);
    t.socket.push(eventOf(SCORES, 1));
    t.socket.resyncNotice(SCORES);
    t.socket.push(eventOf(SCORES, 1)); // the server's sequence started again
    t.socket.push(eventOf(SCORES, 2));
    expect(r.seen).toEqual(['event#1', 'resync:server', 'event#1', 'event#2']);
  });
});

describe('batches (a busy room pushes its window as one events message)', () => {
  const ROOM = 'room:7';
  function joinedRoom(seq = 0) {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(ROOM));
    t.socket.answer(ROOM, ok(ROOM, seq));
    r.seen.length = 0;
    return { t, r };
  }
  const batch = (...seqs: number[]) => seqs.map((seq) => eventOf(ROOM, seq));

  it('says in the handshake that it reads batches', () => {
    const sent: unknown[] = [];
    const connection = createSocketConnection({
      createSocket: (auth) => {
        auth((data) => sent.push(data));
        return new FakeSocket(auth);
      },
      token: () => 'tok',
    });
    connection.socket();
    expect(sent).toEqual([{ token: 'tok', batches: true }]);
  });

  it('delivers a batch envelope by envelope, in seq order, and goes on with single events', () => {
    const { t, r } = joinedRoom(4);
    t.socket.pushBatch(batch(5, 6, 7));
    t.socket.push(eventOf(ROOM, 8));
    t.socket.pushBatch(batch(9, 10));
    expect(r.seen).toEqual(['event#5', 'event#6', 'event#7', 'event#8', 'event#9', 'event#10']);
  });

  it('drops repeats inside a batch and ones an earlier batch or the join already covered', () => {
    const { t, r } = joinedRoom(2);
    t.socket.pushBatch(batch(1, 2, 3, 3, 4));
    t.socket.pushBatch(batch(4, 5));
    vi.advanceTimersByTime(60_000);
    expect(r.seen).toEqual(['event#3', 'event#4', 'event#5']);
  });

  it('puts batches of two processes back in order when they interleave by seq', () => {
    const { t, r } = joinedRoom(0);
    t.socket.pushBatch(batch(1, 3, 5));
    expect(r.seen).toEqual(['event#1']);
    t.socket.pushBatch(batch(2, 4, 6));
    vi.advanceTimersByTime(5_000);
    expect(r.seen).toEqual(['event#1', 'event#2', 'event#3', 'event#4', 'event#5', 'event#6']);
  });

  it('signals a resync when a seq inside a batch is missing and does not turn up', () => {
    const { t, r } = joinedRoom(0);
    t.socket.pushBatch(batch(1, 2, 4, 5));
    vi.advanceTimersByTime(999);
    expect(r.seen).toEqual(['event#1', 'event#2']);
    vi.advanceTimersByTime(1);
    expect(r.seen).toEqual(['event#1', 'event#2', 'resync:gap', 'event#4', 'event#5']);
    t.socket.pushBatch(batch(3, 6)); // 3 is too late: the reloaded snapshot holds it
    expect(r.seen.at(-1)).toBe('event#6');
    expect(r.seen.filter((s) => s === 'event#3')).toEqual([]);
  });

  it('holds a batch that came before the join answer, like single events', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(ROOM));
    t.socket.pushBatch(batch(5, 6, 7));
    expect(r.seen).toEqual([]);
    t.socket.answer(ROOM, ok(ROOM, 6));
    expect(r.seen).toEqual(['joined@6', 'event#7']);
  });

  it('skips an envelope it cannot read and the batch that is not a list, keeping the rest', () => {
    const { t, r } = joinedRoom(0);
    t.socket.pushBatch([eventOf(ROOM, 1), { ...eventOf(ROOM, 2), type: 'not.a.type' }]);
    t.socket.pushBatch({ channel: ROOM } as never);
    t.socket.pushBatch(batch(3));
    expect(r.seen).toEqual(['event#1']);
    vi.advanceTimersByTime(1_000);
    // The unreadable one is a hole like any lost event: reload, then go on.
    expect(r.seen).toEqual(['event#1', 'resync:gap', 'event#3']);
  });
});

describe('reconnects', () => {
  it('re-subscribes every joined channel with its last seq and applies the replay in order', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const scores = record(t.channels.channel$(SCORES));
    const site = record(t.channels.channel$('site'));
    t.socket.answer(SCORES, ok(SCORES, 0));
    t.socket.answer('site', ok('site', 10));
    t.socket.push(eventOf(SCORES, 1));
    t.socket.push(eventOf(SCORES, 2));

    t.socket.drop();
    expect(scores.seen.at(-1)).toBe('paused');
    t.socket.accept();
    expect(
      t.socket
        .subscribes()
        .slice(-2)
        .map((s) => s.payload),
    ).toEqual([
      { channel: SCORES, lastSeq: 2 },
      { channel: 'site', lastSeq: 10 },
    ]);
    // A live event overtakes the answer; the replay comes unordered and overlapping.
    t.socket.push(eventOf(SCORES, 6));
    t.socket.answer(
      SCORES,
      ok(SCORES, 5, [
        eventOf(SCORES, 4),
        eventOf(SCORES, 2),
        eventOf(SCORES, 3),
        eventOf(SCORES, 5),
      ]),
    );
    expect(scores.seen).toEqual([
      'joined@0',
      'event#1',
      'event#2',
      'paused',
      'event#3',
      'event#4',
      'event#5',
      'event#6',
      'joined@6',
    ]);
    t.socket.answer('site', ok('site', 10));
    expect(site.seen).toEqual(['joined@10', 'paused', 'joined@10']);
  });

  it('signals a resync when the replay buffer no longer reaches back', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(SCORES));
    t.socket.answer(SCORES, ok(SCORES, 3));
    t.socket.drop();
    t.socket.accept();
    t.socket.answer(SCORES, { ...ok(SCORES, 900), resync: true });
    t.socket.push(eventOf(SCORES, 901));
    expect(r.seen).toEqual(['joined@3', 'paused', 'resync:buffer', 'event#901']);
  });

  it('notices a tail the replay left out (the server had reached further) and resyncs if it never comes', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(SCORES));
    t.socket.answer(SCORES, ok(SCORES, 3));
    t.socket.drop();
    t.socket.accept();
    t.socket.answer(SCORES, ok(SCORES, 5, [eventOf(SCORES, 4)]));
    vi.advanceTimersByTime(1_000);
    expect(r.seen).toEqual(['joined@3', 'paused', 'event#4', 'joined@4', 'resync:gap']);
    expect(t.channels.joined().get(SCORES)).toBe(5);
  });

  it('reads a replay event by event: one it cannot read leaves a hole that resyncs', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(SCORES));
    t.socket.answer(SCORES, ok(SCORES, 1));
    t.socket.drop();
    t.socket.accept();
    const unknown = { ...eventOf(SCORES, 2), type: 'from.a.newer.server' } as never;
    t.socket.answer(SCORES, ok(SCORES, 3, [unknown, eventOf(SCORES, 3)]));
    expect(r.seen).toEqual(['joined@1', 'paused', 'joined@1']);
    vi.advanceTimersByTime(1_000);
    expect(r.seen).toEqual(['joined@1', 'paused', 'joined@1', 'resync:gap', 'event#3']);
  });

  it('ignores the answer to a subscribe sent before the drop', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    const r = record(t.channels.channel$(SCORES));
    const first = t.socket.subscribes(SCORES)[0]!;
    t.socket.drop();
    t.socket.accept();
    first.ack(ok(SCORES, 99));
    expect(r.seen).toEqual(['paused']);
    t.socket.answer(SCORES, ok(SCORES, 4));
    expect(r.seen).toEqual(['paused', 'joined@4']);
  });
});

describe('the connection status$', () => {
  const states = (statuses: RealtimeStatus[]) => statuses.map((s) => s.state);

  it('goes connecting → online, and after a drop is stale until every channel has resynced', () => {
    const t = setup();
    t.watchStatus();
    t.socket.accept();
    record(t.channels.channel$(SCORES));
    record(t.channels.channel$('site'));
    t.socket.answer(SCORES, ok(SCORES, 1));
    t.socket.answer('site', ok('site', 1));
    expect(t.statuses).toEqual([
      { state: 'connecting', lost: false, stale: false },
      { state: 'online', lost: false, stale: false },
    ]);

    t.statuses.length = 0;
    t.socket.drop();
    t.socket.accept();
    t.socket.answer(SCORES, ok(SCORES, 1));
    expect(t.statuses).toEqual([
      { state: 'connecting', lost: true, stale: true },
      { state: 'resyncing', lost: false, stale: true },
    ]);
    t.socket.answer('site', ok('site', 1));
    expect(t.statuses.at(-1)).toEqual({ state: 'online', lost: false, stale: false });
  });

  it('stays resyncing while a consumer reloads after a resync, until it says it is done', () => {
    const t = setup();
    t.watchStatus();
    t.socket.accept();
    let done: (() => void) | undefined;
    t.channels.channel$(SCORES).subscribe((s) => {
      if (s.kind === 'resync') done = s.track();
    });
    t.socket.answer(SCORES, ok(SCORES, 1));
    t.socket.drop();
    t.socket.accept();
    t.socket.answer(SCORES, { ...ok(SCORES, 500), resync: true });
    expect(t.statuses.at(-1)?.state).toBe('resyncing');
    done?.();
    expect(t.statuses.at(-1)).toEqual({ state: 'online', lost: false, stale: false });
  });

  it('says offline while the browser is, and reconnects at once when the network returns', () => {
    const t = setup();
    t.watchStatus();
    t.socket.accept();
    t.online.next(false);
    t.socket.drop();
    expect(states(t.statuses).at(-1)).toBe('offline');
    const before = t.socket.connectCalls;
    t.online.next(true);
    expect(t.socket.connectCalls).toBe(before + 1);
    expect(t.statuses.at(-1)).toEqual({ state: 'connecting', lost: true, stale: true });
    t.socket.accept();
    expect(states(t.statuses).at(-1)).toBe('online');
  });

  it('counts a first connect that fails as lost', () => {
    const t = setup();
    t.watchStatus();
    t.socket.refuse();
    expect(t.statuses.at(-1)).toEqual({ state: 'connecting', lost: true, stale: false });
  });

  it('reconnects with the new token when the login changes, without calling it a loss', () => {
    const t = setup();
    t.watchStatus();
    t.socket.accept();
    expect(t.socket.handshakes).toEqual(['']);
    t.login('token-1');
    expect(t.socket.disconnectCalls).toBe(1);
    expect(t.socket.connectCalls).toBe(1);
    expect(t.statuses.at(-1)).toMatchObject({ state: 'connecting', lost: false });
    t.socket.accept();
    expect(t.socket.handshakes).toEqual(['', 'token-1']);
    t.login('token-1'); // the same token again: nothing to do
    expect(t.socket.disconnectCalls).toBe(1);
  });

  it('comes back after the server closed the socket, which socket.io does not retry itself', () => {
    const t = setup();
    t.connection.socket();
    t.socket.accept();
    t.socket.drop('io server disconnect');
    expect(t.socket.connectCalls).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(t.socket.connectCalls).toBe(1);
  });
});
