// /api/attention/*: following matches and users (idempotent, round trip), the "my followed" tab of
// matches ahead and of today, and the paged lists of followed matches and users.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { follows, matchFollows } from '../../server/db/schema';
import { startTestApp, type TestApp, testEngine } from './harness';
import { loadWorld, M } from './match-api-world';
import { getAs } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
type Person = Awaited<ReturnType<typeof createUserWithSession>>;
let me: Person;
let anchor: Person;

beforeAll(async () => {
  t = await startTestApp();
  await loadWorld(t.app.ctx.ingest);
  me = await createUserWithSession(t.database.db);
  anchor = await createUserWithSession(t.database.db, { isAnchor: 1, level: 12 });
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (path: string, token?: string) => getAs(t.app, path, token);
const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;
const ids = (list: { id: number }[]) => list.map((m) => m.id);

const oper = (token: string, q: Record<string, string | number>) =>
  get(
    `/api/attention/operAttention?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`,
    token,
  );
const followMatch = async (token: string, matchId: number, matchType: string | number, op = 1) => {
  const res = await oper(token, { type: 1, targetId: matchId, matchType, operateType: op });
  expect(res.json(), `follow ${matchId}`).toMatchObject({ code: 200 });
  return res.json().data;
};
const matchFollowRows = (userId: number, matchId: number) =>
  db()
    .select()
    .from(matchFollows)
    .where(and(eq(matchFollows.userId, userId), eq(matchFollows.matchId, matchId)));
const followRows = (followerId: number, targetId: number) =>
  db()
    .select()
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.targetId, targetId)));

describe(`GET /api/attention/operAttention (${testEngine()})`, () => {
  it('needs a login, by the accessToken header (a cookie alone may come from a cross-site link)', async () => {
    const q = 'type=1&targetId=1002&matchType=football&operateType=1';
    const anonymous = await t.app.inject({ url: `/gw/api/attention/operAttention?${q}` });
    expect(codeOf(anonymous)).toBe(errors.notLoggedIn.code);
    const byCookie = await t.app.inject({
      url: `/gw/api/attention/operAttention?${q}`,
      cookies: { auth: me.token },
    });
    expect(codeOf(byCookie)).toBe(errors.notLoggedIn.code);
    expect(await matchFollowRows(me.user.id, M.tonight)).toHaveLength(0);
  });

  it('follows a match once however often it is asked, and unfollows it', async () => {
    for (const matchType of ['football', 1]) {
      expect(await followMatch(me.token, M.tonight, matchType)).toEqual({ followed: true });
    }
    expect(await matchFollowRows(me.user.id, M.tonight)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      expect(await followMatch(me.token, M.tonight, 'football', 0)).toEqual({ followed: false });
    }
    expect(await matchFollowRows(me.user.id, M.tonight)).toHaveLength(0);
    expect(await followMatch(me.token, M.nbaLive, 2)).toEqual({ followed: true });
    expect(await matchFollowRows(me.user.id, M.nbaLive)).toHaveLength(1);
  });

  it('follows and unfollows a user through the follows table', async () => {
    const q = { type: 2, targetId: anchor.user.id, operateType: 1, matchType: '' };
    for (let i = 0; i < 2; i++) {
      expect((await oper(me.token, q)).json().data).toEqual({ followed: true });
    }
    expect(await followRows(me.user.id, anchor.user.id)).toHaveLength(1);
    expect((await oper(me.token, { ...q, operateType: 0 })).json().data).toEqual({
      followed: false,
    });
    expect(await followRows(me.user.id, anchor.user.id)).toHaveLength(0);
  });

  it('refuses bad input, unknown targets, a wrong match type and following oneself', async () => {
    const cases: [Record<string, string | number>, number][] = [
      [{ type: 1, targetId: M.tonight, operateType: 1 }, errors.badParams.code],
      [
        { type: 1, targetId: M.tonight, matchType: 'tennis', operateType: 1 },
        errors.badParams.code,
      ],
      [{ type: 3, targetId: M.tonight, matchType: 1, operateType: 1 }, errors.badParams.code],
      [{ type: 1, targetId: M.tonight, matchType: 1, operateType: 2 }, errors.badParams.code],
      [{ type: 1, targetId: 'x', matchType: 1, operateType: 1 }, errors.badParams.code],
      [{ type: 1, targetId: 999_999, matchType: 1, operateType: 1 }, errors.matchNotFound.code],
      [
        { type: 1, targetId: M.tonight, matchType: 2, operateType: 1 },
        errors.matchTypeMismatch.code,
      ],
      [{ type: 2, targetId: 987_654, operateType: 1 }, errors.userNotFound.code],
      [{ type: 2, targetId: me.user.id, operateType: 1 }, errors.attentionSelf.code],
    ];
    for (const [q, code] of cases) {
      expect(codeOf(await oper(me.token, q)), JSON.stringify(q)).toBe(code);
    }
    const res = await oper(me.token, { type: 1, targetId: M.tonight, operateType: 1 });
    expect(res.json().msg).toContain('matchType 必填');
  });
});

describe(`GET /api/attention/getAttentionMatchByUser (${testEngine()})`, () => {
  let fan: Person;
  beforeAll(async () => {
    fan = await createUserWithSession(db());
    for (const [id, type] of [
      [M.tomorrow, 'football'],
      [M.yesterday, 'football'], // finished yesterday: gone from the tab
      [M.threeDaysAgo, 'football'],
      [M.nbaFinished, 'basketball'], // finished today: still shown
      [M.liveNoon, 'football'],
      [M.postponed, 'football'], // abnormal but today
      [M.tonight, 'football'],
      [M.nbaLive, 'basketball'],
    ] as const) {
      await followMatch(fan.token, id, type);
    }
  });

  it('needs a login', async () => {
    expect(codeOf(await get('/api/attention/getAttentionMatchByUser'))).toBe(
      errors.notLoggedIn.code,
    );
  });

  it('lists followed matches ahead and of today, in play first, then by kick-off, with both seqs', async () => {
    const seq = {
      football: (await t.app.ctx.bus.catchUp(channels.scores('football'))).seq,
      basketball: (await t.app.ctx.bus.catchUp(channels.scores('basketball'))).seq,
    };
    const res = await get('/api/attention/getAttentionMatchByUser', fan.token);
    const { data } = res.json();
    expect(data.seq).toEqual(seq);
    expect(ids(data.matches)).toEqual([
      M.nbaLive,
      M.liveNoon,
      M.postponed,
      M.nbaFinished,
      M.tonight,
      M.tomorrow,
    ]);
    expect(data.matches[0]).toMatchObject({
      matchType: 'basketball',
      state: 4,
      competition: 'NBA',
    });
  });

  it("shows nobody else's follows", async () => {
    const { data } = (await get('/api/attention/getAttentionMatchByUser', anchor.token)).json();
    expect(data.matches).toEqual([]);
  });
});

describe(`GET /api/attention/pageAttention (${testEngine()})`, () => {
  let pager: Person;
  const order = [M.tomorrow, M.tonight, M.cbaEvening, M.yesterday, M.liveNoon];
  let people: Person[];

  beforeAll(async () => {
    pager = await createUserWithSession(db());
    for (const id of order) {
      await followMatch(pager.token, id, id === M.cbaEvening ? 'basketball' : 'football');
    }
    people = [];
    for (const overrides of [{ isAnchor: 1, level: 3 }, {}, { isAnchor: 1 }]) {
      const person = await createUserWithSession(db(), overrides);
      people.push(person);
      const res = await oper(pager.token, { type: 2, targetId: person.user.id, operateType: 1 });
      expect(res.json().data).toEqual({ followed: true });
    }
  });

  const page = (q: string, token = pager.token) => get(`/api/attention/pageAttention?${q}`, token);

  it('needs a login', async () => {
    expect(codeOf(await get('/api/attention/pageAttention'))).toBe(errors.notLoggedIn.code);
  });

  it('pages followed matches newest follow first (attentionType 1 and the default)', async () => {
    const newest = [...order].reverse();
    const whole = (await page('')).json().data;
    expect(whole).toMatchObject({ attentionType: 1, total: 5, page: 1, pageSize: 30 });
    expect(ids(whole.list)).toEqual(newest);
    const seen: number[] = [];
    for (let p = 1; p <= 3; p++) {
      const { data } = (await page(`attentionType=1&page=${p}&pageSize=2`)).json();
      expect(data).toMatchObject({ total: 5, page: p, pageSize: 2 });
      seen.push(...ids(data.list));
    }
    expect(seen).toEqual(newest);
    expect((await page('attentionType=1&page=4&pageSize=2')).json().data.list).toEqual([]);
    const [first] = whole.list;
    expect(first).toMatchObject({ id: M.liveNoon, matchType: 'football', state: 4 });
    expect(first.followedAt).toBeGreaterThanOrEqual(whole.list[1].followedAt);
  });

  it('pages followed users newest first (attentionType 2)', async () => {
    const { data } = (await page('attentionType=2&pageSize=2')).json();
    expect(data).toMatchObject({ attentionType: 2, total: 3, page: 1, pageSize: 2 });
    const [c, b] = [people[2]!, people[1]!];
    expect(data.list).toEqual([
      {
        id: c.user.id,
        nickName: c.user.nickName,
        portrait: '',
        level: 0,
        isAnchor: 1,
        followedAt: expect.any(Number),
      },
      {
        id: b.user.id,
        nickName: b.user.nickName,
        portrait: '',
        level: 0,
        isAnchor: 0,
        followedAt: expect.any(Number),
      },
    ]);
    const rest = (await page('attentionType=2&page=2&pageSize=2')).json().data;
    expect(rest.list).toEqual([expect.objectContaining({ id: people[0]!.user.id, level: 3 })]);
  });

  it('refuses a page below 1, a page size over 100 and an unknown attention type', async () => {
    for (const q of ['page=0', 'pageSize=101', 'pageSize=0', 'attentionType=3', 'page=x']) {
      expect(codeOf(await page(q)), q).toBe(errors.badParams.code);
    }
    expect((await page('pageSize=100')).json().data.pageSize).toBe(100);
  });
});
