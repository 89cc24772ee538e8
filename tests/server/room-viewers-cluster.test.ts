// Viewer counts across two app processes on one Redis: each process's list sums the sockets of both.
// Scale-out needs Redis, which only the PostgreSQL run has (vitest.config.ts lists this file as such).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import type { Database } from '../../server/db/client';
import { rooms } from '../../server/db/schema';
import { openTestDatabase } from './harness';
import { getAs } from './profile-fixtures';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  startRealtimeApp,
  testRedisPrefix,
} from './realtime-support';
import { createUserWithSession } from './users';

const sockets: Client[] = [];
afterAll(() => {
  for (const s of sockets) s.close();
});

describe('viewer counts across two processes', () => {
  let a: RealtimeApp;
  let b: RealtimeApp;
  let drop: () => Promise<void>;
  let database: Database;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const redisPrefix = testRedisPrefix();
    a = await startRealtimeApp({ database, realtime: { redisPrefix } });
    b = await startRealtimeApp({ database, realtime: { redisPrefix } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await drop?.();
  });

  it("sums the sockets of both processes in either one's list", async () => {
    const anchor = await createUserWithSession(database.db, { isAnchor: 1 });
    const [room] = await database.db
      .insert(rooms)
      .values({
        anchorId: anchor.user.id,
        status: 'live',
        streamName: randomBytes(8).toString('hex'),
      })
      .returning();
    const onA = await connectClient(a.url);
    const onB = await connectClient(b.url);
    sockets.push(onA, onB);
    for (const s of [onA, onB])
      await ask(s, 'subscribe', { channel: channels.room(room!.id), watch: true });
    const listed = async (app: RealtimeApp) =>
      (await getAs(app.app, `/api/room/page?roomId=${room!.id}`)).json().data.list[0].viewers;
    for (let i = 0; i < 100 && ((await listed(a)) !== 2 || (await listed(b)) !== 2); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect([await listed(a), await listed(b)]).toEqual([2, 2]);
    onB.close();
    for (let i = 0; i < 100 && (await listed(a)) !== 1; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await listed(a)).toBe(1);
  });
});
