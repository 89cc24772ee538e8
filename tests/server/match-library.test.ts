// The data library's calls (teams, players, tables, the library index), the score lists' competition filter
// and the lottery issues, over the hand-built world put in through the ingest, with Date fixed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  A,
  ANALYSED,
  LAKERS,
  LIVE_HOT,
  LIVE_OTHER,
  loadWorld,
  NOW,
  TODAY,
} from './match-centre-world';

let t: TestApp;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  await loadWorld(t.app.ctx.ingest);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** The envelope of a GET on the live host ({ code, msg, data }, as the client reads it). */
const get = async (url: string) => (await t.app.inject({ method: 'GET', url: `/gw${url}` })).json();
const ids = (list: { id: number }[]) => list.map((m) => m.id);

describe(`team and player pages (${testEngine()})`, () => {
  it('answers a football team: squad by position, table row, last ten results, next five fixtures', async () => {
    const { code, data } = await get(`/live/fb-team/${A}`);
    expect(code).toBe(200);
    expect(data.team).toMatchObject({
      id: A,
      matchType: 'football',
      name: '曼彻斯特城',
      shortName: '曼城',
      competitionId: 1,
      competition: '英超',
      competitionName: '英格兰超级联赛',
    });
    expect(
      data.squad.map((p: { shirtNumber: number; positionLabel: string }) => [
        p.shirtNumber,
        p.positionLabel,
      ]),
    ).toEqual([
      [18, '守门员'],
      [31, '守门员'],
      [3, '中后卫'],
      [16, '后腰'],
      [47, '前腰'],
      [9, '中锋'],
    ]);
    expect(data.tableRow).toMatchObject({ teamId: A, played: 9, points: 14, difference: 3 });
    expect(ids(data.results)).toEqual([1212, 1211, 1210, 1209, 1208, 1207, 1206, 1205, 1204, 1203]);
    expect(data.results[0]).toMatchObject({ result: 'W', away: { id: A, score: 3 } });
    // Tonight's game before the analysed one; the twelfth day's is the sixth.
    expect(ids(data.fixtures)).toEqual([1306, ANALYSED, 1301, 1302, 1303]);
  });

  it('answers a basketball team with its table row', async () => {
    const { data } = await get(`/live/bb-team/${LAKERS}`);
    expect(data.team).toMatchObject({ name: '洛杉矶湖人', competition: 'NBA' });
    expect(data.squad.map((p: { position: string }) => p.position)).toEqual(['SG', 'SF', 'PF']);
    expect(data.tableRow).toMatchObject({ won: 2, lost: 1, points: 2 });
    expect(ids(data.results)).toEqual([2103, 2102, 2101, 2104]);
    expect(ids(data.fixtures)).toEqual([2003]);
  });

  it('refuses a team of the other sport, an unknown team and a bad id', async () => {
    expect(await get(`/live/fb-team/${LAKERS}`)).toMatchObject({ code: 14002, msg: '球队不存在' });
    expect((await get(`/live/bb-team/${A}`)).code).toBe(14002);
    expect((await get('/live/fb-team/5555')).code).toBe(14002);
    expect((await get('/live/fb-team/x1')).code).toBe(10001);
  });

  it('answers a football player with the team', async () => {
    const { data } = await get('/live/fb-player/10101');
    expect(data.player).toMatchObject({
      name: '埃尔林·哈兰德',
      shirtNumber: 9,
      position: 'ST',
      positionLabel: '中锋',
    });
    expect(data.team).toMatchObject({ id: A, shortName: '曼城', competition: '英超' });
    expect((await get('/live/bb-player/10101')).code).toBe(14003);
    expect((await get('/live/fb-player/424242')).code).toBe(14003);
  });

  it("averages a basketball player's finished games of this season, skipping games he did not play", async () => {
    const { code, data } = await get('/live/bb-player/1010101');
    expect(code).toBe(200);
    expect(data.team.shortName).toBe('湖人');
    // 36 and 34 minutes; the DNP, last season's 50 points and tonight's game in play are left out.
    expect(data.averages).toEqual({
      games: 2,
      minutes: 35,
      points: 25,
      rebounds: 7,
      assists: 8.5,
      steals: 1.5,
      blocks: 0.5,
      fieldGoalsAccuracy: 50,
      threePointsAccuracy: 38.5,
      freeThrowsAccuracy: 70,
    });
    const rookie = await get('/live/bb-player/1010203');
    expect(rookie.data.averages).toMatchObject({ games: 0, points: 0, fieldGoalsAccuracy: 0 });
  });
});

describe(`tables and competitions (${testEngine()})`, () => {
  it("answers a league's table in rank order, a cup's as empty", async () => {
    const { data } = await get('/live/fb/standings/1');
    expect(data.competition).toMatchObject({ id: 1, kind: 'league', seasonName: '2026/27' });
    expect(data.rows).toHaveLength(6);
    expect(data.rows.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    const points = data.rows.map((r: { points: number }) => r.points);
    expect(points).toEqual([...points].sort((x: number, y: number) => y - x));
    expect((await get('/live/fb/standings/2')).data).toMatchObject({
      competition: { kind: 'cup', country: '国际' },
      rows: [],
    });
    const nba = (await get('/live/basket/standings/101')).data.rows;
    expect(nba.map((r: { team: string; won: number }) => [r.team, r.won])).toEqual([
      ['湖人', 2],
      ['凯尔特人', 1],
      ['勇士', 0],
    ]);
  });

  it('refuses a table of the other sport or an unknown competition', async () => {
    expect((await get('/live/fb/standings/101')).code).toBe(14004);
    expect((await get('/live/basket/standings/99')).code).toBe(14004);
  });

  it("lists the day's competitions with counts, hot first, and the lottery numbers they carry", async () => {
    const { code, data } = await get(`/live/football/competitions?date=${TODAY}`);
    expect(code).toBe(200);
    expect(data.date).toBe(TODAY);
    expect(data.competitions).toEqual([
      {
        id: 1,
        name: '英格兰超级联赛',
        shortName: '英超',
        country: '英格兰',
        color: '#3d195b',
        hot: true,
        tier: 1,
        count: 2,
        lottery: { jczq: 1, bjdc: 1 },
      },
      {
        id: 3,
        name: '英格兰冠军联赛',
        shortName: '英冠',
        country: '英格兰',
        color: '#8a1538',
        hot: false,
        tier: 2,
        count: 4,
        lottery: { jczq: 1, bjdc: 2 },
      },
    ]);
    // The filter covers exactly the day's list.
    const list = (await get(`/live/football/list?date=${TODAY}`)).data.matches;
    const total = data.competitions.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(total).toBe(list.length);
  });

  it('lists basketball apart, defaults to today and refuses a bad date', async () => {
    const { data } = await get('/live/basketball/competitions');
    expect(data.date).toBe(TODAY);
    expect(
      data.competitions.map((c: { shortName: string; count: number }) => [c.shortName, c.count]),
    ).toEqual([
      ['NBA', 1],
      ['CBA', 1],
    ]);
    expect((await get('/live/football/competitions?date=2026-1-2')).code).toBe(10001);
    expect((await get('/live/football/competitions?date=2026-12-20')).data.competitions).toEqual(
      [],
    );
  });

  it('lists the library: 热门 first, then regions in order (国际, 欧洲, 亚洲 …), each by country', async () => {
    const { data } = await get('/live/database');
    type Index = {
      hot: { shortName: string }[];
      regions: {
        region: string;
        countries: { country: string; competitions: { shortName: string }[] }[];
      }[];
    };
    const shape = (i: Index) =>
      i.regions.map((r) => [
        r.region,
        r.countries.map((c) => [c.country, c.competitions.map((x) => x.shortName)]),
      ]);
    expect(data.football.hot.map((c: { shortName: string }) => c.shortName)).toEqual([
      '英超',
      '欧冠',
    ]);
    expect(shape(data.football)).toEqual([
      ['国际', [['国际', ['欧冠']]]],
      ['欧洲', [['英格兰', ['英超', '英冠']]]],
      ['亚洲', [['中国', ['中超']]]],
    ]);
    expect(shape(data.basketball)).toEqual([
      ['亚洲', [['中国', ['CBA']]]],
      ['美洲', [['美国', ['NBA']]]],
    ]);
    expect(data.basketball.hot.map((c: { shortName: string }) => c.shortName)).toEqual(['NBA']);
    expect(data.football.regions[1].countries[0].competitions[0]).toMatchObject({
      matchType: 'football',
      kind: 'league',
      tier: 1,
      hot: true,
      seasonId: 12026,
      seasonName: '2026/27',
    });
  });
});

describe(`lottery issues (${testEngine()})`, () => {
  const closeOf22 = Date.parse('2026-11-22T21:55:00+08:00');
  afterAll(() => vi.setSystemTime(NOW));

  it('answers the issue on sale with its matches in number order and the neighbours', async () => {
    const { code, data } = await get('/live/issue?lotteryCode=jczq');
    expect(code).toBe(200);
    expect(data).toMatchObject({
      lotteryCode: 'jczq',
      issueNo: '2026-11-22',
      salesCloseAt: closeOf22,
      onSale: true,
      previous: '2026-11-21',
      next: '2026-11-23',
    });
    expect(data.issues.map((i: { issueNo: string }) => i.issueNo)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(data.matches.map((m: { id: number; number: string }) => [m.number, m.id])).toEqual([
      ['周日001', 1104],
      ['周日002', 1306],
      ['周日010', 1105],
    ]);
    expect(data.matches[1]).toMatchObject({
      matchType: 'football',
      playTypes: [1, 2, 4],
      handicap: -1,
      competition: '英超',
      lottery: { jczq: '周日002' },
    });
    expect(data.matches[0].handicap).toBeNull();
  });

  it('moves to the next issue once sales close, and keeps the latest when all are closed', async () => {
    vi.setSystemTime(closeOf22 - 1);
    expect((await get('/live/issue?lotteryCode=jczq')).data.issueNo).toBe('2026-11-22');
    vi.setSystemTime(closeOf22);
    const next = (await get('/live/issue?lotteryCode=jczq')).data;
    expect(next).toMatchObject({ issueNo: '2026-11-23', onSale: true, next: null });
    expect(next.matches.map((m: { id: number }) => m.id)).toEqual([ANALYSED]);
    vi.setSystemTime(Date.parse('2026-11-30T12:00:00+08:00'));
    expect((await get('/live/issue?lotteryCode=jczq')).data).toMatchObject({
      issueNo: '2026-11-23',
      onSale: false,
      previous: '2026-11-22',
    });
    vi.setSystemTime(NOW);
  });

  it('answers an asked issue, numbers in numeric order (1, 2, 10)', async () => {
    const old = (await get('/live/issue?lotteryCode=jczq&issueNo=2026-11-21')).data;
    expect(old).toMatchObject({ onSale: false, previous: null, next: '2026-11-22' });
    const bjdc = (await get('/live/issue?lotteryCode=bjdc')).data;
    expect(bjdc.matches.map((m: { number: string; id: number }) => [m.number, m.id])).toEqual([
      ['1', 1104],
      ['2', LIVE_OTHER],
      ['10', LIVE_HOT],
    ]);
  });

  it('refuses an unknown issue, a lottery with no issues and an unknown lottery', async () => {
    expect(await get('/live/issue?lotteryCode=jczq&issueNo=2020-01-01')).toMatchObject({
      code: 14005,
    });
    expect((await get('/live/issue?lotteryCode=jclq')).code).toBe(14005);
    const bad = await get('/live/issue?lotteryCode=ssq');
    expect(bad.code).toBe(10001);
    expect(bad.msg).toContain('应为 jczq、bjdc、zc 或 jclq');
    expect((await get('/live/issue')).code).toBe(10001);
  });
});
