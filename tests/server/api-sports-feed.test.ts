// The API-Sports adapter end to end without the internet: recorded answers (tests/fixtures/api-sports)
// served by a local fake that enforces the key, the rate limit and error codes; a whole match replayed
// (pre-match → live with goals → full time) through the adapter into the real ingest, the board's pushes
// read by a socket client (a goal ruled out by VAR among them), and the plan's budget never exceeded.
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelEvent, channels } from '../../contract/events';
import { competitions, matchEvents, matches, odds, teams } from '../../server/db/schema';
import { type ApiSports, createApiSports } from '../../server/providers/feed/api-sports';
import { ApiSportsError } from '../../server/providers/feed/api-sports/errors';
import { ApiSportsHttp } from '../../server/providers/feed/api-sports/http';
import { ID_BASE, IdMap } from '../../server/providers/feed/api-sports/ids';
import { type FakeApiSports, type FootballScene, startFakeApiSports } from './fake-api-sports';
import { testEngine } from './harness';
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
/** The recorded match's kick-off: Arsenal v Chelsea, 2026-11-28 15:00 UTC. */
const KO = 1_795_878_000_000;

let t: RealtimeApp;
let fake: FakeApiSports;
let now = KO - 60 * MIN;
const clock = () => now;
const open: Client[] = [];
const providers: ApiSports[] = [];

beforeAll(async () => {
  // The provider's own limits are a paid plan's day: the replay's budget of 100 is the adapter's to keep.
  fake = await startFakeApiSports({ key: KEY, now: clock, perMinute: 10, perDay: 7500 });
  t = await startRealtimeApp({ env: { FEED: 'api-sports', API_SPORTS_KEY: KEY } });
});
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await t.app.ctx.feed.stop();
  for (const p of providers.splice(0)) await p.stop();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** The free plan's budget unless told otherwise. */
function adapter(leagues: { football: number[]; basketball: number[] }, perDay = 100) {
  const provider = createApiSports({
    key: KEY,
    baseUrls: fake.baseUrls,
    perMinute: 10,
    perDay,
    livePollMs: 2 * MIN,
    leagues,
    daysAhead: 0,
    db: t.app.ctx.db,
    clock,
    // The test drives it: tick() after each move of the clock.
    tickMs: 3_600_000,
  });
  providers.push(provider);
  return provider;
}

async function subscribed(...names: string[]) {
  const socket = await connectClient(t.url);
  open.push(socket);
  for (const channel of names) {
    expect(await ask(socket, 'subscribe', { channel })).toMatchObject({ ok: true });
  }
  return recordEvents(socket);
}

/** The most requests the fake saw in any 60 s. */
function worstMinute(times: number[]) {
  let worst = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while (times[hi]! - times[lo]! >= MIN) lo++;
    worst = Math.max(worst, hi - lo + 1);
  }
  return worst;
}

/** The match as the provider tells it: Chelsea's 74th-minute goal is ruled out by VAR five minutes later. */
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

/** Moves the clock to `until` in 30 s steps, the provider's answers following the match, ticking each step. */
async function play(provider: ApiSports, until: number) {
  while (now < until) {
    now += 30_000;
    fake.football = sceneAt(now);
    await provider.tick();
  }
}

const ofType = (events: ChannelEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);

describe(`API-Sports adapter (${testEngine()})`, () => {
  it('replays a match from its fixture to full time into the ingest, within the budget', async () => {
    const db = t.app.ctx.db;
    const board = await subscribed(channels.scores('football'));
    const provider = adapter({ football: [39], basketball: [] });
    await t.app.ctx.feed.start(provider);

    // Pre-match: the day's fixture (the Championship one is not followed), its odds and the league table.
    const ours = await new IdMap(db).one('match', 'football:1379001');
    expect(ours).toBeGreaterThanOrEqual(ID_BASE.match);
    const [row] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(row).toMatchObject({
      state: 1,
      kickoffAt: new Date(KO),
      round: '第13轮',
      venue: 'Emirates Stadium',
    });
    expect(await db.$count(matches, gte(matches.id, ID_BASE.match))).toBe(1);
    const [home] = await db.select().from(teams).where(eq(teams.id, row!.homeTeamId));
    const [away] = await db.select().from(teams).where(eq(teams.id, row!.awayTeamId));
    expect([home!.name, away!.name]).toEqual(['阿森纳', '切尔西']);
    const [league] = await db
      .select()
      .from(competitions)
      .where(eq(competitions.id, row!.competitionId));
    expect(league).toMatchObject({
      name: '英格兰超级联赛',
      shortName: '英超',
      country: '英格兰',
      hot: true,
    });
    const table = await db.select().from(teams).where(eq(teams.competitionId, row!.competitionId));
    expect(table.map((r) => r.name).sort()).toEqual(
      ['切尔西', '利物浦', '曼彻斯特城', '阿森纳'].sort(),
    );
    const lines = await db.select().from(odds).where(eq(odds.matchId, ours));
    expect(lines.length).toBeGreaterThan(0);

    const match = await subscribed(channels.match('football', ours));
    await play(provider, KO + 125 * MIN);

    const final = () =>
      ofType(match.of(channels.match('football', ours)), 'match.state').some((s) => s.state === 8);
    await expect.poll(final).toBe(true);
    // The full-time timeline is asked after the final state and its pushes come after it.
    const lastEvent = () =>
      ofType(match.of(channels.match('football', ours)), 'match.event').some(
        (e) => e.kind === 'secondYellow',
      );
    await expect.poll(lastEvent).toBe(true);
    const onMatch = match.of(channels.match('football', ours));
    const onBoard = board
      .of(channels.scores('football'))
      .filter((e) => (e.data as { matchId: number }).matchId === ours);

    // The board saw the states in order and every score change.
    expect(ofType(onBoard, 'match.state').map((s) => s.state)).toEqual([2, 3, 4, 8]);
    const scores = ofType(onBoard, 'match.score')
      .map((s) => `${s.homeScore}-${s.awayScore}`)
      .filter((s, i, all) => s !== all[i - 1]);
    expect(scores).toEqual(['1-0', '1-1', '1-2', '1-1', '2-1']);
    // The match centre: the timeline with the score after each event, the line-ups and statistics.
    const events = ofType(onMatch, 'match.event');
    expect(events.map((e) => `${e.kind} ${e.minute} ${e.homeScore}-${e.awayScore}`)).toEqual([
      'goal 22 1-0',
      'yellowCard 34 1-0',
      'substitution 46 1-0',
      'goal 67 1-1',
      'goal 74 1-2',
      // The score went down: the ingest says why, with the corrected score.
      'goalCancelled 80 1-1',
      'var 74 1-1',
      'penaltyGoal 88 2-1',
      'secondYellow 90 2-1',
    ]);
    expect(events.find((e) => e.kind === 'goalCancelled')).toMatchObject({
      side: 'away',
      text: "80'，进球取消（VAR），比分改为 1-1",
    });
    expect(events[0]).toMatchObject({
      side: 'home',
      player: 'B. Saka',
      relatedPlayer: 'M. Ødegaard',
    });
    expect(ofType(onMatch, 'match.lineups')).toHaveLength(1);
    expect((ofType(onMatch, 'match.lineups')[0]!.players as unknown[]).length).toBe(28);
    expect(ofType(onMatch, 'match.stats').at(-1)).toMatchObject({
      home: { possession: 57, shots: 14, corners: 7 },
      away: { possession: 43, redCards: 1 },
    });

    const [done] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(done).toMatchObject({
      state: 8,
      homeScore: 2,
      awayScore: 1,
      homeHalf: 1,
      awayHalf: 0,
      awayRed: 1,
      awayYellow: 1,
      homeCorners: 7,
    });
    const stored = await db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, ours))
      .orderBy(matchEvents.idx);
    expect(stored).toHaveLength(9);
    // Jackson's goal is kept in the timeline as ruled out: scorer lists do not count it.
    expect(stored.filter((e) => e.playerName === 'N. Jackson').map((e) => e.kind)).toEqual([
      'goalRuledOut',
      'var',
    ]);

    // The budget: every request answered (no 429 from the provider), at most 10 a minute and 100 a day,
    // and each one counted by the adapter.
    expect(fake.log.every((r) => r.status === 200)).toBe(true);
    expect(worstMinute(fake.log.map((r) => r.at))).toBeLessThanOrEqual(10);
    expect(fake.log.length).toBeLessThanOrEqual(100);
    expect(provider.budget.spentToday()).toBe(fake.log.length);
    // Live matches were polled more often than anything else.
    const paths = fake.log.map((r) => `${r.path}${r.query.live ? '?live' : ''}`);
    const count = (p: string) => paths.filter((x) => x === p).length;
    expect(count('fixtures?live')).toBeGreaterThan(count('fixtures/statistics'));
    expect(count('fixtures?live')).toBeGreaterThan(count('fixtures/events'));
  });

  it('maps the same provider records to the same ids after a restart, and counts the day’s requests', async () => {
    const db = t.app.ctx.db;
    const before = await db.$count(matches, gte(matches.id, ID_BASE.match));
    const first = await new IdMap(db).one('match', 'football:1379001');
    const spent = fake.log.length;
    await t.app.ctx.feed.stop();
    const again = adapter({ football: [39], basketball: [] });
    await t.app.ctx.feed.start(again);
    expect(await new IdMap(db).one('match', 'football:1379001')).toBe(first);
    expect(await db.$count(matches, gte(matches.id, ID_BASE.match))).toBe(before);
    // The new process starts from the requests already spent today.
    expect(again.budget.spentToday()).toBeGreaterThanOrEqual(spent);
    await t.app.ctx.feed.stop();
  });

  it('follows an NBA game by quarters with Chinese names and the conferences of the table', async () => {
    const db = t.app.ctx.db;
    fake.basketball = 'q3';
    // The replay spent today's free budget as far as its pace allows: this one is on a paid plan.
    const provider = adapter({ football: [], basketball: [12] }, 7500);
    await t.app.ctx.feed.start(provider);
    const ours = await new IdMap(db).one('match', 'basketball:441200');
    const [row] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(row).toMatchObject({
      sport: 'basketball',
      state: 6,
      homeScore: 76,
      awayScore: 74,
      homePeriods: [28, 31, 17],
      awayPeriods: [30, 24, 20],
      clockSeconds: 300,
    });
    const [home] = await db.select().from(teams).where(eq(teams.id, row!.homeTeamId));
    expect(home).toMatchObject({ name: '洛杉矶湖人', shortName: '湖人', groupName: '西部' });
    const east = await db
      .select()
      .from(teams)
      .where(and(eq(teams.competitionId, row!.competitionId), eq(teams.groupName, '东部')));
    expect(east.map((r) => r.shortName).sort()).toEqual(['凯尔特人', '尼克斯'].sort());
    fake.basketball = 'ft';
    now += 3 * MIN;
    await provider.tick();
    const [done] = await db.select().from(matches).where(eq(matches.id, ours));
    expect(done).toMatchObject({ state: 10, homeScore: 113, awayScore: 109 });
    await t.app.ctx.feed.stop();
  });
});

describe('API-Sports client against the fake provider', () => {
  const http = (key: string) => new ApiSportsHttp({ key, baseUrls: fake.baseUrls });
  const failure = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (err) {
      expect(err).toBeInstanceOf(ApiSportsError);
      const e = err as ApiSportsError;
      return { failure: e.failure, status: e.status, retryAfterMs: e.retryAfterMs };
    }
    throw new Error('the request succeeded');
  };

  it('is refused without the key (401) and with a wrong one (errors.token)', async () => {
    expect(await failure(http('').get('football', 'status'))).toMatchObject({
      failure: 'auth',
      status: 401,
    });
    expect(await failure(http('wrong').get('football', 'fixtures', { live: 'all' }))).toMatchObject(
      {
        failure: 'auth',
        status: 200,
      },
    );
  });

  it('reads 429 with Retry-After, 5xx, and the day quota as failures to back off from', async () => {
    now += 24 * 60 * MIN;
    const client = http(KEY);
    fake.failNext(503);
    expect(await failure(client.get('football', 'fixtures', { live: 'all' }))).toMatchObject({
      failure: 'server',
      status: 503,
    });
    for (let i = 0; i < 9; i++) await client.get('football', 'fixtures', { live: 'all' });
    const limited = await failure(client.get('football', 'fixtures', { live: 'all' }));
    expect(limited).toMatchObject({ failure: 'rate', status: 429 });
    expect(limited.retryAfterMs).toBeGreaterThan(0);
  });

  it('pauses the adapter after a 5xx: no request until the back-off is over', async () => {
    now += 24 * 60 * MIN;
    fake.football = 'ns';
    const provider = adapter({ football: [39], basketball: [] });
    fake.failNext(502);
    const from = fake.log.length;
    await t.app.ctx.feed.start(provider);
    expect(fake.log.slice(from).map((r) => r.status)).toEqual([502]);
    expect(provider.poller.pausedTill).toBe(now + 30_000);
    // /healthz shows the pause and the failure.
    const paused = (await t.app.inject({ url: '/healthz' })).json().data.feed;
    expect(paused).toMatchObject({
      provider: 'api-sports',
      lastSuccessAt: null,
      lagMs: null,
      errorRate: 1,
      recentRequests: 1,
      pausedUntil: now + 30_000,
      budget: { perMinute: 10, perDay: 100 },
    });
    now += 29_000;
    await provider.tick();
    expect(fake.log.length).toBe(from + 1);
    now += 1000;
    await provider.tick();
    expect(fake.log.slice(from + 1).every((r) => r.status === 200)).toBe(true);
    expect(fake.log.length).toBeGreaterThan(from + 1);
    const recovered = (await t.app.inject({ url: '/healthz' })).json().data.feed;
    expect(recovered).toMatchObject({ lastSuccessAt: now, lagMs: 0, pausedUntil: null });
    expect(recovered.errorRate).toBeGreaterThan(0);
    expect(recovered.errorRate).toBeLessThan(1);
    expect(recovered.budget.spentToday).toBe(fake.log.length - from);
    await t.app.ctx.feed.stop();
    expect((await t.app.inject({ url: '/healthz' })).json().data.feed).toEqual({
      provider: null,
      leader: false,
    });
  });
});
