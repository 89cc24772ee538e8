// GET /user/center/attention: the centre's follow and fan lists — by role, live anchors first, mutual
// follows marked; bad input and a missing login refused.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { follows, rooms } from '../../server/db/schema';
import { startTestApp, type TestApp, testEngine } from './harness';
import { getAs } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
type Person = Awaited<ReturnType<typeof createUserWithSession>>;
let me: Person;
let liveAnchor: Person;
let idleAnchor: Person;
let expert: Person;
let fan: Person;

/** Follows with distinct times, oldest first, so that "newest first" is checkable. */
async function follow(pairs: [Person, Person][]) {
  const start = Date.UTC(2026, 0, 1);
  await t.database.db.insert(follows).values(
    pairs.map(([a, b], i) => ({
      followerId: a.user.id,
      targetId: b.user.id,
      createdAt: new Date(start + i * 60_000),
    })),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  me = await createUserWithSession(db);
  liveAnchor = await createUserWithSession(db, { isAnchor: 1, level: 8 });
  idleAnchor = await createUserWithSession(db, { isAnchor: 1, isExpert: 1 });
  expert = await createUserWithSession(db, { isExpert: 1 });
  fan = await createUserWithSession(db);
  await db.insert(rooms).values([
    { anchorId: liveAnchor.user.id, streamName: `s${liveAnchor.user.id}`, status: 'live' },
    { anchorId: idleAnchor.user.id, streamName: `s${idleAnchor.user.id}` },
  ]);
  // The live anchor is followed first (oldest): it still comes first for being live.
  await follow([
    [me, liveAnchor],
    [me, expert],
    [me, idleAnchor],
    [expert, me],
    [fan, me],
  ]);
});
afterAll(() => t.close());

const get = (path: string, token?: string) => getAs(t.app, path, token);
const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

describe(`GET /user/center/attention (${testEngine()})`, () => {
  it('lists whom I follow, live anchors first, then newest follow first, with room and mutual marks', async () => {
    const res = await get('/user/center/attention?type=1', me.token);
    expect(res.json()).toMatchObject({ code: 200 });
    const data = res.json().data;
    expect(data.list.map((u: { id: number }) => u.id)).toEqual([
      liveAnchor.user.id,
      idleAnchor.user.id,
      expert.user.id,
    ]);
    const [live, idle, exp] = data.list;
    expect(live).toMatchObject({ live: true, isAnchor: 1, level: 8, isFollowed: 1, followsMe: 0 });
    expect(live.roomId).toBeTypeOf('number');
    expect(idle).toMatchObject({ live: false, isAnchor: 1, isExpert: 1 });
    expect(exp).toMatchObject({ roomId: null, live: false, isExpert: 1, followsMe: 1 });
    expect(data).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 30,
      counts: { all: 3, anchor: 2, expert: 1, user: 0 },
    });
  });

  it('filters by role: an anchor who is also an expert is with the anchors', async () => {
    const anchors = (await get('/user/center/attention?type=1&kind=1', me.token)).json().data;
    expect(anchors.list.map((u: { id: number }) => u.id)).toEqual([
      liveAnchor.user.id,
      idleAnchor.user.id,
    ]);
    expect(anchors.total).toBe(2);
    const experts = (await get('/user/center/attention?type=1&kind=2', me.token)).json().data;
    expect(experts.list.map((u: { id: number }) => u.id)).toEqual([expert.user.id]);
    const users = (await get('/user/center/attention?type=1&kind=3', me.token)).json().data;
    expect(users).toMatchObject({ list: [], total: 0 });
  });

  it('lists my fans, newest first, saying whom I follow back', async () => {
    const data = (await get('/user/center/attention?type=2', me.token)).json().data;
    expect(data.list.map((u: { id: number; isFollowed: number }) => [u.id, u.isFollowed])).toEqual([
      [fan.user.id, 0],
      [expert.user.id, 1],
    ]);
    expect(data.counts).toEqual({ all: 2, anchor: 0, expert: 1, user: 1 });
  });

  it('pages', async () => {
    const first = (await get('/user/center/attention?type=1&pageSize=2', me.token)).json().data;
    const second = (await get('/user/center/attention?type=1&pageSize=2&page=2', me.token)).json()
      .data;
    expect(first.list).toHaveLength(2);
    expect(second.list.map((u: { id: number }) => u.id)).toEqual([expert.user.id]);
    expect(second.total).toBe(3);
  });

  it('refuses bad input with a clear 4xx-class code', async () => {
    for (const q of ['type=3', 'kind=9', 'pageSize=51', 'page=0', 'type=abc']) {
      const res = await get(`/user/center/attention?${q}`, me.token);
      expect(res.statusCode, q).toBeLessThan(500);
      expect(codeOf(res), q).toBe(errors.badParams.code);
    }
  });

  it('needs a login', async () => {
    const res = await get('/user/center/attention?type=1');
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
  });

  it('follows the room state as it changes', async () => {
    await t.database.db
      .update(rooms)
      .set({ status: 'offline' })
      .where(eq(rooms.anchorId, liveAnchor.user.id));
    const data = (await get('/user/center/attention?type=1&kind=1', me.token)).json().data;
    // No one live: newest follow first.
    expect(data.list.map((u: { id: number }) => u.id)).toEqual([
      idleAnchor.user.id,
      liveAnchor.user.id,
    ]);
  });
});
