// Runs a data feed into the ingest for as long as the app lives, in one process of a deployment (a lease).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { SimClock } from '../../providers/feed/simulator/clock';
import type { FeedHealth, FeedProvider, FeedSink } from '../../providers/feed/types';
import type { KvStore } from '../../stores/kv';

/**
 * The site's match time: wall time, or the simulator's clock when it plays sped up (FEED_SPEED), so that
 * /live/time, "today", push times and every live minute agree with the matches it plays.
 */
export function feedClock(config: Config): () => number {
  const { provider, speed } = config.feed;
  return provider === 'simulator' && speed !== 1 ? new SimClock(speed).now : Date.now;
}

/** The provider the config names, or null when the feed is off (a provider is loaded only when used). */
export async function configuredFeed(
  config: Config,
  log: FastifyBaseLogger,
  clock: () => number,
  /** The real feed keeps its id map there (the simulator's ids are its own). */
  db?: Db,
): Promise<FeedProvider | null> {
  const { feed } = config;
  if (feed.provider === 'off') return null;
  if (feed.provider === 'api-sports') {
    if (!db) throw new Error('feed: api-sports needs the database for its id map');
    const { createApiSports } = await import('../../providers/feed/api-sports');
    const primary = createApiSports({ ...feed.apiSports, db, clock, log });
    if (feed.fallback.provider === 'off') return primary;
    const { createFailover } = await import('../../providers/feed/failover');
    const { createSimulator } = await import('../../providers/feed/simulator');
    return createFailover({
      primary,
      // Real time, today and tomorrow only: it stands in for live play, it does not fill the calendar.
      makeFallback: async () =>
        createSimulator({ seed: feed.seed, speed: 1, pastDays: 0, futureDays: 1, clock, log }),
      fallbackName: 'simulator',
      afterMs: feed.fallback.afterMs,
      now: clock,
      db,
      log,
    });
  }
  const { createSimulator } = await import('../../providers/feed/simulator');
  return createSimulator({
    seed: feed.seed,
    speed: feed.speed,
    pastDays: feed.pastDays,
    futureDays: feed.futureDays,
    clock,
    log,
  });
}

const HEALTH_KEY = 'feed:health';

export interface LeaseOptions {
  /** The lease's life: another process takes over this long after the holder stops renewing. */
  ttlMs?: number;
  /** How often the holder renews it and the others try for it. */
  renewMs?: number;
}

export class FeedRunner {
  private provider: FeedProvider | null = null;
  private started: Promise<void> = Promise.resolve();
  private lease: { timer: ReturnType<typeof setInterval>; release(): Promise<void> } | null = null;
  /** The deployment's shared store, once this process leads or waits to: where the leader's health is read. */
  private kv: KvStore | null = null;

  constructor(
    private readonly sink: FeedSink,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a feed in the background: the site serves while it catches up. Resolves once caught up. */
  start(provider: FeedProvider, sink: FeedSink = this.sink): Promise<void> {
    if (this.provider) throw new Error(`feed: ${this.provider.name} is already running`);
    this.provider = provider;
    this.started = provider.start(sink).catch((err: unknown) => {
      this.log.error({ err }, `feed: ${provider.name} failed to start`);
    });
    return this.started;
  }

  /**
   * Runs the feed in one process of many. The processes of a deployment share the kv store (Redis):
   * one holds the lease and runs the feed, renewing it; when it stops renewing (it died, or lost Redis
   * for longer than the lease) another takes the lease and the feed over, continuing from the stored
   * cursor. With the embedded store there is one process, which leads at once.
   *
   * A stall longer than the lease's life (CPU work on the event loop, a long GC pause) lets the lease
   * lapse while this process still runs the feed. If no one took the key meanwhile, this process is
   * the only one that wants it: it takes it back at once and the feed runs on, with one warning,
   * instead of stopping the feed and starting it again a retry period later.
   *
   * A stall long enough for another process to take the lease over ends with both running the feed until this
   * one's next lease step: every write of this one's feed first checks that it still holds the lease (renewing
   * it), and is refused when another process holds it, so the data has one writer.
   */
  lead(
    make: () => Promise<FeedProvider | null>,
    kv: KvStore,
    { ttlMs = 15_000, renewMs = 5_000 }: LeaseOptions = {},
  ) {
    if (this.lease) throw new Error('feed: already leading');
    this.kv = kv;
    const key = 'feed:leader';
    const owner = randomUUID();
    let leading = false;
    let busy = false;
    let renewedAt = 0;
    /** Throws when another process holds the lease; takes a lapsed one back (as the step does). */
    const holds = async () => {
      try {
        if (await kv.renewIfHolds(key, owner, ttlMs)) return;
        if (await kv.setIfAbsent(key, owner, ttlMs)) return;
      } catch (err) {
        // The store is away: the feed runs on, as the lease step lets it, rather than leave a gap in the data.
        this.log.warn({ err }, 'feed: the lease could not be checked before a write');
        return;
      }
      throw new LeaseLost();
    };
    const step = async () => {
      if (busy) return;
      busy = true;
      try {
        if (!leading) {
          if (!(await kv.setIfAbsent(key, owner, ttlMs))) return;
          const provider = await make();
          if (!provider) return;
          leading = true;
          renewedAt = Date.now();
          this.log.info(`feed: this process runs the ${provider.name} feed`);
          void this.start(provider, leaseSink(this.sink, holds));
        } else if (await kv.renewIfHolds(key, owner, ttlMs)) {
          renewedAt = Date.now();
        } else if (await kv.setIfAbsent(key, owner, ttlMs)) {
          const sinceRenewalMs = Date.now() - renewedAt;
          renewedAt = Date.now();
          this.log.warn(
            { sinceRenewalMs, ttlMs },
            'feed: the lease lapsed while this process stalled; nobody else held it, so it is taken back and the feed runs on',
          );
        } else {
          leading = false;
          this.log.warn('feed: the lease went to another process; stopping this feed');
          await this.stopProvider();
        }
        // The leader's health, for /healthz and the dashboard of every process (it goes with the lease).
        if (leading && this.provider) {
          await kv.set(HEALTH_KEY, JSON.stringify(this.health()), ttlMs);
        }
      } catch (err) {
        this.log.error({ err }, 'feed: lease step failed');
      } finally {
        busy = false;
      }
    };
    const timer = setInterval(() => void step(), renewMs);
    timer.unref();
    this.lease = {
      timer,
      release: async () => {
        if (!leading) return;
        await kv.delete(HEALTH_KEY);
        await kv.deleteIfHolds(key, owner);
      },
    };
    void step();
  }

  /**
   * The feed as this process sees it: the provider it runs (none when another process of the deployment
   * holds the lease) and, when the provider tells, its last good answer, lag, error rate and budget.
   */
  health(): { provider: string | null } & Partial<FeedHealth> {
    const provider = this.provider;
    if (!provider) return { provider: null };
    return { provider: provider.name, ...provider.health?.() };
  }

  /**
   * The feed as the deployment sees it: this process's when it runs the feed, else the one the leader last
   * published (renewed with its lease; gone when no process leads).
   */
  async sharedHealth(): Promise<
    { provider: string | null; leader: boolean } & Partial<FeedHealth>
  > {
    if (this.provider || !this.kv) return { ...this.health(), leader: this.provider !== null };
    const published = await this.kv.get(HEALTH_KEY).catch(() => null);
    if (!published) return { provider: null, leader: false };
    return { ...(JSON.parse(published) as ReturnType<FeedRunner['health']>), leader: false };
  }

  /** Whether this process runs the feed now. */
  get running() {
    return this.provider !== null;
  }

  private async stopProvider() {
    const provider = this.provider;
    if (!provider) return;
    await this.started;
    await provider.stop();
    this.provider = null;
  }

  /** Stops the feed (and gives its lease up, so another process takes over at once). */
  async stop() {
    const lease = this.lease;
    this.lease = null;
    if (lease) clearInterval(lease.timer);
    await this.stopProvider();
    await lease?.release().catch(() => {});
  }
}

/** A write of a feed whose process no longer holds the lease. */
export class LeaseLost extends Error {
  constructor() {
    super('feed: another process holds the lease; this write is refused');
  }
}

/** The sink with every write checked against the lease first. */
function leaseSink(sink: FeedSink, holds: () => Promise<void>): FeedSink {
  return {
    reference: async (reference) => {
      await holds();
      await sink.reference(reference);
    },
    fixtures: async (fixtures) => {
      await holds();
      await sink.fixtures(fixtures);
    },
    lottery: async (issues) => {
      await holds();
      await sink.lottery(issues);
    },
    changes: async (changes, options) => {
      await holds();
      await sink.changes(changes, options);
    },
    cursor: () => sink.cursor(),
  };
}
