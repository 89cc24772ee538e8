// The feed's failover drill (issue 26): three real app processes on one PostgreSQL database and one Redis, each
// wanting the feed's lease, run the API-Sports adapter against the fake provider one at a time. The match is
// replayed from its recorded answers; the leader is SIGKILLed in the second half just after a goal that VAR then
// rules out, and the next leader is frozen (SIGSTOP) past the lease's life while full time comes, and resumed once
// the third took over. A socket client on the process never touched sees every push of the match exactly once, in
// order, the retraction included; the database holds every event once; and the plan's budget, counted by the
// processes together, covers every request the provider saw.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChannelEvent, channels } from '../../contract/events';
import { type Database, openDatabase } from '../../server/db/client';
import { appMeta, feedIds, matchEvents, matches } from '../../server/db/schema';
import type { FeedHealth } from '../../server/providers/feed/types';
import { type FakeApiSports, type FootballScene, startFakeApiSports } from './fake-api-sports';
import { testEngine } from './harness';
import { ask, type Client, connectClient, dropRedisKeys, recordEvents } from './realtime-support';

// Processes on one Redis: only the PostgreSQL run has Redis (vitest.config.ts gives this file to server-postgres).
if (testEngine() !== 'postgres')
  throw new Error('api-sports-failover runs in the server-postgres project');

const KEY = 'test-key-0123456789';
/** The recorded match's kick-off: Arsenal v Chelsea, 2026-11-28 15:00 UTC. */
const KO = 1_795_878_000_000;
/** The plan, as the fake enforces it and the adapters are told. */
const PER_MINUTE = 300;
const PER_DAY = 2_000;
/** Long enough that a loaded 2-core machine's pauses do not move the lease; short enough for a drill. */
const LEASE_TTL_S = 3;
const LEASE_RENEW_S = 0.5;
const WAIT = { timeout: 45_000, interval: 100 };

type Feed = { running: boolean; health: { provider: string | null } & Partial<FeedHealth> };

interface Proc {
  name: string;
  child: ChildProcess;
  url: string;
  client: Client;
  pushes: ReturnType<typeof recordEvents>;
  output: string[];
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const runId = randomBytes(5).toString('hex');
const prefix = `qiulive-test-failover-${runId}:`;
const dbName = `qiulive_test_failover_${runId}`;
const adminUrl = process.env.TEST_DATABASE_URL!;
const redisUrl = process.env.TEST_REDIS_URL!;
const dbUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

let admin: pg.Client;
let database: Database;
let fake: FakeApiSports;
const procs: Proc[] = [];

/** The next IPC message of kind t from a child; its exit first fails it. */
function next<T>(child: ChildProcess, t: string, timeoutMs: number, output: string[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error(`no ${t} within ${timeoutMs} ms:\n${output.join('')}`)),
      timeoutMs,
    );
    const onMessage = (m: { t: string }) => m.t === t && done(null, m as T);
    const onExit = (code: number | null) =>
      done(new Error(`app process exited (${code}):\n${output.join('')}`));
    const done = (err: Error | null, m?: T) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve(m!);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function launch(name: string): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', here('./api-sports-process.ts')], {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      DRILL_PREFIX: prefix,
      // The adapter's clock: five minutes before kick-off when the drill starts.
      DRILL_CLOCK_OFFSET_MS: String(KO - 5 * 60_000 - Date.now()),
      DRILL_LIVE_POLL_MS: '400',
      LOG_LEVEL: 'warn',
      FEED: 'api-sports',
      FEED_LEASE_TTL_SECONDS: String(LEASE_TTL_S),
      FEED_LEASE_RENEW_SECONDS: String(LEASE_RENEW_S),
      API_SPORTS_KEY: KEY,
      API_SPORTS_FOOTBALL_URL: fake.baseUrls.football,
      API_SPORTS_BASKETBALL_URL: fake.baseUrls.basketball,
      API_SPORTS_FOOTBALL_LEAGUES: '39',
      API_SPORTS_BASKETBALL_LEAGUES: 'none',
      API_SPORTS_DAYS_AHEAD: '0',
      API_SPORTS_PER_MINUTE: String(PER_MINUTE),
      API_SPORTS_PER_DAY: String(PER_DAY),
    },
  });
  const output: string[] = [];
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const { port } = await next<{ port: number }>(child, 'ready', 90_000, output);
  const url = `http://127.0.0.1:${port}`;
  const client = await connectClient(url);
  return { name, child, url, client, pushes: recordEvents(client), output };
}

/** Whether the process runs the feed, and its feed's health (a frozen one is never asked). */
function feedOf(p: Proc): Promise<Feed> {
  const answer = next<Feed>(p.child, 'feed', 10_000, p.output);
  p.child.send({ t: 'feed' });
  return answer;
}

async function leaders(among: Proc[]) {
  const feeds = await Promise.all(among.map(feedOf));
  return among.filter((_, i) => feeds[i]!.running);
}

/** The one process of `among` that runs the feed, once exactly one does. */
async function leaderOf(among: Proc[]): Promise<Proc> {
  let found: Proc[] = [];
  await expect
    .poll(async () => {
      found = await leaders(among);
      return found.length;
    }, WAIT)
    .toBe(1);
  return found[0]!;
}

async function ourMatchId(): Promise<number | null> {
  const [row] = await database.db
    .select({ id: feedIds.ourId })
    .from(feedIds)
    .where(
      and(
        eq(feedIds.provider, 'api-sports'),
        eq(feedIds.entity, 'match'),
        eq(feedIds.providerKey, 'football:1379001'),
      ),
    );
  return row ? Number(row.id) : null;
}

async function stored(matchId: number) {
  const [row] = await database.db.select().from(matches).where(eq(matches.id, matchId));
  const events = await database.db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(matchEvents.idx);
  return {
    state: row!.state,
    score: `${row!.homeScore}-${row!.awayScore}`,
    events: events.length,
    rows: events,
  };
}

/** The provider moves on to `scene`; resolves once the database holds what it tells. */
async function play(
  matchId: number,
  scene: FootballScene,
  expected: { state: number; score: string; events: number },
) {
  fake.football = scene;
  await expect
    .poll(async () => {
      const { state, score, events } = await stored(matchId);
      return { state, score, events };
    }, WAIT)
    .toEqual(expected);
}

/** The feed's cursor: the feed clock up to which the last stored batch delivered. */
async function cursor() {
  const [row] = await database.db
    .select()
    .from(appMeta)
    .where(eq(appMeta.key, 'feed:api-sports:cursor'));
  return Number(row!.value);
}

async function budgetStored() {
  const [row] = await database.db
    .select()
    .from(appMeta)
    .where(eq(appMeta.key, 'feed:api-sports:budget'));
  return JSON.parse(row!.value) as { spent: number; recent: number[] };
}

/** The most requests the fake saw in any 60 s. */
function worstMinute(times: number[]) {
  let worst = 0;
  let lo = 0;
  for (let hi = 0; hi < times.length; hi++) {
    while (times[hi]! - times[lo]! >= 60_000) lo++;
    worst = Math.max(worst, hi - lo + 1);
  }
  return worst;
}

const ofType = (events: ChannelEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);

/** Resolves once every process of `among` pushed a match event like this to its client. */
async function seen(among: Proc[], test: (event: Record<string, unknown>) => boolean) {
  for (const p of among) {
    await expect
      .poll(
        () =>
          p.pushes.events.some(
            (e) => e.type === 'match.event' && test(e.data as Record<string, unknown>),
          ),
        WAIT,
      )
      .toBe(true);
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  // Migrated once here, so the three processes start on a ready database.
  database = await openDatabase({ databaseUrl: dbUrl });
  fake = await startFakeApiSports({ key: KEY, perMinute: PER_MINUTE, perDay: PER_DAY });
  fake.football = 'ns';
  procs.push(...(await Promise.all(['P1', 'P2', 'P3'].map(launch))));
}, 180_000);

afterAll(async () => {
  await Promise.all(
    procs.map(async (p) => {
      p.client.close();
      if (p.child.exitCode !== null || p.child.signalCode !== null) return;
      p.child.kill('SIGCONT');
      const exited = new Promise((resolve) => p.child.once('exit', resolve));
      p.child.send({ t: 'close' });
      const timer = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  await fake?.close();
  await database?.close();
  await admin?.query(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
  await dropRedisKeys(redisUrl, prefix);
}, 60_000);

describe('API-Sports feed failover: three processes on PostgreSQL and Redis', () => {
  it('a leader killed mid-match and a leader frozen past its lease: every event once, in order, within the budget', async () => {
    await leaderOf(procs);
    await expect.poll(ourMatchId, WAIT).not.toBeNull();
    const ours = (await ourMatchId())!;
    const matchChannel = channels.match('football', ours);
    for (const p of procs) {
      for (const channel of [matchChannel, channels.scores('football')]) {
        expect(await ask(p.client, 'subscribe', { channel })).toMatchObject({ ok: true });
      }
    }

    await play(ours, '1h', { state: 2, score: '1-0', events: 1 });
    await play(ours, 'ht', { state: 3, score: '1-0', events: 2 });
    await play(ours, '2h', { state: 4, score: '1-1', events: 4 });
    await play(ours, '2hgoal', { state: 4, score: '1-2', events: 5 });

    // The leader now (a loaded machine's pause may have moved the lease since the start).
    const first = await leaderOf(procs);
    // 1. The leader dies with the 74th-minute goal stored and pushed (a kill between a batch's commit and its
    // pushes loses those pushes: see the report of issue 26); VAR rules it out before anyone polls again.
    await seen(
      procs.filter((p) => p !== first),
      (e) => e.kind === 'goal' && e.minute === 74,
    );
    const cursorBefore = await cursor();
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    fake.football = '2hvar';
    const survivors = procs.filter((p) => p !== first);
    const second = await leaderOf(survivors);
    const takeOverMs = Date.now() - killedAt;
    // The new leader's budget starts from the minute the dead one spent (shared, not its own empty window), once
    // its adapter has started.
    const lastMinute = fake.log.filter((r) => r.at <= killedAt && r.at > killedAt - 40_000).length;
    const spentBefore = fake.log.filter((r) => r.at <= killedAt).length;
    expect(lastMinute).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const budget = (await feedOf(second)).health.budget;
        return (
          budget !== undefined &&
          budget.spentLastMinute! >= lastMinute &&
          budget.spentToday >= spentBefore
        );
      }, WAIT)
      .toBe(true);
    // The ruled-out goal: the retraction (1-1) and VAR's own event, the goal kept as ruled out.
    await expect
      .poll(async () => {
        const s = await stored(ours);
        return { state: s.state, score: s.score, events: s.events };
      }, WAIT)
      .toEqual({ state: 4, score: '1-1', events: 7 });
    expect(await cursor()).toBeGreaterThan(cursorBefore);

    // 2. The new leader freezes past its lease's life (as a long event-loop stall would), once its last batch is
    // pushed (pushes frozen half-way reach clients late, out of seq order: a gap to them). The third takes over
    // with nothing new to tell; the frozen one wakes up still running the feed (whatever it still had to write is
    // refused) and stops; full time comes after the third's first poll. The stall ends before the third's first
    // write, as a real one does: one frozen inside a transaction holds its row locks, and the third waits for them.
    await seen(survivors, (e) => e.kind === 'var');
    const frozenCursor = await cursor();
    const frozenAt = Date.now();
    second.child.kill('SIGSTOP');
    const untouched = survivors.find((p) => p !== second)!;
    const third = await leaderOf([untouched]);
    const stallTakeOverMs = Date.now() - frozenAt;
    second.child.kill('SIGCONT');
    await expect.poll(cursor, WAIT).toBeGreaterThan(frozenCursor);
    fake.football = 'ft';
    await play(ours, 'ft', { state: 8, score: '2-1', events: 9 });
    await expect.poll(async () => (await feedOf(second)).running, WAIT).toBe(false);
    expect((await feedOf(third)).running).toBe(true);

    // What the untouched process pushed to its client, from its subscription on, once the last pushes came
    // (the full-time timeline may be asked before or after the final state).
    const pushedOf = (channel: string, type: string) =>
      ofType(untouched.pushes.of(channel), type).filter((d) => d.matchId === ours);
    await expect
      .poll(
        () =>
          pushedOf(matchChannel, 'match.event').some((e) => e.kind === 'secondYellow') &&
          [matchChannel, channels.scores('football')].every(
            (channel) =>
              pushedOf(channel, 'match.state').some((s) => s.state === 8) &&
              pushedOf(channel, 'match.score').some((s) => s.homeScore === 2 && s.awayScore === 1),
          ),
        WAIT,
      )
      .toBe(true);
    const onMatch = untouched.pushes.of(matchChannel);
    const onBoard = untouched.pushes
      .of(channels.scores('football'))
      .filter((e) => (e.data as { matchId: number }).matchId === ours);
    // Nothing missed or seen twice on the channel: its seqs run on one by one.
    const seqs = onMatch.map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    const events = ofType(onMatch, 'match.event').map(
      (e) => `${e.kind} ${e.minute} ${e.homeScore}-${e.awayScore}`,
    );
    expect(events).toEqual([
      'goal 22 1-0',
      'yellowCard 34 1-0',
      'substitution 46 1-0',
      'goal 67 1-1',
      'goal 74 1-2',
      'goalCancelled 80 1-1',
      'var 74 1-1',
      'penaltyGoal 88 2-1',
      'secondYellow 90 2-1',
    ]);
    for (const pushes of [onMatch, onBoard]) {
      expect(ofType(pushes, 'match.state').map((s) => s.state)).toEqual([2, 3, 4, 8]);
      const scores = ofType(pushes, 'match.score').map(({ minute: _m, ...s }) => JSON.stringify(s));
      // A take-over pushes a score only when it differs from the last one pushed.
      expect(scores.filter((s, i) => s === scores[i - 1])).toEqual([]);
      const goals = ofType(pushes, 'match.score')
        .map((s) => `${s.homeScore}-${s.awayScore}`)
        .filter((s, i, all) => s !== all[i - 1]);
      expect(goals).toEqual(['1-0', '1-1', '1-2', '1-1', '2-1']);
    }

    // The database: each event once, the goal VAR took back kept as ruled out, the final score.
    const final = await stored(ours);
    expect(final.rows.map((e) => `${e.kind} ${e.minute} ${e.side}`)).toEqual([
      'goal 22 home',
      'yellowCard 34 away',
      'substitution 46 away',
      'goal 67 away',
      'goalRuledOut 74 away',
      'var 74 away',
      'penaltyGoal 88 home',
      'secondYellow 90 away',
      'goalCancelled 80 away',
    ]);
    const [row] = await database.db.select().from(matches).where(eq(matches.id, ours));
    expect(row).toMatchObject({ state: 8, homeScore: 2, awayScore: 1, homeHalf: 1, awayRed: 1 });

    // The budget: every request answered within the plan, and each counted once by the processes together
    // (a request is counted before it is made: the killed leader may have counted one it never sent).
    expect(fake.log.filter((r) => r.status !== 200)).toEqual([]);
    expect(worstMinute(fake.log.map((r) => r.at))).toBeLessThanOrEqual(PER_MINUTE);
    expect(fake.log.length).toBeLessThanOrEqual(PER_DAY);
    const budget = await budgetStored();
    expect(budget.spent).toBeGreaterThanOrEqual(fake.log.length);
    expect(budget.spent).toBeLessThanOrEqual(fake.log.length + 1);

    const refused = second.output.join('').includes('this write is refused');
    console.log(
      `failover drill: take-over after SIGKILL ${takeOverMs} ms, after SIGSTOP ${stallTakeOverMs} ms ` +
        `(lease ${LEASE_TTL_S} s, renewed every ${LEASE_RENEW_S} s); ${events.length} events, ` +
        `${seqs.length} pushes on the match channel checked; ${fake.log.length} requests ` +
        `(${budget.spent} counted), worst minute ${worstMinute(fake.log.map((r) => r.at))}; ` +
        `the frozen leader ${refused ? 'had a write refused' : 'stopped before writing'} when it woke`,
    );
  }, 180_000);
});
