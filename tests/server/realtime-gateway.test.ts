// The realtime gateway over a real socket: handshake auth, channel permissions, bad messages, limits, unsubscribe.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { revokeSession } from '../../server/modules/user/sessions';
import { testEngine } from './harness';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
  send,
  startRealtimeApp,
} from './realtime-support';
import { createUserWithSession } from './users';

let t: RealtimeApp;
const open: Client[] = [];
const client = async (token?: string) => {
  const socket = await connectClient(t.url, token);
  open.push(socket);
  return socket;
};

beforeAll(async () => {
  // A burst large enough for the channel-cap test; the rate limit has its own app below.
  t = await startRealtimeApp({ realtime: { limits: { burst: 500 } } });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(() => t.close());

describe(`realtime handshake and permissions (${testEngine()})`, () => {
  it('lets an anonymous socket join every kind of public channel', async () => {
    const socket = await client();
    for (const channel of [
      channels.scores('football'),
      channels.scores('basketball'),
      channels.match('football', 12),
      channels.match('basketball', 7),
      channels.room(3),
      channels.site,
    ]) {
      expect(await ask(socket, 'subscribe', { channel })).toEqual({
        ok: true,
        channel,
        seq: 0,
        replay: [],
      });
    }
  });

  it('refuses a private user channel to an anonymous socket', async () => {
    const { user } = await createUserWithSession(t.app.ctx.db);
    const socket = await client();
    expect(await ask(socket, 'subscribe', { channel: channels.user(user.id) })).toEqual({
      ok: false,
      code: errors.channelForbidden.code,
      msg: errors.channelForbidden.msg,
    });
  });

  it('treats an unknown token as anonymous instead of refusing the connection', async () => {
    const { user } = await createUserWithSession(t.app.ctx.db);
    const socket = await client('not-a-real-token');
    expect(await ask(socket, 'subscribe', { channel: channels.site })).toMatchObject({ ok: true });
    expect(await ask(socket, 'subscribe', { channel: channels.user(user.id) })).toMatchObject({
      ok: false,
      code: errors.channelForbidden.code,
    });
  });

  it('keeps no HTTP request per idle socket, and the handshake auth still names the user', async () => {
    const me = await createUserWithSession(t.app.ctx.db);
    const socket = await client(me.token);
    const engine = t.app.io.engine as unknown as { clients: Record<string, { request: unknown }> };
    expect(Object.keys(engine.clients).length).toBeGreaterThan(0);
    for (const raw of Object.values(engine.clients)) expect(raw.request).toBeNull();
    expect(await ask(socket, 'subscribe', { channel: channels.user(me.user.id) })).toMatchObject({
      ok: true,
    });
  });

  it("lets a user join their own channel and nobody else's", async () => {
    const me = await createUserWithSession(t.app.ctx.db);
    const other = await createUserWithSession(t.app.ctx.db);
    const socket = await client(me.token);
    expect(await ask(socket, 'subscribe', { channel: channels.user(me.user.id) })).toMatchObject({
      ok: true,
      channel: channels.user(me.user.id),
    });
    expect(await ask(socket, 'subscribe', { channel: channels.user(other.user.id) })).toMatchObject(
      { ok: false, code: errors.channelForbidden.code },
    );
    expect(await ask(socket, 'subscribe', { channel: channels.room(1) })).toMatchObject({
      ok: true,
    });
  });

  it('delivers a private event only to the sockets of its user', async () => {
    const me = await createUserWithSession(t.app.ctx.db);
    const other = await createUserWithSession(t.app.ctx.db);
    const mine = await client(me.token);
    const theirs = await client(other.token);
    const mineSeen = recordEvents(mine);
    const theirsSeen = recordEvents(theirs);
    await ask(mine, 'subscribe', { channel: channels.user(me.user.id) });
    await ask(theirs, 'subscribe', { channel: channels.user(other.user.id) });
    await t.app.ctx.bus.publish(channels.user(me.user.id), 'balance.change', {
      balance: 12.5,
      ticket: 3,
    });
    await t.app.ctx.bus.publish(channels.user(other.user.id), 'balance.change', {
      balance: 1,
      ticket: 0,
    });
    await mineSeen.until(channels.user(me.user.id), 1);
    await theirsSeen.until(channels.user(other.user.id), 1);
    expect(mineSeen.events.map((e) => e.channel)).toEqual([channels.user(me.user.id)]);
    expect(mineSeen.events[0]).toMatchObject({
      seq: 1,
      type: 'balance.change',
      data: { balance: 12.5, ticket: 3 },
    });
    expect(theirsSeen.events.map((e) => e.channel)).toEqual([channels.user(other.user.id)]);
  });

  it('keeps a revoked or expired session out of the private channel', async () => {
    const me = await createUserWithSession(t.app.ctx.db);
    await revokeSession(t.app.ctx.db, me.token);
    const socket = await client(me.token);
    expect(await ask(socket, 'subscribe', { channel: channels.user(me.user.id) })).toMatchObject({
      ok: false,
      code: errors.channelForbidden.code,
    });
  });
});

describe('bad subscribe messages get an error ack, never a crash', () => {
  const badMessage = [
    'scores:football',
    42,
    null,
    [],
    {},
    { channel: 5 },
    { channel: 'site', lastSeq: -1 },
    { channel: 'site', lastSeq: 1.5 },
    { channel: 'site', lastSeq: '3' },
    { channel: 'site', extra: true },
    { channel: 'x'.repeat(65) },
  ];
  const unknownChannel = [
    'scores:tennis',
    'scores:',
    'match:football:0',
    'match:football:01',
    'match:football:1.5',
    'match:handball:3',
    'room:-1',
    'room:99999999999999999',
    'user:abc',
    'site:',
    'SITE',
    '',
  ];

  it.each(badMessage.map((payload) => [JSON.stringify(payload), payload]))(
    'subscribe %s → %s',
    async (_, payload) => {
      const socket = await client();
      expect(await ask(socket, 'subscribe', payload)).toEqual({
        ok: false,
        code: errors.realtimeBadMessage.code,
        msg: errors.realtimeBadMessage.msg,
      });
      expect(await ask(socket, 'subscribe', { channel: 'site' })).toMatchObject({ ok: true });
    },
  );

  it.each(unknownChannel)('subscribe to %j is an unknown channel', async (channel) => {
    const socket = await client();
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({
      ok: false,
      code: errors.channelUnknown.code,
    });
    expect(await ask(socket, 'unsubscribe', { channel })).toMatchObject({
      ok: false,
      code: errors.channelUnknown.code,
    });
  });

  it('answers a subscribe that carries only the ack, and survives one without an ack', async () => {
    const socket = await client();
    const answer = await (
      socket as unknown as { timeout(ms: number): { emitWithAck(e: string): Promise<unknown> } }
    )
      .timeout(5_000)
      .emitWithAck('subscribe');
    expect(answer).toMatchObject({ ok: false, code: errors.realtimeBadMessage.code });
    send(socket, 'subscribe', { channel: 'site' });
    send(socket, 'no-such-event', { a: 1 });
    expect(await ask(socket, 'subscribe', { channel: channels.room(9) })).toMatchObject({
      ok: true,
    });
    expect(await ask(socket, 'unsubscribe', { nope: 1 })).toMatchObject({
      ok: false,
      code: errors.realtimeBadMessage.code,
    });
  });

  it('drops a socket that sends more than 4 KB, and goes on serving others', async () => {
    const socket = await client();
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    send(socket, 'subscribe', { channel: 'x'.repeat(5_000) });
    expect(await closed).toBe('transport close');
    const fresh = await client();
    expect(await ask(fresh, 'subscribe', { channel: 'site' })).toMatchObject({ ok: true });
  });
});

describe('channel limits', () => {
  it('allows 50 channels per socket and refuses the 51st', async () => {
    const socket = await client();
    for (let id = 1; id <= 50; id++) {
      expect(await ask(socket, 'subscribe', { channel: channels.room(id) })).toMatchObject({
        ok: true,
      });
    }
    expect(await ask(socket, 'subscribe', { channel: channels.room(51) })).toEqual({
      ok: false,
      code: errors.channelLimit.code,
      msg: errors.channelLimit.msg,
    });
    // Subscribing again to a joined channel is not a new channel.
    expect(await ask(socket, 'subscribe', { channel: channels.room(50) })).toMatchObject({
      ok: true,
    });
    expect(await ask(socket, 'unsubscribe', { channel: channels.room(1) })).toEqual({ ok: true });
    expect(await ask(socket, 'subscribe', { channel: channels.room(51) })).toMatchObject({
      ok: true,
    });
    // The cap is per socket: another socket starts from zero.
    const other = await client();
    expect(await ask(other, 'subscribe', { channel: channels.room(52) })).toMatchObject({
      ok: true,
    });
  });

  it('rate-limits subscribe and unsubscribe per socket', async () => {
    const slow = await startRealtimeApp({ realtime: { limits: { burst: 3, perSecond: 0.001 } } });
    try {
      const socket = await connectClient(slow.url);
      try {
        const answers = [];
        for (let id = 1; id <= 5; id++) {
          answers.push(await ask(socket, 'subscribe', { channel: channels.room(id) }));
        }
        expect(answers.map((a) => a.ok)).toEqual([true, true, true, false, false]);
        expect(answers[3]).toEqual({
          ok: false,
          code: errors.realtimeTooFast.code,
          msg: errors.realtimeTooFast.msg,
        });
        // Another socket has its own budget.
        const other = await connectClient(slow.url);
        expect(await ask(other, 'subscribe', { channel: 'site' })).toMatchObject({ ok: true });
        other.close();
      } finally {
        socket.close();
      }
    } finally {
      await slow.close();
    }
  });
});

describe('unsubscribe', () => {
  it('stops delivery on that channel and only that one', async () => {
    const socket = await client();
    const seen = recordEvents(socket);
    const room = channels.room(101);
    const other = channels.room(102);
    await ask(socket, 'subscribe', { channel: room });
    await ask(socket, 'subscribe', { channel: other });
    await t.app.ctx.bus.publish(room, 'room.status', { roomId: 101, status: 'up' });
    await seen.until(room, 1);
    expect(await ask(socket, 'unsubscribe', { channel: room })).toEqual({ ok: true });
    await t.app.ctx.bus.publish(room, 'room.status', { roomId: 101, status: 'down' });
    await t.app.ctx.bus.publish(other, 'room.status', { roomId: 102, status: 'up' });
    // One socket delivers in publish order: once the later event is here, the earlier one would be too.
    await seen.until(other, 1);
    expect(seen.of(room).map((e) => e.seq)).toEqual([1]);
    expect(await ask(socket, 'unsubscribe', { channel: room })).toEqual({ ok: true });
  });
});

describe('the bus refuses what no client could parse', () => {
  it('rejects an unknown channel, an unknown type and bad data', async () => {
    const bus = t.app.ctx.bus;
    await expect(bus.publish('nowhere', 'site.notice', { text: 'hi' })).rejects.toThrow(/channel/);
    await expect(bus.publish('site', 'no.such' as never, {} as never)).rejects.toThrow(/type/);
    await expect(
      bus.publish('site', 'site.notice', { text: 5 } as unknown as { text: string }),
    ).rejects.toThrow(/site.notice/);
    // Nothing was numbered by the refused publishes.
    expect((await bus.publish('site', 'site.notice', { text: '公告' })).seq).toBe(1);
  });
});
