// Rating sheets for matches a catch-up (backfill) finds finished: those that ended in the last day get their sheet
// and a 赛后评分 post in the home team's circle, dated when they ended and pushed to nobody; older ones get none.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { posts, ratingSheets } from '../../server/db/schema';
import { ratingTriggerOf } from '../../server/modules/community/service';
import type { FeedChange, FeedFixture } from '../../server/providers/feed/types';
import { makeCircle } from './community-world';
import { startTestApp, type TestApp, testEngine } from './harness';
import { A, C, HOUR, MIN, NOW, reference, side } from './match-centre-world';

let t: TestApp;
let circleId: number;
const LAST_NIGHT = 1701; // ended 5 hours ago
const THIS_MORNING = 1702; // ended 1 hour ago, in the same catch-up
const TWO_DAYS_AGO = 1703; // ended 40 hours ago

const fixture = (id: number, kickoffAt: number): FeedFixture => ({
  id,
  sport: 'football',
  competitionId: 1,
  seasonId: 12026,
  round: '第13轮',
  homeTeamId: A,
  awayTeamId: C,
  kickoffAt,
  knockout: false,
  neutral: false,
  venue: '伊蒂哈德球场',
});
const endedAt = (id: number) =>
  ({
    [LAST_NIGHT]: NOW - 5 * HOUR,
    [THIS_MORNING]: NOW - HOUR,
    [TWO_DAYS_AGO]: NOW - 40 * HOUR,
  })[id]!;
const kickoffOf = (id: number) => endedAt(id) - 115 * MIN;

/** A whole match as a catch-up carries it: its line-ups, then its full time. */
const played = (id: number): FeedChange[] => [
  {
    kind: 'lineups',
    at: kickoffOf(id) - 30 * MIN,
    matchId: id,
    players: [
      {
        playerId: 80001,
        side: 'home',
        name: '哈兰德',
        shirtNumber: 9,
        position: 'F',
        starter: true,
        captain: false,
      },
      {
        playerId: 80005,
        side: 'away',
        name: '萨拉赫',
        shirtNumber: 11,
        position: 'F',
        starter: true,
        captain: false,
      },
    ],
  },
  {
    kind: 'live',
    at: endedAt(id),
    state: {
      matchId: id,
      state: 8,
      periodStartAt: null,
      minute: 90,
      addedTime: 0,
      clockSeconds: null,
      kickoffAt: kickoffOf(id),
      home: side(3),
      away: side(1),
    },
  },
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  t = await startTestApp();
  await t.app.ctx.ingest.reference(reference);
  circleId = (await makeCircle(t.database.db, '曼城圈', { kind: 'team', teamId: A })).id;
  const ids = [LAST_NIGHT, THIS_MORNING, TWO_DAYS_AGO];
  await t.app.ctx.ingest.fixtures(ids.map((id) => fixture(id, kickoffOf(id))));
  await t.app.ctx.ingest.changes(ids.flatMap(played), { cursor: NOW, backfill: true });
  await ratingTriggerOf(t.app.ctx)!.idle();
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

describe(`rating sheets on catch-up (${testEngine()})`, () => {
  it('opens the sheets of matches that ended in the last day, with their posts dated at full time', async () => {
    const db = t.database.db;
    const sheets = await db
      .select()
      .from(ratingSheets)
      .where(inArray(ratingSheets.matchId, [LAST_NIGHT, THIS_MORNING, TWO_DAYS_AGO]));
    expect(sheets.map((s) => s.matchId).sort()).toEqual([LAST_NIGHT, THIS_MORNING]);
    for (const sheet of sheets) {
      const [post] = await db.select().from(posts).where(eq(posts.id, sheet.postId!));
      expect(post).toMatchObject({ circleId, matchId: sheet.matchId });
      expect(post!.content).toContain('【赛后评分】');
      expect(post!.content).toContain('3-1');
      expect(post!.createdAt.getTime()).toBe(endedAt(sheet.matchId));
    }
    // The older match has neither a sheet nor a post.
    expect(await db.select().from(posts).where(eq(posts.matchId, TWO_DAYS_AGO))).toHaveLength(0);
  });

  it('pushes nothing for them: nobody watched those matches end', async () => {
    const { replay } = await t.app.ctx.bus.catchUp(`circle:${circleId}`, 0);
    expect(replay).toEqual([]);
  });

  it('opens nothing twice when the catch-up is replayed', async () => {
    await t.app.ctx.ingest.changes(played(LAST_NIGHT), { cursor: NOW, backfill: true });
    await ratingTriggerOf(t.app.ctx)!.idle();
    const rated = await t.database.db.select().from(posts).where(eq(posts.matchId, LAST_NIGHT));
    expect(rated).toHaveLength(1);
  });
});
