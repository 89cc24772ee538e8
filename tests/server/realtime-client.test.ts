// The client streams (streams/) against the real gateway over socket.io-client in node: order, replay after a drop, resync, a private channel.
import { filter, firstValueFrom, type Observable, of, Subject } from 'rxjs';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payBalances } from '../../contract/calls/pay';
import { errors } from '../../contract/errors';
import { type ChannelEvent, channels } from '../../contract/events';
import { createClients } from '../../src/api/clients';
import { createRequest } from '../../src/api/request';
import { type ChannelSignal, createChannels } from '../../streams/channel';
import { createPendingRequests } from '../../streams/pending-requests';
import { type Live, snapshotWithPushes } from '../../streams/snapshot';
import {
  createSocketConnection,
  type RealtimeStatus,
  type SocketConnection,
  socketIoFactory,
} from '../../streams/socket';
import { type UserLive, userStreams } from '../../streams/user';
import { testEngine } from './harness';
import { type RealtimeApp, startRealtimeApp } from './realtime-support';
import { createUserWithSession } from './users';

let t: RealtimeApp;
const opened: SocketConnection[] = [];

beforeAll(async () => {
  // Publishing 300 events on one channel must not trip the socket's rate limit (it counts client messages only).
  t = await startRealtimeApp();
});
afterEach(() => {
  for (const connection of opened.splice(0)) connection.close();
});
afterAll(() => t.close());

/** The tab's connection and channels as the site builds them, pointed at the test server. */
function clientFor(token = '') {
  const connection = createSocketConnection({
    // Quick reconnects keep the test short; the site's defaults back off from 1 s to 15 s.
    createSocket: socketIoFactory(t.url, {
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 200,
    }),
    token: () => token,
  });
  opened.push(connection);
  return { connection, bus: createChannels(connection, { lingerMs: 50 }) };
}

/** Collects an observable's values; `until` resolves once they pass the test (the suite timeout catches a miss). */
function collect<T>(stream: Observable<T>) {
  const seen: T[] = [];
  const errorsSeen: unknown[] = [];
  const changed = new Subject<void>();
  const subscription = stream.subscribe({
    next(value) {
      seen.push(value);
      changed.next();
    },
    error(error) {
      errorsSeen.push(error);
      changed.next();
    },
  });
  return {
    seen,
    errors: errorsSeen,
    subscription,
    until(test: () => boolean): Promise<unknown> {
      return test() ? Promise.resolve() : firstValueFrom(changed.pipe(filter(test)));
    },
  };
}

const events = (seen: ChannelSignal[]): ChannelEvent[] =>
  seen.flatMap((s) => (s.kind === 'event' ? [s.event] : []));
const seqs = (seen: ChannelSignal[]) => events(seen).map((e) => e.seq);
const kinds = (seen: ChannelSignal[]) =>
  seen.map((s) =>
    s.kind === 'event' ? `#${s.event.seq}` : s.kind === 'joined' ? `joined@${s.seq}` : s.kind,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const publishScores = async (channel: string, matchId: number, from: number, to: number) => {
  for (let home = from; home <= to; home++)
    await t.app.ctx.bus.publish(channel, 'match.score', { matchId, homeScore: home, awayScore: 0 });
};

describe(`client streams on the real gateway (${testEngine()})`, () => {
  it('delivers what the bus publishes, in order, once joined', async () => {
    const { bus, connection } = clientFor();
    const status = collect(connection.status$);
    const channel = channels.match('football', 501);
    const c = collect(bus.channel$(channel));
    await c.until(() => c.seen.some((s) => s.kind === 'joined'));
    expect(c.seen).toEqual([{ kind: 'joined', channel, seq: 0 }]);
    await publishScores(channel, 501, 1, 5);
    await c.until(() => seqs(c.seen).length === 5);
    expect(seqs(c.seen)).toEqual([1, 2, 3, 4, 5]);
    expect(events(c.seen).map((e) => e.type === 'match.score' && e.data.homeScore)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(status.seen.at(-1)).toEqual<RealtimeStatus>({
      state: 'online',
      lost: false,
      stale: false,
    });

    // The last subscriber leaving makes the client leave the room (after its short linger).
    expect(await t.app.io.in(channel).fetchSockets()).toHaveLength(1);
    c.subscription.unsubscribe();
    while ((await t.app.io.in(channel).fetchSockets()).length > 0) await sleep(20);
    expect(bus.joined().has(channel)).toBe(false);
  });

  it('replays what was published while the server had closed the connection', async () => {
    const { bus, connection } = clientFor();
    const status = collect(connection.status$);
    const channel = channels.match('football', 502);
    const c = collect(bus.channel$(channel));
    await c.until(() => c.seen.some((s) => s.kind === 'joined'));
    await publishScores(channel, 502, 1, 2);
    await c.until(() => seqs(c.seen).length === 2);

    // The server drops every socket; socket.io leaves that case to us (streams/socket.ts retries after 1 s).
    t.app.io.local.disconnectSockets(true);
    await c.until(() => c.seen.some((s) => s.kind === 'paused'));
    await publishScores(channel, 502, 3, 5);
    await c.until(() => kinds(c.seen).at(-1) === 'joined@5');
    // 3–5 came in the answer to the re-subscribe with lastSeq 2, before the channel said it was joined again.
    expect(kinds(c.seen)).toEqual(['joined@0', '#1', '#2', 'paused', '#3', '#4', '#5', 'joined@5']);
    expect(status.seen.some((s) => s.lost && s.stale)).toBe(true);
    expect(status.seen.at(-1)).toEqual({ state: 'online', lost: false, stale: false });

    await publishScores(channel, 502, 6, 6);
    await c.until(() => seqs(c.seen).length === 6);
    expect(seqs(c.seen)).toEqual(range(1, 6));
  });

  it('comes back by itself after the transport drops, without a loss or a repeat', async () => {
    const { bus, connection } = clientFor();
    const channel = channels.room(77);
    const c = collect(bus.channel$(channel));
    await c.until(() => c.seen.some((s) => s.kind === 'joined'));
    await t.app.ctx.bus.publish(channel, 'room.status', { roomId: 77, status: 'up' });
    await c.until(() => seqs(c.seen).length === 1);

    (connection.socket() as unknown as Socket).io.engine.close();
    await c.until(() => c.seen.some((s) => s.kind === 'paused'));
    for (let i = 0; i < 4; i++)
      await t.app.ctx.bus.publish(channel, 'room.status', {
        roomId: 77,
        status: i % 2 ? 'up' : 'down',
      });
    await c.until(() => seqs(c.seen).length === 5 && c.seen.at(-1)?.kind === 'joined');
    expect(seqs(c.seen)).toEqual(range(1, 5));
  });

  it('reloads the snapshot when the gap outgrew the replay buffer, then follows the pushes', async () => {
    const { bus, connection } = clientFor();
    const status = collect(connection.status$);
    const channel = channels.match('basketball', 503);
    let loads = 0;
    // Stands in for the match endpoint: the score now (on this channel the home score equals the seq), with its seq.
    const load = async () => {
      loads++;
      const { seq } = await t.app.ctx.bus.catchUp(channel);
      return { success: true as const, data: { homeScore: seq }, seq };
    };
    const live = collect(
      snapshotWithPushes({
        load,
        channel: bus.channel$(channel),
        reduce: (score, event) =>
          event.type === 'match.score' ? { homeScore: event.data.homeScore } : score,
      }),
    );
    const ready = (home: number) => () => {
      const last = live.seen.at(-1) as Live<{ homeScore: number }> | undefined;
      return last?.status === 'ready' && !last.stale && last.value.homeScore === home;
    };
    await live.until(ready(0));

    // The client stays away until all of the events below are out: reconnecting (every 50-200 ms) midway, on a
    // bus slower than that (PostgreSQL and Redis under load), it would find the gap still inside the buffer.
    let away = true;
    t.app.io.use((_socket, next) => (away ? next(new Error('away')) : next()));
    t.app.io.local.disconnectSockets(true);
    await status.until(() => status.seen.at(-1)?.state === 'connecting');
    // More than the replay buffer holds (200 events): the re-subscribe is told to resync.
    for (let home = 1; home <= 250; home++)
      await t.app.ctx.bus.publish(channel, 'match.score', {
        matchId: 503,
        homeScore: home,
        awayScore: 0,
      });
    away = false;
    await live.until(ready(250));
    expect(loads).toBe(2);
    await status.until(() => status.seen.at(-1)?.state === 'online');
    expect(status.seen.some((s) => s.state === 'resyncing')).toBe(true);

    await t.app.ctx.bus.publish(channel, 'match.score', {
      matchId: 503,
      homeScore: 251,
      awayScore: 0,
    });
    await live.until(ready(251));
  });

  it('keeps a user’s balances live on their private channel, which an anonymous socket may not join', async () => {
    const { user, token } = await createUserWithSession(t.app.ctx.db);
    const request = createRequest(
      createClients(
        { api: `${t.url}/gw`, live: `${t.url}/gw`, captcha: `${t.url}/gw` },
        { getToken: () => token, pending: createPendingRequests() },
      ),
    );
    const { bus } = clientFor(token);
    const user$ = userStreams({
      userId$: of(user.id),
      loadBalances: () => request(payBalances),
      bus,
    });
    const live = collect(user$());
    const balances = (balance: number) => () => {
      const last = live.seen.at(-1) as UserLive | undefined;
      return last?.status === 'ready' && !last.stale && last.value.balance === balance;
    };
    await live.until(balances(0));
    await t.app.ctx.bus.publish(channels.user(user.id), 'balance.change', {
      balance: 12.5,
      ticket: 1,
    });
    await live.until(balances(12.5));
    expect(live.seen.at(-1)).toEqual({
      status: 'ready',
      value: { balance: 12.5, ticket: 1 },
      stale: false,
    });

    const stranger = clientFor().bus;
    const refused = collect(stranger.channel$(channels.user(user.id)));
    await refused.until(() => refused.errors.length > 0);
    expect(refused.errors[0]).toMatchObject({ code: errors.channelForbidden.code });
  });
});
