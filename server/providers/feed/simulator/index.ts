// The built-in feed: a seeded world of competitions whose matches play out in real time (or `speed` times
// faster). Every match's life is decided by its own script (engines + odds model), so the simulator keeps
// almost nothing in memory: each tick it delivers the changes whose time has come, regenerating a script
// when one of its changes is due and caching only the scripts of matches about to start or in play.
import type { FastifyBaseLogger } from 'fastify';
import { chinaDayStartOf } from '../../../../contract/format/china-day';
import type { FeedChange, FeedFixture, FeedProvider, FeedReference, FeedSink } from '../types';
import { playBasketball } from './basketball/engine';
import { buildCatalogue, seasonOf } from './catalogue';
import { SimClock } from './clock';
import { playFootball } from './football/engine';
import { lotteryIssues } from './lottery';
import type { Catalogue, CompetitionSpec, MatchScript, SimFixture, TeamSpec } from './model';
import { bookmakers, oddsScript } from './odds';
import { Rng } from './rng';
import { fixturesBetween } from './schedule';

export interface SimulatorOptions {
  seed: string | number;
  /** 1 = real time; 60 plays a match in under two minutes. */
  speed: number;
  /** Days of finished fixtures and of upcoming ones the site holds. */
  pastDays: number;
  futureDays: number;
  /** How often changes are delivered, in real ms. */
  tickMs?: number;
  /** The simulator's clock; by default real time from now on, sped up by `speed`, never going back. */
  clock?: () => number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Opening odds come up to 5 days before kick-off: a fixture further off has nothing due yet. */
const LEAD = 6 * DAY;
/** No match lasts longer than this after its kick-off (football with extra time, penalties and a break). */
const LONGEST = 5 * HOUR;
/** Scripts of matches this close to kick-off (or in play) stay in memory: their changes come every minute. */
const DENSE = 3 * HOUR;
/**
 * Catch-up batches: each is one transaction, and on PGlite (a single connection) the site's other queries
 * wait for it, so a batch is kept to a few hundred milliseconds.
 */
const BACKFILL_MATCHES = 40;

interface Tracked {
  fixture: SimFixture;
  /** The instant of its next undelivered change; Infinity when its script is done. */
  dueAt: number;
}

export interface Simulator extends FeedProvider {
  /** The simulator's current instant. */
  now(): number;
  /** Delivers what is due now (the timer calls it; tests call it directly). */
  tick(): Promise<void>;
  readonly catalogue: Catalogue;
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const catalogue = buildCatalogue(options.seed);
  const rng = new Rng(options.seed);
  const clock = options.clock ?? new SimClock(options.speed).now;
  const competitions = new Map(catalogue.competitions.map((c) => [c.id, c]));
  const teams = new Map(catalogue.teams.map((t) => [t.id, t]));
  const tracked = new Map<number, Tracked>();
  const dense = new Map<number, MatchScript>();
  let sink: FeedSink | null = null;
  let delivered = 0;
  let windowDay = Number.NaN;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  function script(fixture: FeedFixture): MatchScript {
    const cached = dense.get(fixture.id);
    if (cached) return cached;
    const competition = competitions.get(fixture.competitionId) as CompetitionSpec;
    const home = teams.get(fixture.homeTeamId) as TeamSpec;
    const away = teams.get(fixture.awayTeamId) as TeamSpec;
    const matchRng = rng.fork(`match:${fixture.id}`);
    const input = {
      fixture,
      competition,
      home,
      away,
      homeSquad: catalogue.squad(home.id),
      awaySquad: catalogue.squad(away.id),
      rng: matchRng.fork('play'),
    };
    const play = fixture.sport === 'football' ? playFootball(input) : playBasketball(input);
    const prices = oddsScript({ ...input, script: play, rng: matchRng.fork('odds') });
    const merged = [...play, ...prices].sort((a, b) => a.at - b.at);
    return merged;
  }

  /** Changes of a fixture in (from, to], and when its next one is due. */
  function due(t: Tracked, from: number, to: number) {
    const s = script(t.fixture);
    const out: FeedChange[] = [];
    let next = Number.POSITIVE_INFINITY;
    for (const change of s) {
      if (change.at <= from) continue;
      if (change.at > to) {
        next = change.at;
        break;
      }
      out.push(change);
    }
    t.dueAt = next;
    const kickoff = t.fixture.kickoffAt;
    if (to >= kickoff - DENSE && next !== Number.POSITIVE_INFINITY) dense.set(t.fixture.id, s);
    else dense.delete(t.fixture.id);
    return out;
  }

  function reference(): FeedReference {
    return {
      competitions: catalogue.competitions.map((spec) => {
        const {
          seasonName: _n,
          utcOffset: _o,
          slots: _s,
          format: _f,
          rules: _r,
          teamIds: _t,
          ...c
        } = spec;
        return { ...c, season: seasonOf(spec) };
      }),
      teams: catalogue.teams.map(({ rating: _r, namePool: _n, ...t }) => t),
      players: catalogue.teams.flatMap((t) => catalogue.squad(t.id)),
      bookmakers: bookmakers.map((b) => ({ id: b.id, name: b.name })),
    };
  }

  /** Keeps the window of fixtures [today − pastDays, today + futureDays] as the days go by. */
  async function slideWindow(now: number) {
    const today = chinaDayStartOf(now);
    if (today === windowDay) return;
    windowDay = today;
    const from = today - options.pastDays * DAY;
    const to = today + (options.futureDays + 1) * DAY;
    const fixtures = fixturesBetween(catalogue, from, to);
    const fresh = fixtures.filter((f) => !tracked.has(f.id));
    for (const f of fresh) {
      tracked.set(f.id, { fixture: f, dueAt: Math.max(f.kickoffAt - LEAD, delivered + 1) });
    }
    // Fixtures that left the window and have nothing more to say are forgotten.
    for (const [id, t] of tracked) {
      if (t.fixture.kickoffAt < from && t.dueAt === Number.POSITIVE_INFINITY) {
        tracked.delete(id);
        dense.delete(id);
      }
    }
    // Who the draw sends through stays inside the simulator: a real feed knows it only when it happens.
    await sink!.fixtures(fresh.map(({ advances: _advances, ...fixture }) => fixture));
    await sink!.lottery(
      lotteryIssues(fixtures, catalogue.competitions, rng.fork('lottery'), {
        teams: catalogue.teams,
        window: { from, to },
      }),
    );
  }

  /** Everything between the stored cursor and now, written without pushing, a slice of matches at a time. */
  async function catchUp(from: number, to: number) {
    const waiting = [...tracked.values()]
      .filter((t) => t.dueAt <= to && t.fixture.kickoffAt + LONGEST > from)
      .sort((a, b) => a.fixture.kickoffAt - b.fixture.kickoffAt);
    for (let i = 0; i < waiting.length; i += BACKFILL_MATCHES) {
      const batch = waiting
        .slice(i, i + BACKFILL_MATCHES)
        .flatMap((t) => due(t, from, to))
        .sort((a, b) => a.at - b.at);
      const last = i + BACKFILL_MATCHES >= waiting.length;
      await sink!.changes(batch, { cursor: last ? to : from, backfill: true, more: !last });
      // Let requests in between slices: the site is already serving.
      await new Promise((resolve) => setImmediate(resolve));
    }
    // Fixtures with nothing in (from, to] still need their next due instant: a match over before `from`
    // has none (no need to play it again); the others are played, a slice at a time.
    const pending = [...tracked.values()].filter((t) => t.dueAt <= to);
    for (let i = 0; i < pending.length; i++) {
      const t = pending[i]!;
      if (t.fixture.kickoffAt + LONGEST <= from) t.dueAt = Number.POSITIVE_INFINITY;
      else due(t, to, to);
      if (i % BACKFILL_MATCHES === BACKFILL_MATCHES - 1) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    delivered = to;
  }

  async function deliver() {
    const now = clock();
    if (now <= delivered) return;
    await slideWindow(now);
    const batch: FeedChange[] = [];
    for (const t of tracked.values()) {
      if (t.dueAt <= now) batch.push(...due(t, delivered, now));
    }
    batch.sort((a, b) => a.at - b.at);
    await sink!.changes(batch, { cursor: now });
    delivered = now;
  }

  const simulator: Simulator = {
    name: 'simulator',
    catalogue,
    now: clock,

    async start(target: FeedSink) {
      sink = target;
      const now = clock();
      await sink.reference(reference());
      const cursor = await sink.cursor();
      // A cursor from the future (a clock set back, another seed's run) cannot be trusted: start over.
      delivered = cursor !== null && cursor <= now ? cursor : 0;
      await slideWindow(now);
      await catchUp(delivered, now);
      options.log?.info({ matches: tracked.size }, 'feed: simulator caught up');
      timer = setInterval(() => {
        simulator.tick().catch((err: unknown) => options.log?.error({ err }, 'feed: tick failed'));
      }, options.tickMs ?? 1000);
      timer.unref();
    },

    tick() {
      // One delivery at a time: a slow database makes ticks wait, never overlap.
      running = running.then(deliver, deliver);
      return running;
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running.catch(() => {});
    },
  };
  return simulator;
}
