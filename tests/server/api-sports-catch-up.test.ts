// The API-Sports adapter's catch-up after a restart, end to end against the local fake provider (recorded answers
// in tests/fixtures/api-sports, the key and the rate limit enforced) into the real ingest: what the database,
// the board's pushes and the match centre calls show, and the budget kept.
import { eq, gte, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelEvent, channels } from '../../contract/events';
import { matchEvents, matches } from '../../server/db/schema';
import type { ApiSports } from '../../server/providers/feed/api-sports';
import { IdMap } from '../../server/providers/feed/api-sports/ids';
import {
  type AdapterWorld,
  adapterIn,
  centreOf,
  DAY,
  expectWithinBudget,
  KEY,
  KO,
  MIN,
  subscribedIn,
  TIP,
} from './api-sports-support';
import { type FakeApiSports, startFakeApiSports } from './fake-api-sports';
import { testEngine } from './harness';
import { type RealtimeApp, startRealtimeApp } from './realtime-support';

let t: RealtimeApp;
let fake: FakeApiSports;
let now = KO;
const world: AdapterWorld = {
  app: () => t,
  fake: () => fake,
  clock: () => now,
  providers: [],
  sockets: [],
};
const adapter = (leagues: { football: number[]; basketball: number[] }, perDay = 100) =>
  adapterIn(world, leagues, perDay);
const subscribed = (...names: string[]) => subscribedIn(world, ...names);
const withinBudget = (from: number, provider: ApiSports, perDay: number) =>
  expectWithinBudget(fake, from, provider, perDay, now);

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

/** Moves the clock in 30 s steps to `until`, ticking the adapter each step. */
async function run(provider: ApiSports, until: number) {
  while (now < until) {
    now += 30_000;
    await provider.tick();
  }
}

const ofType = (events: ChannelEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);

describe(`API-Sports catch-up after a restart (${testEngine()})`, () => {
  it('gives a football match left in play its final state by id, with no event doubled', async () => {
    const db = t.app.ctx.db;
    // The site runs during the second half (1-1) and then goes down.
    now = KO + 65 * MIN;
    fake.football = '2h';
    const first = adapter({ football: [39], basketball: [] });
    await t.app.ctx.feed.start(first);
    await run(first, now + 3 * MIN);
    await t.app.ctx.feed.stop();
    const ours = await new IdMap(db).one('match', 'football:1379001');
    const [left] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(left).toMatchObject({ state: 4, homeScore: 1, awayScore: 1 });
    const before = await db.select().from(matchEvents).where(eq(matchEvents.matchId, ours));
    expect(before.length).toBeGreaterThan(0);

    // It comes back the next afternoon: the match ended 2-1 long ago and today's list does not hold it.
    now = KO + DAY + 60 * MIN;
    fake.football = 'ft';
    const board = await subscribed(channels.scores('football'));
    const from = fake.log.length;
    const second = adapter({ football: [39], basketball: [] });
    await t.app.ctx.feed.start(second);
    await run(second, now + 2 * MIN);

    const asked = fake.log.slice(from).filter((r) => r.path === 'fixtures' && r.query.ids);
    expect(asked.map((r) => r.query.ids)).toEqual(['1379001']);
    const [done] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(done).toMatchObject({ state: 8, homeScore: 2, awayScore: 1, awayRed: 1 });
    // The board is told, so no open page keeps the match as live.
    await expect
      .poll(() =>
        ofType(board.of(channels.scores('football')), 'match.state').some(
          (s) => s.matchId === ours && s.state === 8,
        ),
      )
      .toBe(true);
    // The timeline as it ended: the events stored before the restart kept their index, none twice.
    const stored = await db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, ours))
      .orderBy(matchEvents.idx);
    const keys = stored.map((e) => `${e.kind} ${e.minute} ${e.playerName}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of before) {
      expect(stored.find((s) => s.idx === e.idx)).toMatchObject({ kind: e.kind, minute: e.minute });
    }
    expect(keys).toContain('penaltyGoal 88 M. Ødegaard');
    // The match centre shows the final.
    const centre = await centreOf(t, `/live/fb/match/${ours}`);
    expect(centre.match).toMatchObject({ state: 8, home: { score: 2 }, away: { score: 1 } });
    expect(centre.events).toHaveLength(stored.length);
    withinBudget(from, second, 100);
    await t.app.ctx.feed.stop();

    // Once caught up, a further restart asks for nothing of it.
    const from3 = fake.log.length;
    const third = adapter({ football: [39], basketball: [] });
    await t.app.ctx.feed.start(third);
    await run(third, now + MIN);
    expect(fake.log.slice(from3).filter((r) => r.query.ids)).toEqual([]);
    expect(await db.$count(matchEvents, eq(matchEvents.matchId, ours))).toBe(stored.length);
  });

  it('asks for at most 20 fixtures a request', async () => {
    const db = t.app.ctx.db;
    const ours = await new IdMap(db).one('match', 'football:1379001');
    // 25 more matches the provider no longer lists, left "in play" two days ago.
    const keys = Array.from({ length: 25 }, (_, i) => `football:${9_000_001 + i}`);
    const ids = await new IdMap(db).resolve('match', keys);
    const copies = [...ids.values()];
    await db.execute(sql`create temp table stale_copy as select * from matches where id = ${ours}`);
    for (const id of copies) {
      await db.execute(sql`update stale_copy set id = ${id}, state = 2`);
      await db.execute(sql`insert into matches select * from stale_copy`);
    }
    await db.execute(sql`drop table stale_copy`);
    now += 2 * DAY;
    const from = fake.log.length;
    const provider = adapter({ football: [39], basketball: [] });
    await t.app.ctx.feed.start(provider);
    await run(provider, now + 2 * MIN);
    const asked = fake.log.slice(from).filter((r) => r.query.ids);
    expect(asked.map((r) => r.query.ids!.split('-').length)).toEqual([20, 5]);
    expect(asked.flatMap((r) => r.query.ids!.split('-')).sort()).toEqual(
      keys.map((k) => k.split(':')[1]).sort(),
    );
    withinBudget(from, provider, 100);
    await db.delete(matches).where(gte(matches.id, Math.min(...copies)));
  });

  it('gives an NBA game left in the third quarter its final by the day’s games list', async () => {
    const db = t.app.ctx.db;
    now = TIP + 90 * MIN;
    fake.basketball = 'q3';
    const first = adapter({ football: [], basketball: [12] }, 7500);
    await t.app.ctx.feed.start(first);
    const ours = await new IdMap(db).one('match', 'basketball:441200');
    const [left] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(left).toMatchObject({ state: 6, homeScore: 76 });
    await t.app.ctx.feed.stop();

    now = TIP + DAY;
    fake.basketball = 'ft';
    const from = fake.log.length;
    const second = adapter({ football: [], basketball: [12] }, 7500);
    await t.app.ctx.feed.start(second);
    await run(second, now + MIN);
    const days = fake.log.slice(from).filter((r) => r.sport === 'basketball' && r.path === 'games');
    expect(days.map((r) => r.query.date)).toContain('2026-11-28');
    const [done] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(done).toMatchObject({ state: 10, homeScore: 113, awayScore: 109 });
    const centre = await centreOf(t, `/live/basket/match/${ours}`);
    expect(centre.match).toMatchObject({ state: 10, home: { score: 113 }, away: { score: 109 } });
    withinBudget(from, second, 7500);
  });
});
