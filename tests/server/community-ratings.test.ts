// Fans' player ratings after a match put in through the ingest as a feed would: full time opens the sheet of the
// players who played (starters and the substitute who came on, not the one left on the bench) and a "赛后评分" post
// in the home team's circle; each fan scores each player once, 1–10; the sheet shows the averages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '../../contract/errors';
import { posts, ratingSheets } from '../../server/db/schema';
import { openRatingSheet, ratingSheetOf } from '../../server/modules/community/ratings';
import { ratingTriggerOf } from '../../server/modules/community/service';
import type { FeedChange, FeedFixture, FeedLineupPlayer } from '../../server/providers/feed/types';
import { calls, makeCircle, person } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { A, C, HOUR, loadWorld, MIN, NOW, side } from './match-centre-world';

let t: TestApp;
let c: ReturnType<typeof calls>;
const RATED = 1600;
/** A match that ends with no line-ups on record. */
const BARE = 1601;
const kickoff = NOW - 2 * HOUR;
const fixture: FeedFixture = {
  id: RATED,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第14轮',
  homeTeamId: A,
  awayTeamId: C,
  kickoffAt: kickoff,
  knockout: false,
  neutral: false,
  venue: '伊蒂哈德球场',
};
const player = (
  playerId: number,
  s: 'home' | 'away',
  name: string,
  shirtNumber: number,
  starter = true,
): FeedLineupPlayer => ({
  playerId,
  side: s,
  name,
  shirtNumber,
  position: 'MC',
  starter,
  captain: false,
});
const lineups: FeedChange = {
  kind: 'lineups',
  at: kickoff - 30 * MIN,
  matchId: RATED,
  players: [
    player(70001, 'home', '哈兰德', 9),
    player(70002, 'home', '福登', 47),
    player(70003, 'home', '格拉利什', 10, false),
    player(70004, 'home', '替补门将', 33, false),
    player(70005, 'away', '萨拉赫', 11),
  ],
};
const substitution: FeedChange = {
  kind: 'event',
  at: kickoff + 70 * MIN,
  event: {
    matchId: RATED,
    index: 0,
    kind: 'substitution',
    minute: 70,
    addedMinute: 0,
    period: 2,
    side: 'home',
    playerId: null,
    playerName: '福登',
    relatedPlayerName: '格拉利什',
    homeScore: 0,
    awayScore: 0,
    text: '',
  },
};
const fullTime: FeedChange = {
  kind: 'live',
  at: kickoff + 115 * MIN,
  state: {
    matchId: RATED,
    state: 8,
    periodStartAt: null,
    minute: 90,
    addedTime: 0,
    clockSeconds: null,
    kickoffAt: kickoff,
    home: side(2),
    away: side(0),
  },
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  c = calls(t.app);
  await loadWorld(t.app.ctx.ingest);
  await makeCircle(t.database.db, '曼城圈', { kind: 'team', teamId: A });
  await t.app.ctx.ingest.fixtures([fixture]);
  await t.app.ctx.ingest.changes([lineups, substitution], { cursor: kickoff + 70 * MIN });
  // No sheet before full time: the answer says the match is still on.
  expect((await c.get(`/inform/match/rating/${RATED}`)).json().data).toEqual({
    matchId: RATED,
    status: 'closed',
    postId: null,
    openedAt: null,
    players: [],
  });
  await t.app.ctx.ingest.changes([fullTime], { cursor: kickoff + 115 * MIN });
  await ratingTriggerOf(t.app.ctx)!.idle();
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const sheet = async (token?: string) =>
  (await c.get(`/inform/match/rating/${RATED}`, token)).json();
const rate = (ratings: { playerId: number; score: number }[], token: string | null) =>
  c.post('/inform/match/rating/add', { matchId: RATED, ratings }, token);

describe(`fans' player ratings (${testEngine()})`, () => {
  it('opens at full time with who played, and posts 赛后评分 in the home team’s circle once', async () => {
    const res = await sheet();
    expect(res.code).toBe(200);
    expect(res.data.status).toBe('open');
    const names = res.data.players.map((p: { name: string }) => p.name);
    expect(names.sort()).toEqual(['哈兰德', '格拉利什', '福登', '萨拉赫'].sort());
    expect(
      res.data.players.every(
        (p: { average: null; count: number }) => p.average === null && p.count === 0,
      ),
    ).toBe(true);
    const post = (await c.detail(res.data.postId)).json().data;
    expect(post).toMatchObject({
      matchId: RATED,
      circle: { name: '曼城圈' },
      user: { nickName: '球直播社区' },
    });
    expect(post.content).toContain('【赛后评分】');
    expect(post.content).toContain('2-0');
    // The circle's readers were told of it.
    const circleId = post.circle.id;
    const { replay } = await t.app.ctx.bus.catchUp(`circle:${circleId}`, 0);
    expect(replay.map((e) => [e.type, (e.data as { postId: number }).postId])).toEqual([
      ['post.new', res.data.postId],
    ]);
    // Full time reported again (live and in a catch-up) opens nothing new.
    await t.app.ctx.ingest.changes([fullTime], { cursor: kickoff + 116 * MIN });
    await ratingTriggerOf(t.app.ctx)!.idle();
    expect(
      await t.database.db.select().from(ratingSheets).where(eq(ratingSheets.matchId, RATED)),
    ).toHaveLength(1);
    const rated = await t.database.db.select().from(posts).where(eq(posts.matchId, RATED));
    expect(rated).toHaveLength(1);
  });

  it('takes each fan’s score once per player and shows the averages', async () => {
    const fans = await Promise.all([1, 2, 3].map(() => person(t.database.db)));
    const scores = [
      [8, 6],
      [9, 7],
      [6, 5],
    ];
    for (const [i, f] of fans.entries()) {
      const res = await rate(
        [
          { playerId: 70001, score: scores[i]![0]! },
          { playerId: 70005, score: scores[i]![1]! },
        ],
        f.token,
      );
      expect(res.json()).toMatchObject({ code: 200, data: { rated: 2 } });
    }
    // A second score for the same player is refused, and the batch it came in is not half-kept.
    const again = await rate(
      [
        { playerId: 70003, score: 10 },
        { playerId: 70001, score: 1 },
      ],
      fans[0]!.token,
    );
    expect(again.json().code).toBe(errors.ratingAlreadyGiven.code);
    const mine = await sheet(fans[0]!.token);
    const by = (id: number) =>
      mine.data.players.find((p: { playerId: number }) => p.playerId === id);
    expect(by(70001)).toMatchObject({ average: 7.7, count: 3, mine: 8 });
    expect(by(70005)).toMatchObject({ average: 6, count: 3, mine: 6 });
    expect(by(70003)).toMatchObject({ average: null, count: 0, mine: null });
    // The substitute can be scored later on his own.
    expect((await rate([{ playerId: 70003, score: 7 }], fans[0]!.token)).json().data).toEqual({
      rated: 1,
    });
  });

  it('refuses a player who did not play, a score out of 1–10, no login and a match without a sheet', async () => {
    const fan = await person(t.database.db);
    expect((await rate([{ playerId: 70004, score: 5 }], fan.token)).json().code).toBe(
      errors.ratingPlayerNotInSheet.code,
    );
    for (const score of [0, 11, 5.5]) {
      const res = await rate([{ playerId: 70001, score }], fan.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(errors.badParams.code);
    }
    expect(
      (await rate([{ playerId: 70001, score: 5, extra: 1 } as never], fan.token)).json().code,
    ).toBe(errors.badParams.code);
    expect((await rate([{ playerId: 70001, score: 5 }], null)).json().code).toBe(
      errors.notLoggedIn.code,
    );
    const none = await c.post(
      '/inform/match/rating/add',
      { matchId: 999999, ratings: [{ playerId: 1, score: 5 }] },
      fan.token,
    );
    expect(none.json().code).toBe(errors.ratingSheetNotFound.code);
    // Nothing of the refused ones counted.
    const after = await sheet();
    const harry = after.data.players.find((p: { playerId: number }) => p.playerId === 70001);
    expect(harry.count).toBe(3);
  });

  it('tells a finished match without a sheet apart: opening soon, or none for an old match or one without line-ups', async () => {
    const { db } = t.database;
    // The sheet not there yet (the trigger's queue has not reached it): the page is told to wait.
    await db.delete(ratingSheets).where(eq(ratingSheets.matchId, RATED));
    try {
      expect((await sheet()).data).toMatchObject({ status: 'opening', players: [] });
      // A day and more after full time no sheet will come.
      const later = await ratingSheetOf(db, RATED, null, NOW + 25 * HOUR);
      expect(later.status).toBe('none');
    } finally {
      await openRatingSheet(db, RATED);
    }
    expect((await sheet()).data.status).toBe('open');
    // A match that ended with no line-ups on record never gets one.
    await t.app.ctx.ingest.fixtures([{ ...fixture, id: BARE }]);
    await t.app.ctx.ingest.changes(
      [{ ...fullTime, state: { ...fullTime.state, matchId: BARE } } as FeedChange],
      { cursor: kickoff + 116 * MIN },
    );
    await ratingTriggerOf(t.app.ctx)!.idle();
    const bare = (await c.get(`/inform/match/rating/${BARE}`)).json();
    expect(bare.code).toBe(200);
    expect(bare.data).toMatchObject({ status: 'none', players: [] });
    // An unknown match is still an error.
    expect((await c.get('/inform/match/rating/999999')).json().code).toBe(
      errors.ratingSheetNotFound.code,
    );
  });
});
