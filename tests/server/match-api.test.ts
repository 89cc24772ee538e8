// /api/match/*: the schedule strip, hot and day lists of both sports, the data library's hot competitions,
// anchors' reservations (reserve, cancel, next, list, by user) and the anchors of a match.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/errors';
import { channels } from '../../contract/events';
import { addChinaDays } from '../../contract/format/china-day';
import { matchReserves, users } from '../../server/db/schema';
import { startTestApp, type TestApp, testEngine } from './harness';
import { loadWorld, M, stateOf, TODAY } from './match-api-world';
import { getAs, postJson } from './profile-fixtures';
import { createUserWithSession } from './users';

let t: TestApp;
let anchor: Awaited<ReturnType<typeof createUserWithSession>>;
let otherAnchor: Awaited<ReturnType<typeof createUserWithSession>>;
let fan: Awaited<ReturnType<typeof createUserWithSession>>;

beforeAll(async () => {
  t = await startTestApp();
  await loadWorld(t.app.ctx.ingest);
  anchor = await createUserWithSession(t.database.db, { isAnchor: 1, level: 7 });
  otherAnchor = await createUserWithSession(t.database.db, { isAnchor: 1 });
  fan = await createUserWithSession(t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const get = (path: string, token?: string) => getAs(t.app, path, token);
const data = async (path: string, token?: string) => {
  const res = await get(path, token);
  const body = res.json();
  expect(body, path).toMatchObject({ code: 200 });
  return body.data;
};
const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;
const ids = (list: { id: number }[]) => list.map((m) => m.id);
const reserve = (body: unknown, token?: string) =>
  postJson(t.app, '/api/match/reserve', body, token);

describe(`GET /api/match/dates (${testEngine()})`, () => {
  it('answers ten China days around today with match counts per sport', async () => {
    const days = await data('/api/match/dates');
    expect(days.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => addChinaDays(TODAY, i - 3)),
    );
    expect(days.filter((d: { today: boolean }) => d.today)).toEqual([
      expect.objectContaining({ date: TODAY }),
    ]);
    const of = (n: number) => days[n + 3];
    expect(of(0)).toMatchObject({ football: 4, basketball: 3 });
    expect(of(-1)).toMatchObject({ football: 2, basketball: 0 });
    expect(of(-3)).toMatchObject({ football: 1, basketball: 0 });
    expect(of(1)).toMatchObject({ football: 1, basketball: 0 });
    expect(of(6)).toMatchObject({ football: 1, basketball: 0 });
    expect(of(2)).toMatchObject({ football: 0, basketball: 0 });
    const weekday = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'][
      new Date(`${TODAY}T12:00:00+08:00`).getUTCDay()
    ];
    expect(of(0).weekday).toBe(weekday);
  });
});

describe(`GET /api/match/hot and /api/match/schedule (${testEngine()})`, () => {
  it("lists today's hot matches of both sports, in play first, then by kick-off, with both seqs", async () => {
    const seq = {
      football: (await t.app.ctx.bus.catchUp(channels.scores('football'))).seq,
      basketball: (await t.app.ctx.bus.catchUp(channels.scores('basketball'))).seq,
    };
    const hot = await data('/api/match/hot');
    expect(hot.date).toBe(TODAY);
    expect(hot.seq).toEqual(seq);
    expect(seq.football).toBeGreaterThan(0);
    // Yesterday's late match is still being played, so today's list keeps it.
    expect(ids(hot.matches)).toEqual([
      M.lateLastNight,
      M.nbaLive,
      M.liveNoon,
      M.nbaFinished,
      M.tonight,
    ]);
    expect(hot.matches.map((m: { matchType: string }) => m.matchType)).toEqual([
      'football',
      'basketball',
      'football',
      'basketball',
      'football',
    ]);
    expect(hot.matches[2]).toMatchObject({
      competition: '英超',
      state: 4,
      home: { name: '曼城', score: 1 },
      away: { name: '阿森纳', score: 0 },
      hot: true,
    });
  });

  it('answers another day by its date, without the live carry-over', async () => {
    const tomorrow = await data(`/api/match/hot?date=${addChinaDays(TODAY, 1)}`);
    expect(ids(tomorrow.matches)).toEqual([M.tomorrow]);
    const yesterday = await data(`/api/match/hot?date=${addChinaDays(TODAY, -1)}`);
    // The late match is still in play: first.
    expect(ids(yesterday.matches)).toEqual([M.lateLastNight, M.yesterday]);
  });

  it("lists the whole day's schedule of both sports by kick-off", async () => {
    const day = await data('/api/match/schedule');
    expect(ids(day.matches)).toEqual([
      M.lateLastNight,
      M.nbaLive,
      M.postponed,
      M.nbaFinished,
      M.liveNoon,
      M.secondTier,
      M.cbaEvening,
      M.tonight,
    ]);
    const cba = day.matches.find((m: { id: number }) => m.id === M.cbaEvening);
    expect(cba).toMatchObject({ matchType: 'basketball', competition: 'CBA', hot: false });
    const later = await data(`/api/match/schedule?date=${addChinaDays(TODAY, 6)}`);
    expect(ids(later.matches)).toEqual([M.inSixDays]);
  });

  it('refuses a malformed date', async () => {
    for (const path of ['/api/match/hot?date=2026-13-01', '/api/match/schedule?date=tomorrow']) {
      const res = await get(path);
      expect(codeOf(res)).toBe(errors.badParams.code);
      expect(res.json().msg).toContain('日期格式应为 YYYY-MM-DD');
    }
  });
});

describe(`GET /api/match/dataHot (${testEngine()})`, () => {
  it('lists hot competitions first, then by tier, football before basketball', async () => {
    const list = await data('/api/match/dataHot');
    expect(ids(list)).toEqual([1, 101, 102, 2]);
    expect(list[0]).toEqual({
      id: 1,
      name: '英格兰超级联赛',
      shortName: '英超',
      sport: 'football',
      season: { id: 12026, name: '2026/27' },
      country: '英格兰',
    });
    expect(ids(await data('/api/match/dataHot?size=2'))).toEqual([1, 101]);
  });

  it('refuses a size out of 1-50', async () => {
    for (const size of ['0', '51', 'ten']) {
      expect(codeOf(await get(`/api/match/dataHot?size=${size}`))).toBe(errors.badParams.code);
    }
  });
});

describe(`POST /api/match/reserve (${testEngine()})`, () => {
  const reservedBy = async (userId: number, matchId: number) =>
    db()
      .select()
      .from(matchReserves)
      .where(and(eq(matchReserves.userId, userId), eq(matchReserves.matchId, matchId)));

  it('needs a login', async () => {
    const res = await reserve({ matchId: M.tonight, matchType: 'football' });
    expect(codeOf(res)).toBe(errors.notLoggedIn.code);
  });

  it('is for anchors only', async () => {
    const res = await reserve({ matchId: M.tonight, matchType: 'football' }, fan.token);
    expect(codeOf(res)).toBe(errors.notAnAnchor.code);
    expect(await reservedBy(fan.user.id, M.tonight)).toHaveLength(0);
  });

  it('reserves once however often it is asked, with the type as a word or a code', async () => {
    for (const matchType of ['football', 1, '1']) {
      const res = await reserve({ matchId: M.tonight, matchType }, anchor.token);
      expect(res.json()).toEqual({
        code: 200,
        msg: 'success',
        data: { matchId: M.tonight, matchType: 'football', reserved: true },
      });
    }
    expect(await reservedBy(anchor.user.id, M.tonight)).toHaveLength(1);
    const nba = await reserve({ matchId: M.nbaLive, matchType: 2 }, anchor.token);
    expect(nba.json().data).toEqual({
      matchId: M.nbaLive,
      matchType: 'basketball',
      reserved: true,
    });
  });

  it('refuses a finished or abnormal match, a wrong type and an unknown match', async () => {
    const cases: [unknown, number][] = [
      [{ matchId: M.yesterday, matchType: 'football' }, errors.matchOver.code],
      [{ matchId: M.nbaFinished, matchType: 'basketball' }, errors.matchOver.code],
      [{ matchId: M.postponed, matchType: 'football' }, errors.matchOver.code],
      [{ matchId: M.tonight, matchType: 'basketball' }, errors.matchTypeMismatch.code],
      [{ matchId: 999_999, matchType: 'football' }, errors.matchNotFound.code],
      [{ matchId: 'x', matchType: 'football' }, errors.badParams.code],
      [{ matchId: M.tonight, matchType: 'tennis' }, errors.badParams.code],
      [{ matchId: M.tonight, matchType: 3 }, errors.badParams.code],
      [{ matchId: M.tonight }, errors.badParams.code],
    ];
    for (const [body, code] of cases) {
      expect(codeOf(await reserve(body, anchor.token)), JSON.stringify(body)).toBe(code);
    }
    expect(await reservedBy(anchor.user.id, M.yesterday)).toHaveLength(0);
    const tennis = await reserve({ matchId: M.tonight, matchType: 'tennis' }, anchor.token);
    expect(tennis.json().msg).toContain(
      'body.matchType 应为 football、basketball、1（足球）或 2（篮球）',
    );
    const none = await reserve({ matchId: M.tonight }, anchor.token);
    expect(none.json().msg).toContain('body.matchType 必填');
  });

  it('cancels with cancel: true, idempotently', async () => {
    await reserve({ matchId: M.secondTier, matchType: 'football' }, anchor.token);
    expect(await reservedBy(anchor.user.id, M.secondTier)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await reserve(
        { matchId: M.secondTier, matchType: 'football', cancel: true },
        anchor.token,
      );
      expect(res.json().data).toEqual({
        matchId: M.secondTier,
        matchType: 'football',
        reserved: false,
      });
    }
    expect(await reservedBy(anchor.user.id, M.secondTier)).toHaveLength(0);
    // A non-anchor may clear a reservation (none here): no anchor check on cancel.
    const res = await reserve({ matchId: M.tonight, matchType: 'football', cancel: 1 }, fan.token);
    expect(res.json().data.reserved).toBe(false);
    expect(await reservedBy(anchor.user.id, M.tonight)).toHaveLength(1);
  });
});

describe(`an anchor's reserved matches (${testEngine()})`, () => {
  beforeAll(async () => {
    // anchor: nbaLive and tonight (reserved above), then tomorrow and liveNoon.
    for (const [matchId, matchType] of [
      [M.tomorrow, 'football'],
      [M.liveNoon, 'football'],
    ] as const) {
      const res = await reserve({ matchId, matchType }, anchor.token);
      expect(res.json().data.reserved).toBe(true);
    }
    // Reserved before they ended (the feed moved on since).
    await db()
      .insert(matchReserves)
      .values([
        { userId: anchor.user.id, matchId: M.threeDaysAgo },
        { userId: anchor.user.id, matchId: M.yesterday },
      ]);
    await reserve({ matchId: M.tonight, matchType: 'football' }, otherAnchor.token);
  });

  it('GET /api/match/next answers the earliest match still ahead, or null', async () => {
    const next = await data(`/api/match/next?userId=${anchor.user.id}`);
    expect(next).toMatchObject({ id: M.nbaLive, matchType: 'basketball', state: 4 });
    expect(await data(`/api/match/next?userId=${fan.user.id}`)).toBeNull();
  });

  it('GET /api/match/list answers the reservations not yet over, by kick-off', async () => {
    const list = await data(`/api/match/list?anchorId=${anchor.user.id}`);
    expect(ids(list)).toEqual([M.nbaLive, M.liveNoon, M.tonight, M.tomorrow]);
    expect(ids(await data(`/api/match/list?anchorId=${otherAnchor.user.id}`))).toEqual([M.tonight]);
  });

  it('GET /api/match/reserveMatchByUser answers upcoming first, then the ended ones newest first', async () => {
    const list = await data(`/api/match/reserveMatchByUser?userId=${anchor.user.id}`);
    expect(ids(list)).toEqual([
      M.nbaLive,
      M.liveNoon,
      M.tonight,
      M.tomorrow,
      M.yesterday,
      M.threeDaysAgo,
    ]);
  });

  it('drops a match from the upcoming lists when it ends', async () => {
    await t.app.ctx.ingest.changes([stateOf(M.nbaLive, 10, 110, 102)], { cursor: Date.now() });
    expect((await data(`/api/match/next?userId=${anchor.user.id}`)).id).toBe(M.liveNoon);
    const list = await data(`/api/match/reserveMatchByUser?userId=${anchor.user.id}`);
    expect(ids(list)).toEqual([
      M.liveNoon,
      M.tonight,
      M.tomorrow,
      M.nbaLive,
      M.yesterday,
      M.threeDaysAgo,
    ]);
  });

  it('answers 14010 for an unknown user and 10001 for a malformed id', async () => {
    for (const path of [
      '/api/match/next?userId=987654',
      '/api/match/list?anchorId=987654',
      '/api/match/reserveMatchByUser?userId=987654',
    ]) {
      expect(codeOf(await get(path)), path).toBe(errors.userNotFound.code);
    }
    for (const path of [
      '/api/match/next?userId=abc',
      '/api/match/list',
      '/api/match/reserveMatchByUser?userId=0',
    ]) {
      expect(codeOf(await get(path)), path).toBe(errors.badParams.code);
    }
  });
});

describe(`GET /api/match/pcAnchorByMatch (${testEngine()})`, () => {
  it('lists the anchors who reserved the match, in the order they reserved it', async () => {
    const list = await data(`/api/match/pcAnchorByMatch?matchId=${M.tonight}&matchType=football`);
    expect(list).toEqual([
      { id: anchor.user.id, nickName: anchor.user.nickName, portrait: '', level: 7 },
      { id: otherAnchor.user.id, nickName: otherAnchor.user.nickName, portrait: '', level: 0 },
    ]);
    expect(await data(`/api/match/pcAnchorByMatch?matchId=${M.cbaEvening}&matchType=2`)).toEqual(
      [],
    );
  });

  it('leaves out someone who is no longer an anchor', async () => {
    await db().update(users).set({ isAnchor: 0 }).where(eq(users.id, otherAnchor.user.id));
    const list = await data(`/api/match/pcAnchorByMatch?matchId=${M.tonight}&matchType=1`);
    expect(ids(list)).toEqual([anchor.user.id]);
    await db().update(users).set({ isAnchor: 1 }).where(eq(users.id, otherAnchor.user.id));
  });

  it('answers 14001, 14006 and 10001 for an unknown match, a wrong type and bad input', async () => {
    const cases: [string, number][] = [
      ['matchId=999999&matchType=football', errors.matchNotFound.code],
      [`matchId=${M.tonight}&matchType=basketball`, errors.matchTypeMismatch.code],
      [`matchId=${M.tonight}`, errors.badParams.code],
      ['matchId=-1&matchType=football', errors.badParams.code],
    ];
    for (const [query, code] of cases) {
      expect(codeOf(await get(`/api/match/pcAnchorByMatch?${query}`)), query).toBe(code);
    }
  });
});
