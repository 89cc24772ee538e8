// The demo rooms' match: the earliest one in play of the room's sport, else the next to start; kept while
// it is still ahead, replaced once it is over, and announced on the room channel.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { rooms } from '../../server/db/schema';
import { bindDemoMatches, demoMatchFor } from '../../server/modules/room/demo-match';
import { startTestApp, type TestApp, testEngine } from './harness';
import { loadWorld, M } from './match-api-world';
import { eventsOf, newAnchorWithRoom, roomRow } from './room-world';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await loadWorld(t.app.ctx.ingest);
});
afterAll(() => t.close());

const db = () => t.database.db;
const deps = () => ({ db: db(), bus: t.app.ctx.bus });

async function upRoomOf(navId: number, matchId: number | null, matchType: string | null) {
  const { room } = await newAnchorWithRoom(db());
  await db()
    .update(rooms)
    .set({ status: 'waiting', navId, matchId, matchType })
    .where(eq(rooms.id, room.id));
  return room.id;
}

describe(`demo rooms' match (${testEngine()})`, () => {
  it('picks the earliest match in play of the sport', async () => {
    expect(await demoMatchFor(db(), 'football')).toBe(M.lateLastNight);
    expect(await demoMatchFor(db(), 'basketball')).toBe(M.nbaLive);
  });

  it('moves a room off a finished match, keeps one still ahead, binds only rooms the demo put up bare, leaves offline rooms', async () => {
    const bare = await upRoomOf(1, null, null);
    const stale = await upRoomOf(1, M.yesterday, 'football');
    const kept = await upRoomOf(1, M.tonight, 'football');
    const hoops = await upRoomOf(2, null, null);
    const { room: offline } = await newAnchorWithRoom(db());
    const unbound = new Set([bare, hoops, offline.id]);
    await bindDemoMatches(deps(), [bare, stale, kept, hoops, offline.id], unbound);
    expect((await roomRow(db(), bare))?.matchId).toBe(M.lateLastNight);
    expect((await roomRow(db(), stale))?.matchId).toBe(M.lateLastNight);
    expect((await roomRow(db(), kept))?.matchId).toBe(M.tonight);
    expect(await roomRow(db(), hoops)).toMatchObject({
      matchId: M.nbaLive,
      matchType: 'basketball',
    });
    expect((await roomRow(db(), offline.id))?.matchId).toBeNull();
    expect([...unbound]).toEqual([offline.id]);
    // The room page hears the change on its channel.
    const pushed = await eventsOf(t.app, channels.room(bare));
    expect(pushed.map((e) => e.type)).toContain('room.status');
  });

  it('ends the broadcast of a live room that moves on (one replay per match), not of a waiting one', async () => {
    const live = await upRoomOf(1, M.yesterday, 'football');
    await db().update(rooms).set({ status: 'live' }).where(eq(rooms.id, live));
    const waiting = await upRoomOf(1, M.yesterday, 'football');
    const moved: number[] = [];
    await bindDemoMatches(deps(), [live, waiting], new Set(), (room) => moved.push(room.id));
    expect(moved).toEqual([live]);
    expect((await roomRow(db(), waiting))?.matchId).toBe(M.lateLastNight);
  });

  it('leaves a room whose anchor chose 不绑定比赛 without a match, however often it runs', async () => {
    const chosen = await upRoomOf(1, M.tonight, 'football');
    await db().update(rooms).set({ matchId: null, matchType: null }).where(eq(rooms.id, chosen));
    await bindDemoMatches(deps(), [chosen]);
    await bindDemoMatches(deps(), [chosen]);
    expect(await roomRow(db(), chosen)).toMatchObject({ matchId: null, matchType: null });
  });
});
