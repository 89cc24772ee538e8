// Two app processes over one PostgreSQL and one Redis: B's score list follows what A's ingest pushed (the scores
// channel's seq moved on Redis), and is not rebuilt while nothing was pushed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { matches } from '../../server/db/schema';
import { BoardCache } from '../../server/modules/match/board';
import { openTestDatabase, testEngine } from './harness';
import { fixtures, live, NOW, reference, side, TODAY } from './match-world';
import { type RealtimeApp, startRealtimeApp, testRedisPrefix } from './realtime-support';

// Scale-out needs Redis, which only the PostgreSQL run has (vitest.config.ts gives this file to server-postgres).
if (testEngine() !== 'postgres')
  throw new Error('board-cluster runs in the server-postgres project');

describe("two app processes on one Redis: the score lists' cache", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let a: RealtimeApp;
  let b: RealtimeApp;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    const redisPrefix = testRedisPrefix();
    a = await startRealtimeApp({ database, realtime: { redisPrefix } });
    b = await startRealtimeApp({ database, realtime: { redisPrefix } });
    await a.app.ctx.ingest.reference(reference);
    await a.app.ctx.ingest.fixtures(fixtures);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await drop?.();
  });

  it("B keeps its list while nothing is pushed, and rebuilds it after A's ingest pushes", async () => {
    let clock = NOW;
    const boards = new BoardCache(b.app.ctx.db, b.app.ctx.bus, () => clock);
    const first = await boards.get('football', TODAY);
    const score = async () =>
      (await boards.get('football', TODAY)).data.matches.find((m) => m.id === 1001)!.home.score;

    // Rows changed with no push: B's check finds the seq where it was and keeps the list.
    await database.db.update(matches).set({ homeScore: 8 }).where(eq(matches.id, 1001));
    clock += 3_000;
    await boards.get('football', TODAY);
    await boards.settled();
    expect(await boards.get('football', TODAY)).toBe(first);
    expect(await score()).not.toBe(8);

    // A's ingest stores a goal and pushes it on the scores channel (on Redis): B's next check rebuilds.
    await a.app.ctx.ingest.changes([live(1001, NOW - 60_000, 2, side(2), side(1))], {
      cursor: NOW - 60_000,
    });
    clock += 3_000;
    await boards.get('football', TODAY);
    await boards.settled();
    const rebuilt = await boards.get('football', TODAY);
    expect(rebuilt).not.toBe(first);
    expect(rebuilt.data.seq).toBeGreaterThan(first.data.seq);
    expect(await score()).toBe(2);
  });
});
