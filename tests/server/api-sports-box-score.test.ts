// API-Basketball's game statistics (games/statistics/players and /teams) through the adapter into the real
// ingest, against the local fake provider: the box score and team fouls of a game in play every 15 minutes
// and once at the end, on the match channel and in the match centre's call, within the budget.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../contract/events';
import { boxScores } from '../../server/db/schema';
import type { ApiSports } from '../../server/providers/feed/api-sports';
import { IdMap } from '../../server/providers/feed/api-sports/ids';
import {
  type AdapterWorld,
  adapterIn,
  centreOf,
  expectWithinBudget,
  KEY,
  MIN,
  subscribedIn,
  TIP,
} from './api-sports-support';
import { type FakeApiSports, startFakeApiSports } from './fake-api-sports';
import { testEngine } from './harness';
import { type RealtimeApp, startRealtimeApp } from './realtime-support';

let t: RealtimeApp;
let fake: FakeApiSports;
let now = TIP + 90 * MIN;
const world: AdapterWorld = {
  app: () => t,
  fake: () => fake,
  clock: () => now,
  providers: [],
  sockets: [],
};

beforeAll(async () => {
  fake = await startFakeApiSports({ key: KEY, now: world.clock, perMinute: 10, perDay: 7500 });
  t = await startRealtimeApp({ env: { FEED: 'api-sports', API_SPORTS_KEY: KEY } });
});
afterEach(async () => {
  for (const socket of world.sockets.splice(0)) socket.close();
  await t.app.ctx.feed.stop();
  for (const p of world.providers.splice(0)) await p.stop();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function run(provider: ApiSports, until: number) {
  while (now < until) {
    now += 30_000;
    await provider.tick();
  }
}

const statsAsked = (from: number, kind: 'players' | 'teams') =>
  fake.log.slice(from).filter((r) => r.path === `games/statistics/${kind}`);

type Row = { name: string; points: number; starter: boolean; [k: string]: unknown };
const total = (rows: Row[]) => rows.reduce((sum, r) => sum + r.points, 0);

describe(`API-Sports basketball box scores (${testEngine()})`, () => {
  it('delivers the box score and team fouls while the game is on and once at the end', async () => {
    const db = t.app.ctx.db;
    const ours = await new IdMap(db).one('match', 'basketball:441200');
    const match = await subscribedIn(world, channels.match('basketball', ours));
    fake.basketball = 'q3';
    const provider = adapterIn(world, { football: [], basketball: [12] });
    await t.app.ctx.feed.start(provider);
    await run(provider, now + MIN);

    // Third quarter, 76-74: every player's line, the sides' points adding up to the score.
    expect(await db.$count(boxScores, eq(boxScores.matchId, ours))).toBe(16);
    let centre = await centreOf(t, `/live/basket/match/${ours}`);
    expect(total(centre.boxScore.home)).toBe(76);
    expect(total(centre.boxScore.away)).toBe(74);
    expect(centre.boxScore.home[0]).toMatchObject({
      name: 'L. James',
      starter: true,
      points: 20,
      minutesPlayed: 27,
    });
    const james = centre.boxScore.home[0];
    expect(james.threePoints).toBe(3 * james.threePointsScored);
    expect(james.fieldGoalsAccuracy).toBeCloseTo(
      (100 * james.fieldGoalsScored) / james.fieldGoalsTotal,
      1,
    );
    expect(james.assistRate).toBeGreaterThan(0);
    expect(centre.boxScore.home.slice(5).every((r: Row) => !r.starter)).toBe(true);
    expect(centre.leaders.home.points).toEqual([james.playerId]);
    // The match channel got the box score and the team fouls.
    await expect
      .poll(() => match.of(channels.match('basketball', ours)).map((e) => e.type))
      .toEqual(expect.arrayContaining(['match.boxScore', 'match.stats']));

    // In play: asked again every 15 minutes, not every live poll.
    const from = fake.log.length;
    await run(provider, now + 20 * MIN);
    expect(statsAsked(from, 'players').length).toBe(1);
    expect(statsAsked(from, 'teams').length).toBe(1);

    // Full time: the final figures once, then no more.
    fake.basketball = 'ft';
    const atEnd = fake.log.length;
    await run(provider, now + 40 * MIN);
    expect(statsAsked(atEnd, 'players').length).toBe(1);
    expect(statsAsked(atEnd, 'teams').length).toBe(1);
    centre = await centreOf(t, `/live/basket/match/${ours}`);
    expect(centre.match).toMatchObject({ state: 10, home: { score: 113 }, away: { score: 109 } });
    expect(total(centre.boxScore.home)).toBe(113);
    expect(total(centre.boxScore.away)).toBe(109);
    expect(centre.boxScore.home[0]).toMatchObject({ name: 'L. James', points: 28 });
    expect(centre.stats).toMatchObject({ home: { fouls: 19 }, away: { fouls: 21 } });
    expectWithinBudget(fake, 0, provider, 100, now);
  });
});
