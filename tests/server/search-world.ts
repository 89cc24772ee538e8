// A small world for the search suites: teams and players named as the simulator's catalogue names them,
// fixtures around a fixed now, anchors with rooms, articles, an expert and posts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { experts, posts, rooms, users } from '../../server/db/schema';
import { ensureColumn, writeArticle } from '../../server/modules/news/service';
import type { FeedFixture, FeedReference, FeedSink } from '../../server/providers/feed/types';
import { side } from './feed-side';
import { createUserWithSession } from './users';

/** 2026-11-22 20:00 Beijing time. */
export const NOW = Date.parse('2026-11-22T20:00:00+08:00');
const HOUR = 3_600_000;

const competition = (
  id: number,
  sport: string,
  name: string,
  shortName: string,
  country: string,
) => ({
  id,
  sport,
  name,
  shortName,
  country,
  kind: 'league',
  tier: 1,
  color: '#333333',
  hot: true,
  season: { id: id * 10000 + 2026, name: '2026/27' },
});

const team = (
  id: number,
  sport: string,
  name: string,
  shortName: string,
  competitionId: number,
) => ({
  id,
  sport,
  name,
  shortName,
  country: '',
  competitionId,
});

const player = (id: number, teamId: number, sport: string, name: string, shirtNumber: number) => ({
  id,
  teamId,
  sport,
  name,
  shirtNumber,
  position: sport === 'football' ? 'ST' : 'SF',
  nationality: '',
  birthYear: 1990,
  heightCm: 190,
});

export const T = {
  real: 1,
  barca: 2,
  sociedad: 3,
  manUtd: 4,
  manCity: 5,
  lakers: 11,
  warriors: 12,
} as const;

export const reference = {
  competitions: [
    competition(1, 'football', '西班牙甲级联赛', '西甲', '西班牙'),
    competition(2, 'football', '英格兰超级联赛', '英超', '英格兰'),
    competition(3, 'basketball', '美国男子职业篮球联赛', 'NBA', '美国'),
  ],
  teams: [
    team(T.real, 'football', '皇家马德里', '皇马', 1),
    team(T.barca, 'football', '巴塞罗那', '巴萨', 1),
    team(T.sociedad, 'football', '皇家社会', '皇家社会', 1),
    team(T.manUtd, 'football', '曼彻斯特联', '曼联', 2),
    team(T.manCity, 'football', '曼彻斯特城', '曼城', 2),
    team(T.lakers, 'basketball', '洛杉矶湖人', '湖人', 3),
    team(T.warriors, 'basketball', '金州勇士', '勇士', 3),
  ],
  players: [
    player(101, T.real, 'football', '基利安·姆巴佩', 9),
    player(501, T.manCity, 'football', '埃尔林·哈兰德', 9),
    player(1101, T.lakers, 'basketball', '勒布朗·詹姆斯', 23),
    player(1201, T.warriors, 'basketball', '斯蒂芬·库里', 30),
  ],
  bookmakers: [{ id: 1, name: '澳门' }],
} as unknown as FeedReference;

const fixture = (
  id: number,
  competitionId: number,
  homeTeamId: number,
  awayTeamId: number,
  kickoffAt: number,
  sport = 'football',
): FeedFixture =>
  ({
    id,
    sport,
    competitionId,
    seasonId: competitionId * 10000 + 2026,
    round: '第13轮',
    homeTeamId,
    awayTeamId,
    kickoffAt,
    knockout: false,
    neutral: false,
    venue: '',
  }) as FeedFixture;

export const M = {
  clasicoPast: 9001,
  clasicoNext: 9002,
  realSociedad: 9003,
  derby: 9004,
  nba: 9005,
};

export async function loadSearchWorld(sink: FeedSink, db: Db) {
  await sink.reference(reference);
  await sink.fixtures([
    fixture(M.clasicoPast, 1, T.barca, T.real, NOW - 30 * 24 * HOUR),
    fixture(M.clasicoNext, 1, T.real, T.barca, NOW + 5 * 24 * HOUR),
    fixture(M.realSociedad, 1, T.sociedad, T.real, NOW - 7 * 24 * HOUR),
    fixture(M.derby, 2, T.manUtd, T.manCity, NOW + 2 * 24 * HOUR),
    fixture(M.nba, 3, T.lakers, T.warriors, NOW + 24 * HOUR, 'basketball'),
  ]);
  const finished = (matchId: number, at: number, home: number, away: number) => ({
    kind: 'live' as const,
    at,
    state: {
      matchId,
      state: 8,
      periodStartAt: null,
      minute: 90,
      addedTime: 0,
      clockSeconds: null,
      kickoffAt: at - 2 * HOUR,
      home: side(home),
      away: side(away),
    },
  });
  await sink.changes(
    [
      finished(M.clasicoPast, NOW - 30 * 24 * HOUR + 2 * HOUR, 1, 3),
      finished(M.realSociedad, NOW - 7 * 24 * HOUR + 2 * HOUR, 0, 2),
    ],
    { cursor: NOW - HOUR, backfill: true },
  );

  const anchor = async (nickName: string, title: string, status: 'live' | 'offline') => {
    const { user } = await createUserWithSession(db, { nickName, isAnchor: 1 });
    const [room] = await db
      .insert(rooms)
      .values({ anchorId: user.id, title, status, streamName: `s${user.id}` })
      .returning();
    return { user, room: room! };
  };
  const ballKing = await anchor('球王解说', '西甲焦点 皇马vs巴萨 国语解说', 'offline');
  const ballKingLive = await anchor('球王小C', '英超直播 曼联 vs 曼城', 'live');
  const nbaGuy = await anchor('篮球老詹', '湖人勇士 全场直播', 'live');
  // Not an anchor: never in the 主播 tab.
  await createUserWithSession(db, { nickName: '球王粉丝' });

  await ensureColumn(db, { columnNo: 'football', name: '足球', sort: 1, categories: [] });
  const editor = await createUserWithSession(db);
  const write = (title: string, summary: string, hoursAgo: number) =>
    writeArticle(db, {
      title,
      summary,
      body: `<p>${title}</p>`,
      authorId: editor.user.id,
      authorKind: 1,
      columnNo: 'football',
      publishedAt: new Date(NOW - hoursAgo * HOUR),
    });
  const news = {
    clasico: await write('国家德比前瞻：皇家马德里主场迎战巴塞罗那', '两队本赛季首次交手', 3),
    james: await write('湖人加时险胜勇士，詹姆斯砍下35分', '勒布朗·詹姆斯全场35分10篮板', 10),
    old: await write('皇马旧闻：伯纳乌改造完成', '', 100),
    national: await write('国足公布集训名单', '中国男足将在月底集结', 5),
  };

  const { user: expertUser } = await createUserWithSession(db, {
    nickName: '西甲老炮',
    isExpert: 1,
  });
  await db
    .insert(experts)
    .values({ userId: expertUser.id, intro: '专注西甲十年，擅长亚盘', specialities: ['西甲'] });

  const [post] = await db
    .insert(posts)
    .values({
      kind: 'anchor',
      userId: nbaGuy.user.id,
      content: '今晚直播湖人对勇士，库里和詹姆斯谁能笑到最后？来直播间一起看！',
    })
    .returning();
  await db.update(users).set({ level: 3 }).where(eq(users.id, nbaGuy.user.id));

  return { ballKing, ballKingLive, nbaGuy, news, expert: expertUser, post: post! };
}
