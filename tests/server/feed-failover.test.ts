// FEED_FALLBACK=simulator end to end without the internet: the real adapter polls the local fake of
// api-sports.io (tests/server/fake-api-sports.ts) under a fake clock; the fake goes down (503s, then dropped
// connections, then a 429 storm), the simulator stands in for the competitions the real feed does not cover
// and the board's pushes go on; the fake comes back, the real feed is authoritative again, the simulator
// plays its matches to full time and stops. No match twice on the board, no event lost or doubled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ChannelEvent, channels } from '../../contract/events';
import { competitions, matchEvents, matches, teams } from '../../server/db/schema';
import { dashboardFigures } from '../../server/modules/admin/dashboard';
import { configuredFeed, FeedRunner } from '../../server/modules/match/feed';
import { createApiSports } from '../../server/providers/feed/api-sports';
import { ID_BASE, IdMap } from '../../server/providers/feed/api-sports/ids';
import { createFailover, type Failover } from '../../server/providers/feed/failover';
import { createSimulator } from '../../server/providers/feed/simulator';
import type { FeedSink } from '../../server/providers/feed/types';
import { type FakeApiSports, type FootballScene, startFakeApiSports } from './fake-api-sports';
import { openTestKv, testEngine } from './harness';
import {
  ask,
  type Client,
  connectClient,
  type RealtimeApp,
  recordEvents,
  startRealtimeApp,
} from './realtime-support';

const KEY = 'test-key-0123456789';
const MIN = 60_000;
/** The recorded match's kick-off: Arsenal v Chelsea (英超), 2026-11-28 15:00 UTC. */
const KO = 1_795_878_000_000;
const AFTER = 5 * MIN;

let t: RealtimeApp;
let fake: FakeApiSports;
let now = KO - 60 * MIN;
const clock = () => now;
const open: Client[] = [];
/** What the failover logged as errors (a fallback that failed to start, a failed check): none expected. */
const logged: string[] = [];
const log = {
  info() {},
  warn() {},
  error: (obj: unknown, msg?: string) => logged.push(`${msg} ${JSON.stringify(obj)}`),
};

beforeAll(async () => {
  fake = await startFakeApiSports({ key: KEY, now: clock, perMinute: 30, perDay: 7500 });
  t = await startRealtimeApp({
    env: { FEED: 'api-sports', API_SPORTS_KEY: KEY, FEED_FALLBACK: 'simulator' },
  });
});
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await t.app.ctx.feed.stop();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The real adapter (英超 only) with the simulator behind it, every timer left to the test's clock. */
function failover(): Failover {
  const db = t.app.ctx.db;
  return createFailover({
    primary: createApiSports({
      key: KEY,
      baseUrls: fake.baseUrls,
      perMinute: 30,
      perDay: 7500,
      livePollMs: 2 * MIN,
      leagues: { football: [39], basketball: [] },
      daysAhead: 0,
      db,
      clock,
      tickMs: 3_600_000,
    }),
    makeFallback: async () =>
      createSimulator({
        seed: 'qiulive',
        speed: 1,
        pastDays: 0,
        futureDays: 1,
        clock,
        tickMs: 3_600_000,
      }),
    fallbackName: 'simulator',
    afterMs: AFTER,
    now: clock,
    db,
    log,
    checkMs: 3_600_000,
    leadMs: 15 * MIN,
  });
}

async function subscribed(...names: string[]) {
  const socket = await connectClient(t.url);
  open.push(socket);
  for (const channel of names) {
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
  }
  return recordEvents(socket);
}

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

/** Moves the clock in `stepMs` steps to `until` (or until `done`), the real match following its scenes. */
async function play(feed: Failover, until: number, stepMs: number, done?: () => boolean) {
  while (now < until) {
    now += stepMs;
    fake.football = sceneAt(now);
    await feed.tick();
    if (process.env.H1_TRACE)
      console.log(
        new Date(now).toISOString(),
        feed.role,
        JSON.stringify(feed.health().fallback),
        Date.now(),
      );
    if (done?.()) return;
  }
}

const ofType = (events: ChannelEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.data as Record<string, number | string>);

describe(`feed failover to the simulator (${testEngine()})`, () => {
  it('is what FEED_FALLBACK=simulator makes of the real feed, under the same name', async () => {
    const feed = await configuredFeed(t.app.ctx.config, t.app.log, clock, t.app.ctx.db);
    expect(feed?.name).toBe('api-sports');
    expect(feed?.health?.()).toMatchObject({
      serving: { role: 'primary', provider: 'api-sports' },
      fallback: { provider: 'simulator', afterMs: 300_000, running: false, openMatches: 0 },
    });
  });

  it('stands in while the real feed is down and hands back when it returns, no match twice, no event lost or doubled', async () => {
    const db = t.app.ctx.db;
    const board = await subscribed(channels.scores('football'));
    const feed = failover();
    await t.app.ctx.feed.start(feed);
    const real = await new IdMap(db).one('match', 'football:1379001');
    const centre = await subscribed(channels.match('football', real));

    // The real feed serves: the match kicks off and its first goal comes in.
    await play(feed, KO + 25 * MIN, 30_000);
    expect(feed.role).toBe('primary');
    const [early] = await db.select().from(matches).where(eq(matches.id, real));
    expect(early).toMatchObject({ state: 2, homeScore: 1 });

    // The provider goes down: 503s. The fallback starts once requests have failed for AFTER, not before.
    fake.down(503);
    const lastGood = feed.health().lastSuccessAt!;
    await play(feed, KO + 60 * MIN, 30_000, () => feed.role === 'fallback');
    expect(feed.role).toBe('fallback');
    const failingSince = feed.health().failingSince!;
    expect(failingSince).toBeGreaterThan(lastGood);
    expect(now - failingSince).toBeGreaterThanOrEqual(AFTER);
    expect(now - failingSince).toBeLessThan(AFTER + MIN);
    const takeOver = now;
    const down = (await t.app.inject({ url: '/healthz' })).json().data.feed;
    expect(down).toMatchObject({
      provider: 'api-sports',
      leader: true,
      lastSuccessAt: lastGood,
      lagMs: now - lastGood,
      serving: { role: 'fallback', provider: 'simulator', since: takeOver },
      fallback: { running: true },
    });
    expect(down.errorRate).toBeGreaterThan(0);
    // The simulator's start is CPU work on this loop (its world, its reference): on a loaded machine a socket can
    // miss its pings meanwhile and be dropped, as a browser's would (which reconnects and resyncs). The test
    // listens on fresh sockets too and reads each channel's events once per seq.
    const boardAgain = await subscribed(channels.scores('football'));
    const centreAgain = await subscribed(channels.match('football', real));
    const once = (channel: string, ...recorders: (typeof board)[]) =>
      [
        ...new Map(
          recorders.flatMap((r) => r.of(channel)).map((e) => [e.seq, e] as const),
        ).values(),
      ].sort((a, b) => a.seq - b.seq);
    const onBoard = () => once(channels.scores('football'), board, boardAgain);
    const onCentre = () => once(channels.match('football', real), centre, centreAgain);

    // The operator's dashboard reads the same.
    const { feed: panel } = await dashboardFigures(t.app, now);
    expect(panel).toMatchObject({
      provider: 'api-sports',
      running: true,
      serving: { role: 'fallback', provider: 'simulator', since: takeOver },
      lastSuccessAt: lastGood,
      lagMs: now - lastGood,
    });

    // Its matches reach the board a quarter of an hour before kick-off and are pushed live as they play;
    // the network drops, then a 429 storm, and the board goes on.
    const simPushes = () =>
      onBoard().filter((e) => (e.data as { matchId: number }).matchId < ID_BASE.match);
    const simLive = () => ofType(simPushes(), 'match.state').some((s) => s.state === 2);
    expect(logged).toEqual([]);
    await play(feed, takeOver + 40 * MIN, MIN, () => now >= takeOver + 15 * MIN && simLive());
    fake.down('drop');
    await play(feed, now + 15 * MIN, MIN);
    // Long enough for a retry after the longest back-off (15 min).
    fake.down(429);
    await play(feed, now + 20 * MIN, MIN);
    expect(logged).toEqual([]);
    // What the board and the database hold of the fallback's matches, should the pushes be missing.
    const states = await db
      .select({ state: matches.state })
      .from(matches)
      .where(lt(matches.id, ID_BASE.match));
    const seen = {
      pushes: simPushes().map((e) => e.type),
      states: states.map((m) => m.state),
      health: feed.health(),
    };
    await vi.waitFor(() => expect(simLive(), JSON.stringify(seen)).toBe(true), { timeout: 15_000 });
    expect(feed.role).toBe('fallback');
    expect(feed.health().fallback!.openMatches).toBeGreaterThan(0);
    const statuses = new Set(fake.log.filter((r) => r.at > lastGood).map((r) => r.status));
    expect([...statuses].sort()).toEqual([0, 429, 503]);

    // The fallback's matches: none the real feed covers (its league, its teams), none before the take-over.
    const shown = await db.select().from(matches).where(lt(matches.id, ID_BASE.match));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((m) => m.kickoffAt.getTime() >= takeOver)).toBe(true);
    const realRow = (await db.select().from(matches).where(eq(matches.id, real)))[0]!;
    const realTeams = await db
      .select()
      .from(teams)
      .where(inArray(teams.id, [realRow.homeTeamId, realRow.awayTeamId]));
    const [realLeague] = await db
      .select()
      .from(competitions)
      .where(eq(competitions.id, realRow.competitionId));
    const simTeams = await db
      .select()
      .from(teams)
      .where(
        inArray(teams.id, [...shown.map((m) => m.homeTeamId), ...shown.map((m) => m.awayTeamId)]),
      );
    for (const r of realTeams) expect(simTeams.map((s) => s.name)).not.toContain(r.name);
    const simLeagues = await db
      .select()
      .from(competitions)
      .where(
        inArray(
          competitions.id,
          shown.map((m) => m.competitionId),
        ),
      );
    expect(simLeagues.map((c) => c.name)).not.toContain(realLeague!.name);

    // The provider is back: its next good answer makes it authoritative; the simulator shows no new match.
    fake.back();
    const backAt = now;
    // Within its back-off (at most 15 min, a retry already planned may come at its end): two of them at most.
    await play(feed, now + 35 * MIN, 30_000, () => feed.role === 'primary');
    expect(feed.health().failingSince ?? null, JSON.stringify(feed.health())).toBeNull();
    expect(feed.role).toBe('primary');
    const returned = feed.health();
    expect(returned.serving).toMatchObject({ role: 'primary', provider: 'api-sports' });
    expect(returned.serving!.since).toBeGreaterThan(backAt);
    expect(returned.lastSuccessAt).toBeGreaterThan(backAt);
    const shownAtReturn = new Set(
      (await db.select({ id: matches.id }).from(matches).where(lt(matches.id, ID_BASE.match))).map(
        (m) => m.id,
      ),
    );

    // The real match plays to full time; the simulator finishes what it shows, then stops.
    await play(
      feed,
      KO + 6 * 60 * MIN,
      MIN,
      () => !feed.health().fallback!.running && now > KO + 110 * MIN,
    );
    expect(feed.health().fallback).toMatchObject({ running: false, openMatches: 0 });
    const after = await db.select().from(matches).where(lt(matches.id, ID_BASE.match));
    expect(new Set(after.map((m) => m.id))).toEqual(shownAtReturn);
    // Every match it showed finished: none left live or waiting on the board.
    expect(after.every((m) => m.state === 8)).toBe(true);

    // The real match: every event once, in order, pushed once; the score as the provider tells it.
    await vi.waitFor(() => expect(ofType(onCentre(), 'match.state').at(-1)?.state).toBe(8), {
      timeout: 15_000,
    });
    const [done] = await db.select().from(matches).where(eq(matches.id, real));
    expect(done).toMatchObject({ state: 8, homeScore: 2, awayScore: 1 });
    // The provider's final timeline, each event once: the goal given and taken back by VAR while it could not
    // be reached is not in it (the provider dropped it), so it was never shown and nothing needs taking back.
    const timeline = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../fixtures/api-sports/football/events-ft.json'),
        'utf8',
      ),
    ).response as unknown[];
    const stored = await db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, real))
      .orderBy(matchEvents.idx);
    expect(stored).toHaveLength(timeline.length);
    const pushed = ofType(onCentre(), 'match.event');
    expect(pushed.map((e) => `${e.kind} ${e.minute} ${e.player}`)).toEqual(
      stored.map((e) => `${e.kind} ${e.minute} ${e.playerName}`),
    );
    // The first goal came before the outage and was not sent again after it.
    expect(pushed.filter((e) => e.kind === 'goal' && e.minute === 22)).toHaveLength(1);

    // The board: the fallback's final scores as stored, and no match shown twice (same teams, same day).
    await vi.waitFor(
      () => {
        const last = new Map<number, string>();
        for (const s of ofType(simPushes(), 'match.score')) {
          last.set(Number(s.matchId), `${s.homeScore}-${s.awayScore}`);
        }
        for (const m of after.filter((m) => last.has(m.id))) {
          expect(last.get(m.id)).toBe(`${m.homeScore}-${m.awayScore}`);
        }
      },
      { timeout: 15_000 },
    );
    const day = await db
      .select({ home: teams.name, away: matches.awayTeamId, kickoffAt: matches.kickoffAt })
      .from(matches)
      .innerJoin(teams, eq(teams.id, matches.homeTeamId))
      .where(
        and(
          gte(matches.kickoffAt, new Date(KO - 12 * 60 * MIN)),
          lt(matches.kickoffAt, new Date(KO + 12 * 60 * MIN)),
        ),
      );
    const awayNames = new Map(
      (
        await db
          .select({ id: teams.id, name: teams.name })
          .from(teams)
          .where(
            inArray(
              teams.id,
              day.map((d) => d.away),
            ),
          )
      ).map((r) => [r.id, r.name]),
    );
    const pairs = day.map((d) => `${d.home}-${awayNames.get(d.away)}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    const leagueNames = await db
      .select({ id: competitions.id, name: competitions.name })
      .from(competitions)
      .where(
        inArray(competitions.id, [realRow.competitionId, ...after.map((m) => m.competitionId)]),
      );
    expect(new Set(leagueNames.map((c) => c.name)).size).toBe(leagueNames.length);
  }, 600_000);
});

describe(`the feed lease with the real adapter (${testEngine()})`, () => {
  it('polls the provider from one process of two, and the other takes the feed over when it stops', async () => {
    const kv = openTestKv();
    const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
    const lease = { ttlMs: 2_000, renewMs: 100 };
    const made: string[] = [];
    const first = new FeedRunner(t.app.ctx.ingest as FeedSink, quiet);
    const second = new FeedRunner(t.app.ctx.ingest as FeedSink, quiet);
    const make = (who: string) => async () => {
      made.push(who);
      return failover();
    };
    fake.back();
    const from = fake.log.length;
    first.lead(make('first'), kv, lease);
    await vi.waitFor(() => expect(first.running).toBe(true), { timeout: 10_000 });
    second.lead(make('second'), kv, lease);
    await vi.waitFor(() => expect(fake.log.length).toBeGreaterThan(from), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 5 * lease.renewMs));
    expect(made).toEqual(['first']);
    expect(second.running).toBe(false);
    // The other process's /healthz and dashboard read the leader's health.
    await vi.waitFor(
      async () =>
        expect(await second.sharedHealth()).toMatchObject({
          provider: 'api-sports',
          leader: false,
          serving: { role: 'primary' },
        }),
      { timeout: 10_000 },
    );

    await first.stop();
    await vi.waitFor(() => expect(second.running).toBe(true), { timeout: 10_000 });
    expect(made).toEqual(['first', 'second']);
    await second.stop();
    await kv.close();
  });
});
