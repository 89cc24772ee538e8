// The match pages' calls: match centre (football, basketball), analysis, odds, the schedule date strip and the
// home page's match strip, over a hand-built world put in through the ingest, with Date fixed at NOW.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '../../contract/events';
import { startTestApp, type TestApp, testEngine } from './harness';
import {
  A,
  ANALYSED,
  B,
  BB_LIVE,
  fixtures,
  HOUR,
  LIVE_HOT,
  LIVE_OTHER,
  loadWorld,
  MIN,
  NOW,
  oddsLine,
  TODAY,
} from './match-centre-world';

let t: TestApp;

beforeAll(async () => {
  // Only Date is fixed: "today", "in play now" and "within three hours" are the world's.
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
const seqOf = async (sport: 'football' | 'basketball', id: number) =>
  (await t.app.ctx.bus.catchUp(channels.match(sport, id))).seq;
const ids = (list: { id: number }[]) => list.map((m) => m.id);

describe(`football match centre (${testEngine()})`, () => {
  it('answers the match with full names, venue, season, the timeline in order, stats, line-ups and the seq', async () => {
    const { code, data } = await get(`/live/fb/match/${LIVE_HOT}`);
    expect(code).toBe(200);
    expect(data.seq).toBeGreaterThan(0);
    expect(data.seq).toBe(await seqOf('football', LIVE_HOT));
    expect(data.match).toMatchObject({
      id: LIVE_HOT,
      matchType: 'football',
      competition: '英超',
      competitionName: '英格兰超级联赛',
      seasonName: '2026/27',
      venue: '伊蒂哈德球场',
      state: 2,
      minute: 28,
      home: { name: '热刺', fullName: '托特纳姆热刺', score: 1, yellow: 1 },
      away: { name: '纽卡斯尔', fullName: '纽卡斯尔联', score: 0 },
    });
    expect(data.events.map((e: { index: number; kind: string }) => [e.index, e.kind])).toEqual([
      [1, 'goal'],
      [2, 'yellowCard'],
    ]);
    expect(data.events[0]).toMatchObject({ minute: 23, player: '孙兴慜', homeScore: 1 });
    expect(data.stats.home).toMatchObject({ possession: 58, shots: 7 });
    expect(data.stats.away.possession).toBe(42);
    // Home first, starters first, goalkeeper first, then by position and number.
    expect(
      data.lineups.map((p: { name: string; positionLabel: string }) => [p.name, p.positionLabel]),
    ).toEqual([
      ['维卡里奥', '守门员'],
      ['罗梅罗', '中后卫'],
      ['孙兴慜', '左边锋'],
      ['替补前锋', '中锋'],
      ['波普', '守门员'],
      ['伊萨克', '中锋'],
    ]);
  });

  it('moves its seq with the pushes and shows the new event', async () => {
    const before = (await get(`/live/fb/match/${LIVE_HOT}`)).data.seq;
    await t.app.ctx.ingest.changes(
      [
        {
          kind: 'event',
          at: NOW + MIN,
          event: {
            matchId: LIVE_HOT,
            index: 3,
            kind: 'corner',
            minute: 31,
            addedMinute: 0,
            period: 1,
            side: 'away',
            playerId: null,
            playerName: '',
            relatedPlayerName: '',
            homeScore: 1,
            awayScore: 0,
            text: '角球',
          },
        },
      ],
      { cursor: NOW + MIN },
    );
    const { data } = await get(`/live/fb/match/${LIVE_HOT}`);
    expect(data.seq).toBe(before + 1);
    expect(data.seq).toBe(await seqOf('football', LIVE_HOT));
    expect(data.events.at(-1)).toMatchObject({ index: 3, kind: 'corner', side: 'away' });
  });

  it('answers a match with nothing yet: no events, no stats, no line-ups, seq 0', async () => {
    const { data } = await get('/live/fb/match/1305');
    expect(data).toMatchObject({ seq: 0, events: [], stats: null, lineups: [] });
    expect(data.match.state).toBe(1);
  });

  it('refuses an unknown match, a basketball match and a malformed id', async () => {
    expect(await get('/live/fb/match/999999')).toMatchObject({ code: 14001, msg: '比赛不存在' });
    expect(await get(`/live/fb/match/${BB_LIVE}`)).toMatchObject({ code: 14006 });
    expect(await get(`/live/basket/match/${LIVE_HOT}`)).toMatchObject({ code: 14006 });
    const bad = await get('/live/fb/match/abc');
    expect(bad.code).toBe(10001);
    expect(bad.msg).toContain('params.id');
    expect((await get('/live/fb/match/0')).code).toBe(10001);
  });
});

describe(`basketball match centre (${testEngine()})`, () => {
  it('answers quarter scores, both box scores and the stats, with the seq', async () => {
    const { code, data } = await get(`/live/basket/match/${BB_LIVE}`);
    expect(code).toBe(200);
    expect(data.seq).toBeGreaterThan(0);
    expect(data.seq).toBe(await seqOf('basketball', BB_LIVE));
    expect(data.match).toMatchObject({
      matchType: 'basketball',
      state: 6,
      clockSeconds: 190,
      home: { fullName: '洛杉矶湖人', score: 83 },
      away: { fullName: '波士顿凯尔特人', score: 72 },
    });
    expect(data.periods).toEqual([
      { label: '第1节', home: 28, away: 25 },
      { label: '第2节', home: 30, away: 27 },
      { label: '第3节', home: 25, away: 20 },
    ]);
    // Starters first, then by minutes.
    expect(data.boxScore.home.map((r: { name: string }) => r.name)).toEqual([
      '勒布朗·詹姆斯',
      '安东尼·戴维斯',
      '奥斯汀·里夫斯',
    ]);
    expect(data.boxScore.away).toHaveLength(3);
    const lebron = data.boxScore.home[0];
    expect(lebron).toMatchObject({
      points: 25,
      fieldGoalsAccuracy: 50,
      freeThrowsAccuracy: 100,
      positionLabel: '小前锋',
    });
  });

  it('flags the highest value of every stat per team, ties and all, and nobody for a zero', async () => {
    const { leaders } = (await get(`/live/basket/match/${BB_LIVE}`)).data;
    const lebron = 1010101;
    const davis = 1010102;
    const reaves = 1010103;
    const tatum = 1010201;
    const brown = 1010202;
    expect(leaders.home).toMatchObject({
      points: [lebron],
      rebounds: [davis],
      assists: [lebron],
      steals: [lebron, davis],
      blocks: [davis],
      turnovers: [reaves],
      fouls: [davis],
      minutesPlayed: [lebron],
      threePointsScored: [reaves],
      threePointsAccuracy: [reaves],
      freeThrowsAccuracy: [lebron],
      fieldGoalsAccuracy: [davis],
    });
    expect(leaders.away).toMatchObject({
      points: [tatum],
      rebounds: [tatum, brown],
      minutesPlayed: [tatum, brown],
      turnovers: [tatum, brown],
      steals: [],
      blocks: [],
    });
    expect(Object.keys(leaders.home)).toHaveLength(20);
  });
});

describe(`analysis (${testEngine()})`, () => {
  it('counts head-to-head, form and the table for a hand-built history', async () => {
    const { code, data } = await get(`/live/fb/analysis/${ANALYSED}`);
    expect(code).toBe(200);
    // Meetings of A and B, newest first; the postponed one is left out.
    expect(ids(data.headToHead.matches)).toEqual([1210, 1207, 1204, 1201]);
    expect(data.headToHead.matches.map((m: { result: string }) => m.result)).toEqual([
      'W',
      'L',
      'D',
      'W',
    ]);
    expect(data.headToHead.record).toEqual({
      played: 4,
      won: 2,
      drawn: 1,
      lost: 1,
      scoredFor: 4,
      scoredAgainst: 4,
    });
    // A has twelve finished matches: the last ten count.
    const home = data.form.home;
    expect(ids(home.matches)).toEqual([1212, 1211, 1210, 1209, 1208, 1207, 1206, 1205, 1204, 1203]);
    expect(home.matches.map((m: { result: string }) => m.result).join('')).toBe('WDWWWLLLDW');
    expect(home.record).toEqual({
      played: 10,
      won: 5,
      drawn: 2,
      lost: 3,
      scoredFor: 16,
      scoredAgainst: 11,
    });
    expect(ids(data.form.away.matches)).toEqual([1210, 1214, 1207, 1204, 1201]);
    expect(data.form.away.record).toMatchObject({ won: 2, drawn: 1, lost: 2 });

    // The 英超 table: A played nine league games (cup games are not in it).
    expect(data.table).toMatchObject({ competitionId: 1, competition: '英超' });
    expect(data.table.rows).toHaveLength(6);
    expect(data.table.home).toMatchObject({
      teamId: A,
      played: 9,
      won: 4,
      drawn: 2,
      lost: 3,
      points: 14,
    });
    expect(data.table.away.teamId).toBe(B);
    expect(data.table.rows.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);

    // Fixtures after this match only (C v A tonight comes before it), three at most.
    expect(ids(data.fixtures.home)).toEqual([1301, 1302, 1303]);
    expect(ids(data.fixtures.away)).toEqual([1305]);
  });

  it('sees a past match as of its kick-off, from its home side', async () => {
    // B v A seven days ago: earlier meetings were 0-0 (B at home) and A 2-1 B.
    const { data } = await get('/live/fb/analysis/1207');
    expect(ids(data.headToHead.matches)).toEqual([1204, 1201]);
    expect(data.headToHead.record).toMatchObject({ played: 2, won: 0, drawn: 1, lost: 1 });
    // B's win over C came half a day after this match: not in its form.
    expect(ids(data.form.home.matches)).toEqual([1204, 1201]);
  });

  it('counts basketball wins and losses across seasons', async () => {
    const { data } = await get('/live/basket/analysis/2003');
    // Celtics v Lakers: the game in play tonight is not finished.
    expect(ids(data.headToHead.matches)).toEqual([2102, 2101]);
    expect(data.headToHead.record).toMatchObject({ played: 2, won: 1, drawn: 0, lost: 1 });
    expect(ids(data.form.away.matches)).toEqual([2103, 2102, 2101, 2104]);
    expect(data.form.away.matches.map((m: { result: string }) => m.result).join('')).toBe('WLWW');
    expect(data.table.home).toMatchObject({ teamId: 10102, played: 2, won: 1, lost: 1, points: 1 });
    expect(data.table.away).toMatchObject({ played: 3, won: 2, lost: 1, winRate: 66.7 });
  });

  it('refuses the other sport and unknown matches', async () => {
    expect((await get(`/live/fb/analysis/${BB_LIVE}`)).code).toBe(14006);
    expect((await get('/live/basket/analysis/424242')).code).toBe(14001);
  });
});

describe(`odds (${testEngine()})`, () => {
  it("answers every bookmaker's opening and current line in the three markets", async () => {
    const { code, data } = await get(`/live/odds/football/${ANALYSED}`);
    expect(code).toBe(200);
    expect(data.seq).toBe(await seqOf('football', ANALYSED));
    expect(data.match.id).toBe(ANALYSED);
    expect(data.markets.europe).toEqual([
      {
        bookmakerId: 1,
        bookmaker: '澳门',
        opening: [1.8, 3.6, 4.2],
        openingAt: NOW - 72 * HOUR,
        current: [1.75, 3.7, 4.4],
        currentAt: NOW - 2 * HOUR,
        live: false,
        moves: 2,
      },
      {
        bookmakerId: 2,
        bookmaker: 'Bet365',
        opening: [1.83, 3.5, 4.1],
        openingAt: NOW - 48 * HOUR,
        current: [1.83, 3.5, 4.1],
        currentAt: NOW - 48 * HOUR,
        live: false,
        moves: 1,
      },
    ]);
    expect(data.markets.asia).toHaveLength(1);
    expect(data.markets.asia[0]).toMatchObject({
      opening: [0.9, 0.75, 0.96],
      current: [0.98, 1, 0.88],
      moves: 3,
    });
    expect(data.markets.overUnder[0].current).toEqual([0.92, 2.75, 0.94]);
  });

  it('answers one market when asked, and an in-play move as live', async () => {
    await t.app.ctx.ingest.changes([oddsLine(BB_LIVE, 1, 'asia', NOW, [0.9, 6.5, 0.9], true)], {
      cursor: NOW,
    });
    const { data } = await get(`/live/odds/basketball/${BB_LIVE}?market=asia`);
    expect(Object.keys(data.markets)).toEqual(['asia']);
    expect(data.markets.asia[0]).toMatchObject({ current: [0.9, 6.5, 0.9], live: true });
  });

  it('answers the full history of one line, opening first', async () => {
    const { code, data } = await get(
      `/live/odds/football/history?matchId=${ANALYSED}&bookmakerId=1&market=asia`,
    );
    expect(code).toBe(200);
    expect(data).toMatchObject({ matchId: ANALYSED, bookmaker: '澳门', market: 'asia' });
    expect(data.moves).toEqual([
      { at: NOW - 72 * HOUR, values: [0.9, 0.75, 0.96], live: false },
      { at: NOW - 24 * HOUR, values: [0.86, 0.75, 1.0], live: false },
      { at: NOW - HOUR, values: [0.98, 1, 0.88], live: false },
    ]);
    const none = await get(
      `/live/odds/football/history?matchId=${ANALYSED}&bookmakerId=2&market=asia`,
    );
    expect(none.data.moves).toEqual([]);
  });

  it('refuses the other sport, unknown matches, unknown bookmakers and bad markets', async () => {
    expect((await get(`/live/odds/basketball/${ANALYSED}`)).code).toBe(14006);
    expect((await get('/live/odds/football/777777')).code).toBe(14001);
    expect(
      (await get(`/live/odds/basketball/history?matchId=${ANALYSED}&bookmakerId=1&market=asia`))
        .code,
    ).toBe(14006);
    const unknownBook = await get(
      `/live/odds/football/history?matchId=${ANALYSED}&bookmakerId=9&market=asia`,
    );
    expect(unknownBook).toMatchObject({ code: 10001 });
    expect(unknownBook.msg).toContain('博彩公司不存在');
    const badMarket = await get(`/live/odds/football/${ANALYSED}?market=1x2`);
    expect(badMarket.code).toBe(10001);
    expect(badMarket.msg).toContain('应为 europe、asia 或 overUnder');
    expect((await get(`/live/odds/tennis/${ANALYSED}`)).code).toBe(10001);
    expect((await get('/live/odds/football/history?matchId=1100')).code).toBe(10001);
  });
});

describe(`schedule dates and the home page strip (${testEngine()})`, () => {
  /** The same count done by hand over the world's fixtures. */
  const expectedDays = (from: number, to: number, sport: 'football' | 'basketball') => {
    const counts = new Map<string, number>();
    for (const f of fixtures) {
      if (f.sport !== sport || f.kickoffAt < from || f.kickoffAt >= to) continue;
      const day = new Date(f.kickoffAt + 8 * HOUR).toISOString().slice(0, 10);
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
    return [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, count]) => ({ date, count }));
  };
  const todayStart = Date.parse(`${TODAY}T00:00:00+08:00`);

  it('lists the China days with matches from today on, two weeks at most', async () => {
    const { data } = await get('/live/data/schedule/dates?type=football&range=next');
    expect(data.today).toBe(TODAY);
    expect(data.dates[0]).toEqual({ date: TODAY, count: 6 });
    // 00:00 tomorrow belongs to tomorrow; the match fourteen days on is past the strip.
    expect(data.dates[1]).toEqual({ date: '2026-11-23', count: 2 });
    expect(data.dates.at(-1).date).toBe('2026-12-04');
    expect(data.dates).toEqual(expectedDays(todayStart, todayStart + 14 * 24 * HOUR, 'football'));
  });

  it('lists the days up to today for the results, counting only matches with a result', async () => {
    const { data } = await get('/live/data/schedule/dates?type=football&range=end');
    // Of today's six, one has ended; the rest are in play or still to come.
    expect(data.dates.at(-1)).toEqual({ date: TODAY, count: 1 });
    expect(data.dates[0].date).toBe('2026-11-09');
    expect(data.dates.slice(0, -1)).toEqual(
      expectedDays(todayStart - 13 * 24 * HOUR, todayStart, 'football'),
    );
    // Today's basketball is all in play or to come: no results day yet (the page opens on the 20th).
    const basketball = await get('/live/data/schedule/dates?type=basketball&range=end');
    expect(basketball.data.dates.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-09',
      '2026-11-17',
      '2026-11-19',
      '2026-11-20',
    ]);
  });

  it('refuses an unknown type or range', async () => {
    expect((await get('/live/data/schedule/dates?type=tennis&range=next')).code).toBe(10001);
    expect((await get('/live/data/schedule/dates?type=football')).code).toBe(10001);
  });

  it('shows matches in play or starting within three hours, hot competitions first', async () => {
    const { code, data } = await get('/live/tv/match-list');
    expect(code).toBe(200);
    expect(data.matches.map((m: { id: number; matchType: string }) => [m.id, m.matchType])).toEqual(
      [
        [BB_LIVE, 'basketball'],
        [LIVE_HOT, 'football'],
        [1306, 'football'],
        [LIVE_OTHER, 'football'],
        [2002, 'basketball'],
        [1104, 'football'],
      ],
    );
    expect(data.seq).toEqual({
      football: (await t.app.ctx.bus.catchUp(channels.scores('football'))).seq,
      basketball: (await t.app.ctx.bus.catchUp(channels.scores('basketball'))).seq,
    });
    expect(data.seq.football).toBeGreaterThan(0);
  });
});
