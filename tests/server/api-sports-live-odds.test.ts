// API-Football's in-play odds (odds/live) through the adapter into the real ingest, against the local fake
// provider: polled per league only while a followed match is in play, after live scores and only while the
// day's budget is ahead of its pace; each moved line reaches the board and the match's odds once, as the
// main bookmaker's in-play line.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelEvent, channels } from '../../contract/events';
import { odds } from '../../server/db/schema';
import type { ApiSports } from '../../server/providers/feed/api-sports';
import { IdMap } from '../../server/providers/feed/api-sports/ids';
import {
  type AdapterWorld,
  adapterIn,
  centreOf,
  expectWithinBudget,
  KEY,
  KO,
  MIN,
  subscribedIn,
} from './api-sports-support';
import { type FakeApiSports, type FootballScene, startFakeApiSports } from './fake-api-sports';
import { testEngine } from './harness';
import { type RealtimeApp, startRealtimeApp } from './realtime-support';

let t: RealtimeApp;
let fake: FakeApiSports;
let now = KO - 20 * MIN;
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

const SCENES: [number, FootballScene][] = [
  [0, '1h'],
  [47, 'ht'],
  [62, '2h'],
  [75, '2hgoal'],
  [80, '2hvar'],
  [108, 'ft'],
];
const sceneAt = (at: number): FootballScene =>
  SCENES.findLast(([from]) => at >= KO + from * MIN)?.[1] ?? 'ns';

/** Moves the clock in 30 s steps to `until`, the provider's answers following the match. */
async function play(provider: ApiSports, until: number) {
  while (now < until) {
    now += 30_000;
    fake.football = sceneAt(now);
    await provider.tick();
  }
}

const liveOddsAsked = (from = 0) => fake.log.slice(from).filter((r) => r.path === 'odds/live');
const livePolls = (from = 0) =>
  fake.log.slice(from).filter((r) => r.path === 'fixtures' && r.query.live === 'all');

/** The board's in-play odds moves of a market, as [values]. */
const moves = (events: ChannelEvent[], market: string) =>
  events
    .filter((e) => e.type === 'odds.move')
    .map((e) => e.data as { market: string; values: number[]; live: boolean })
    .filter((d) => d.market === market && d.live)
    .map((d) => d.values);

describe(`API-Sports in-play odds (${testEngine()})`, () => {
  it('asks nothing before kick-off, then per league in play, and stops while the budget is behind its pace', async () => {
    fake.football = 'ns';
    const board = await subscribedIn(world, channels.scores('football'));
    const provider = adapterIn(world, { football: [39], basketball: [] });
    await t.app.ctx.feed.start(provider);
    await play(provider, KO - MIN);
    expect(liveOddsAsked()).toEqual([]);

    // In play: one request for the league, the main bookmaker's in-play 1X2 on the board.
    await play(provider, KO + 5 * MIN);
    expect(liveOddsAsked().length).toBeGreaterThan(0);
    expect(liveOddsAsked().every((r) => r.query.league === '39' && r.at >= KO)).toBe(true);
    await expect
      .poll(() => moves(board.of(channels.scores('football')), 'europe'))
      .toEqual([[1.36, 4.75, 8.5]]);
    // Asian handicap, the main line from the home side (Home -0.75: the home side gives 0.75), and the
    // main over/under line, in Hong Kong waters.
    const [asia] = moves(board.of(channels.scores('football')), 'asia');
    expect(asia![1]).toBe(0.75);
    expect(asia![0]).toBeCloseTo(0.875, 1);
    expect(asia![2]).toBeCloseTo(0.975, 1);
    expect(moves(board.of(channels.scores('football')), 'overUnder')).toEqual([[0.9, 2.75, 0.9]]);

    // The day's requests get ahead of its pace: live scores go on, in-play odds wait.
    provider.budget.restore(provider.budget.pacedAllowance());
    const from = fake.log.length;
    await play(provider, KO + 15 * MIN);
    expect(livePolls(from).length).toBeGreaterThanOrEqual(4);
    expect(liveOddsAsked(from)).toEqual([]);
    expectWithinBudget(fake, 0, provider, 100, now);
  });

  it('delivers each moved line once, as in-play moves the board, the odds call and the history show', async () => {
    const db = t.app.ctx.db;
    const ours = await new IdMap(db).one('match', 'football:1379001');
    const board = await subscribedIn(world, channels.scores('football'));
    const from = fake.log.length;
    // A paid plan: the free one cannot follow a match day live (README).
    const provider = adapterIn(world, { football: [39], basketball: [] }, 7500);
    await t.app.ctx.feed.start(provider);
    await play(provider, KO + 125 * MIN);

    const onBoard = board
      .of(channels.scores('football'))
      .filter((e) => (e.data as { matchId: number }).matchId === ours);
    // The first half's lines were stored before this restart and are not moves again; then 1X2 moved twice
    // (polled many more times): one push each.
    expect(moves(onBoard, 'europe')).toEqual([
      [2.45, 2.8, 4.1],
      [7, 4, 1.57],
    ]);
    // Asian handicap from the home side: gives 0.25 at 1-1, receives 0.25 at 1-2.
    expect(moves(onBoard, 'asia').map((v) => v[1])).toEqual([0.25, -0.25]);
    expect(moves(onBoard, 'asia')[0]![0]).toBeCloseTo(0.925, 1);
    // Over/under: after the goal the under price was suspended, so the 2.5 line stands.
    expect(moves(onBoard, 'overUnder')).toEqual([[0.83, 2.5, 0.97]]);

    // Asked while the match was in play only, less often than the live scores.
    const asked = liveOddsAsked(from);
    expect(asked.length).toBeGreaterThan(3);
    expect(asked.every((r) => r.at < KO + 110 * MIN)).toBe(true);
    expect(asked.length).toBeLessThan(livePolls(from).length);

    // Stored: the pre-match line stays the opening one, the in-play one is current, each move once across
    // the restart.
    const [europe] = await db
      .select()
      .from(odds)
      .where(and(eq(odds.matchId, ours), eq(odds.market, 'europe'), eq(odds.live, true)));
    expect(europe).toMatchObject({ opening: [1.85, 3.6, 4.2], current: [7, 4, 1.57] });
    const inPlay = (europe!.moves as [number, number[], boolean][]).filter((m) => m[2]);
    expect(inPlay.map((m) => m[1])).toEqual([
      [1.36, 4.75, 8.5],
      [2.45, 2.8, 4.1],
      [7, 4, 1.57],
    ]);
    // The match's odds call (the odds page) shows the in-play line of the main bookmaker.
    const call = await centreOf(t, `/live/odds/football/${ours}`);
    expect(call.markets.europe[0]).toMatchObject({
      bookmaker: 'Bet365',
      current: [7, 4, 1.57],
      live: true,
    });
    expectWithinBudget(fake, from, provider, 7500, now);
  });
});
