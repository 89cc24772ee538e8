// Two app processes over one PostgreSQL and one Redis (one site behind a balancer): a room ban or a site-wide mute
// made through one process counts at once for a line sent through the other, whose send path reads the sender's
// standing from the shared KvStore and not from the database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import type { Database } from '../../server/db/client';
import { type AdminSession, adminWithSession, asAdmin, post } from './admin-support';
import { getWith, newRoom, newViewer, say } from './chat-world';
import { openTestDatabase, testEngine } from './harness';
import { type RealtimeApp, startRealtimeApp, testRedisPrefix } from './realtime-support';

if (testEngine() !== 'postgres')
  throw new Error('chat-standing-cluster runs in the server-postgres project');

describe('chat standing across two processes on one Redis', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: RealtimeApp;
  let b: RealtimeApp;
  let moderator: AdminSession;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const redisPrefix = testRedisPrefix();
    const kvPrefix = `qiulive-test-kv-${redisPrefix.slice(-13)}`;
    a = await startRealtimeApp({ database, realtime: { redisPrefix }, kvPrefix });
    b = await startRealtimeApp({ database, realtime: { redisPrefix }, kvPrefix });
    moderator = await adminWithSession(b.app, 'moderator');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await drop?.();
  });

  const db = () => database.db;
  /** Until the user's one-line-a-second pace (shared in Redis) has run out. */
  const paceOver = (userId: number) =>
    vi.waitFor(async () => expect(await a.app.ctx.kv.ttl(`chat:rate:${userId}`)).toBeNull(), {
      timeout: 30_000,
      interval: 100,
    });

  it('a ban made on B refuses the next line on A, and its lifting lets the next one through', async () => {
    const { anchor, room } = await newRoom(db());
    const fan = await newViewer(db());
    // A has the fan's standing cached (not banned) before the ban.
    expect((await say(a.app, fan, { roomId: room.id, content: '在 A 上说话' })).json().code).toBe(
      200,
    );
    const banned = (
      await getWith(b.app, '/api/forbid/add', { nickName: fan.user.nickName }, anchor)
    ).json();
    expect(banned.code).toBe(200);
    await paceOver(fan.user.id);
    expect((await say(a.app, fan, { roomId: room.id, content: '再说一句' })).json().code).toBe(
      errors.chatBanned.code,
    );
    expect(
      (await getWith(b.app, '/api/forbid/remove', { id: banned.data.id }, anchor)).json().code,
    ).toBe(200);
    expect((await say(a.app, fan, { roomId: room.id, content: '解禁了' })).json().code).toBe(200);
  });

  it('a site-wide mute set on B refuses the next line on A, and its lifting lets the next one through', async () => {
    const { room } = await newRoom(db());
    const fan = await newViewer(db());
    expect((await say(a.app, fan, { roomId: room.id, content: '禁言之前' })).json().code).toBe(200);
    const muted = await post(
      b.app,
      `/admin/users/${fan.user.id}/sanctions`,
      { kind: 'mute', duration: '1h', reason: '刷屏' },
      asAdmin(moderator),
    );
    expect(muted.json().code, muted.body).toBe(200);
    expect((await say(a.app, fan, { roomId: room.id, content: '禁言中' })).json().code).toBe(
      errors.siteMuted.code,
    );
    const lifted = await post(
      b.app,
      `/admin/users/${fan.user.id}/sanctions/${muted.json().data.id}/lift`,
      { reason: '误判' },
      asAdmin(moderator),
    );
    expect(lifted.json().code, lifted.body).toBe(200);
    await paceOver(fan.user.id);
    expect((await say(a.app, fan, { roomId: room.id, content: '解除了' })).json().code).toBe(200);
  });
});
