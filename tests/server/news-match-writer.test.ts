// The match feed's own articles over the hand-built match world, put in through the ingest as a feed would:
// a report on full time names the score line and every goal's scorer and minute, is written once however
// often the final whistle is reported, a basketball report's top scorer is the box score's, and a preview's
// table places and odds are the data pages' own.
import { and, arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handicapLabel } from '../../contract/enums/handicap';
import { formatShort } from '../../contract/format/dates';
import { newsArticles, newsColumns, newsMatchArticles } from '../../server/db/schema';
import { MatchWriter, matchWriterOf } from '../../server/modules/news/match-writer';
import type { FeedChange, FeedEvent, FeedFixture } from '../../server/providers/feed/types';
import { startTestApp, type TestApp, testEngine } from './harness';
import { A, ANALYSED, C, DAY, HOUR, loadWorld, MIN, NOW, side } from './match-centre-world';

let t: TestApp;
const FINAL = 1500;
const kickoff = NOW - 2 * HOUR;

const fixture: FeedFixture = {
  id: FINAL,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第13轮',
  homeTeamId: A,
  awayTeamId: C,
  kickoffAt: kickoff,
  knockout: false,
  neutral: false,
  venue: '伊蒂哈德球场',
};

let index = 0;
const event = (
  e: Partial<FeedEvent> & Pick<FeedEvent, 'kind' | 'minute' | 'side'>,
): FeedChange => ({
  kind: 'event',
  at: kickoff + e.minute * MIN,
  event: {
    matchId: FINAL,
    index: index++,
    addedMinute: 0,
    period: e.minute <= 45 ? 1 : 2,
    playerId: null,
    playerName: '',
    relatedPlayerName: '',
    homeScore: 0,
    awayScore: 0,
    text: '',
    ...e,
  },
});

// 曼城 3-1 利物浦: a goal with an assist, an own goal for 利物浦, a penalty, a stoppage-time goal, two cards.
const timeline = [
  event({
    kind: 'goal',
    minute: 12,
    side: 'home',
    playerName: '埃尔林·哈兰德',
    relatedPlayerName: '菲尔·福登',
    homeScore: 1,
  }),
  event({ kind: 'yellowCard', minute: 30, side: 'away', playerName: '麦卡利斯特' }),
  event({
    kind: 'ownGoal',
    minute: 40,
    side: 'away',
    playerName: '鲁本·迪亚斯',
    homeScore: 1,
    awayScore: 1,
  }),
  event({
    kind: 'penaltyGoal',
    minute: 67,
    side: 'home',
    playerName: '埃尔林·哈兰德',
    homeScore: 2,
    awayScore: 1,
  }),
  event({ kind: 'redCard', minute: 75, side: 'away', playerName: '范戴克' }),
  event({
    kind: 'goal',
    minute: 90,
    addedMinute: 2,
    side: 'home',
    playerName: '菲尔·福登',
    homeScore: 3,
    awayScore: 1,
  }),
];
const goals = [
  { player: '埃尔林·哈兰德', mark: "12'", minute: '第12分钟' },
  { player: '鲁本·迪亚斯', mark: "40'（乌龙）", minute: '第40分钟' },
  { player: '埃尔林·哈兰德', mark: "67'（点球）", minute: '第67分钟' },
  { player: '菲尔·福登', mark: "90+2'", minute: '第90+2分钟' },
];
const fullTime: FeedChange = {
  kind: 'live',
  at: kickoff + 115 * MIN,
  state: {
    matchId: FINAL,
    state: 8,
    periodStartAt: null,
    minute: 90,
    addedTime: 0,
    clockSeconds: null,
    kickoffAt: kickoff,
    home: side(3, { half: 1 }),
    away: side(1, { half: 1, red: 1 }),
  },
};
const stats: FeedChange = {
  kind: 'stats',
  at: kickoff + 115 * MIN,
  matchId: FINAL,
  home: { possession: 58, shots: 17, shotsOnTarget: 8, corners: 7 },
  away: { possession: 42, shots: 9, shotsOnTarget: 3, corners: 2 },
};

const writer = () => matchWriterOf(t.app.ctx)!;
const articlesOf = (matchId: number) =>
  t.database.db
    .select({ a: newsArticles, columnNo: newsColumns.columnNo })
    .from(newsArticles)
    .innerJoin(newsColumns, eq(newsColumns.id, newsArticles.columnId))
    .where(arrayContains(newsArticles.matchIds, [matchId]));
const get = async (url: string) => (await t.app.inject({ url: `/gw${url}` })).json().data;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  await loadWorld(t.app.ctx.ingest);
  await writer().idle();
  await t.app.ctx.ingest.fixtures([fixture]);
  await t.app.ctx.ingest.changes([...timeline, stats, fullTime], { cursor: kickoff + 115 * MIN });
  await writer().idle();
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

describe(`articles written from the feed (${testEngine()})`, () => {
  it('reports a finished match with its score line, every goal’s scorer and minute, cards and statistics', async () => {
    const [row] = await articlesOf(FINAL);
    expect(row).toBeDefined();
    const { a, columnNo } = row!;
    expect(a.title).toMatch(/^英超-/);
    expect(a.title).toContain('曼城3-1');
    expect(a.body).toContain('曼城 3-1 利物浦（半场1-1）');
    for (const g of goals) {
      expect(a.body).toContain(`${g.player} ${g.mark}`);
      expect(a.body).toContain(g.minute);
    }
    expect(a.body).toContain('范戴克');
    expect(a.body).toContain('58%');
    expect(a.body).toContain(`/football/live/${FINAL}`);
    // Filed by the desk in 英超's own column, tagged with the teams, competition and match.
    expect(columnNo).toBe('epl');
    expect(a.authorKind).toBe(1);
    expect(a.teamIds).toEqual([A, C]);
    expect(a.competitionIds).toEqual([1]);
    expect(a.matchIds).toEqual([FINAL]);
    expect(a.cover).toBe('');
  });

  it('says where the result leaves both teams in the table', async () => {
    const a = (await articlesOf(FINAL))[0]!.a;
    // The standings are rebuilt after full time: they are the table with this result in.
    const table = await get('/live/fb/standings/1');
    const rows = table.rows as { teamId: number; rank: number; points: number }[];
    const city = rows.find((r) => r.teamId === A)!;
    const pool = rows.find((r) => r.teamId === C)!;
    expect(a.body).toMatch(new RegExp(`曼城(积|以)${city.points}分`));
    expect(a.body).toMatch(new RegExp(`利物浦(积|以)${pool.points}分`));
    expect(a.body).toContain(city.rank === 1 ? '榜首' : `第${city.rank}位`);
    expect(a.body).toContain(`第${pool.rank}位`);
  });

  it('writes a report once, however often full time is reported', async () => {
    await t.app.ctx.ingest.changes([fullTime], { cursor: kickoff + 116 * MIN });
    await t.app.ctx.ingest.changes([fullTime], { cursor: kickoff + 117 * MIN, backfill: true });
    await writer().idle();
    expect(await writer().report(FINAL, 'football')).toBeNull();
    expect(await articlesOf(FINAL)).toHaveLength(1);
    const keys = await t.database.db
      .select()
      .from(newsMatchArticles)
      .where(and(eq(newsMatchArticles.matchId, FINAL), eq(newsMatchArticles.kind, 'report')));
    expect(keys).toHaveLength(1);
  });

  it('reports recent finished games of the catch-up, a basketball one with the box score’s top scorer', async () => {
    const [row] = await articlesOf(2101);
    expect(row).toBeDefined();
    const { a, columnNo } = row!;
    expect(columnNo).toBe('nba');
    expect(a.title).toMatch(/^NBA-/);
    expect(a.body).toContain('湖人 110-102 凯尔特人');
    const centre = await get('/live/basket/match/2101');
    const rows = [...centre.boxScore.home] as { name: string; points: number }[];
    expect(rows.length).toBeGreaterThan(0);
    const top = rows.reduce((x, y) => (y.points > x.points ? y : x));
    expect(a.body).toContain(`得分 ${top.name} ${top.points}分`);
    expect(a.title).toContain(`${top.points}分`);
    // Only hot competitions are reported: the 英冠 game in the world has none.
    expect(await articlesOf(1107)).toHaveLength(0);
  });

  it('previews a big match with the table’s places, the odds’ lines and the kick-off in Beijing time', async () => {
    const id = await writer().preview(ANALYSED, 'football');
    expect(id).not.toBeNull();
    const a = (await articlesOf(ANALYSED))[0]!.a;
    expect(a.title).toMatch(/^英超前瞻-曼城vs阿森纳/);
    const analysis = await get(`/live/fb/analysis/${ANALYSED}`);
    const { home, away } = analysis.table;
    expect(a.body).toContain(`第${home.rank}位（${home.points}分）`);
    expect(a.body).toContain(`第${away.rank}位（${away.points}分）`);
    const odds = await get(`/live/odds/football/${ANALYSED}`);
    const asia = odds.markets.asia[0];
    expect(a.body).toMatch(new RegExp(`初盘(开出|为)曼城让${handicapLabel(asia.opening[1])}`));
    expect(a.body).toMatch(new RegExp(`(调整为|变为)曼城让${handicapLabel(asia.current[1])}`));
    const europe = odds.markets.europe[0].current as number[];
    expect(a.body).toContain(`主胜${europe[0]!.toFixed(2)}`);
    expect(a.body).toMatch(/曼城更被看好|更看好曼城/);
    expect(a.body).toContain(`北京时间${formatShort(NOW + DAY)}`);
    // Once per match.
    expect(await writer().preview(ANALYSED, 'football')).toBeNull();
  });

  it('previews only the big matches kicking off within the lead, a few a day', async () => {
    const w = new MatchWriter({
      db: t.database.db,
      bus: t.app.ctx.bus,
      clock: () => NOW,
      log: t.app.log,
      leading: () => true,
    });
    w.scanPreviews();
    await w.idle();
    // C v A in an hour (英超, hot) gets one; 英冠's games the same evening do not.
    expect(await articlesOf(1306)).toHaveLength(1);
    expect(await articlesOf(1104)).toHaveLength(0);
    expect(await articlesOf(1105)).toHaveLength(0);
  });
});
