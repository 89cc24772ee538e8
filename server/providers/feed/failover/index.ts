// The failover feed (FEED_FALLBACK=simulator): the real feed (primary) serves; when its requests have all failed
// for `afterMs` (5xx, 429 storms, the network down) the simulator (fallback) starts beside it and plays
// the competitions the primary does not cover (fallback-sink.ts says which matches and why). The primary
// keeps trying meanwhile, within its own back-off; its first good answer makes it authoritative again: the
// fallback shows no new match, plays those on the board to full time, then stops. One provider to the
// FeedRunner, so the lease covers both: only the leading process polls the real API or runs the simulator.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { FeedHealth, FeedProvider, FeedSink } from '../types';
import { Coverage } from './coverage';
import { FallbackSink } from './fallback-sink';
import { serialized } from './serialized';

export interface FailoverOptions {
  primary: FeedProvider & { tick?(): Promise<void> };
  /** Made when first needed (the simulator builds its world then). */
  makeFallback: () => Promise<FeedProvider & { tick?(): Promise<void> }>;
  /** The fallback's name before it was ever made (health). */
  fallbackName: string;
  /** The primary failing (no good answer) for this long starts the fallback. */
  afterMs: number;
  now: () => number;
  /** Where the primary's earlier coverage is read (feed_ids). */
  db: Db;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often the primary's health is looked at, in ms (tests call check() directly). */
  checkMs?: number;
  /** How long before its kick-off a fallback match appears on the board. */
  leadMs?: number;
}

export type FeedRole = 'primary' | 'fallback';

export interface Failover extends FeedProvider {
  /** Looks at the primary's health and switches if due (the timer calls it; tests call it directly). */
  check(): Promise<void>;
  /** check(), then each provider's own tick: a test's whole step under its fake clock. */
  tick(): Promise<void>;
  readonly role: FeedRole;
  health(): FeedHealth;
}

const NO_HEALTH: FeedHealth = {
  lastSuccessAt: null,
  lagMs: null,
  errorRate: 0,
  recentRequests: 0,
  pausedUntil: null,
};

export function createFailover(options: FailoverOptions): Failover {
  const { primary, now, afterMs, log } = options;
  const coverage = new Coverage();
  let base: FeedSink | null = null;
  let role: FeedRole = 'primary';
  let since = now();
  let retryFrom = 0;
  let fallback: (FeedProvider & { tick?(): Promise<void> }) | null = null;
  let fallbackSink: FallbackSink | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();

  const lastGood = () => primary.health?.().lastSuccessAt ?? null;
  /**
   * Since when the primary has been failing: its first failed request after its last good answer. Counted
   * from failures, not from the last answer, since a feed with nothing due for a while (no match near) asks
   * nothing and is not down. After a fallback that failed to start, from that moment.
   */
  const failingSince = () => {
    const since = primary.health?.().failingSince ?? null;
    return since === null ? null : Math.max(since, retryFrom);
  };

  async function takeOver(at: number) {
    role = 'fallback';
    since = at;
    log?.warn(
      { afterMs, lastSuccessAt: lastGood(), failingSince: failingSince() },
      `feed: ${primary.name} has not answered well for ${Math.round(afterMs / 1000)} s; the ${options.fallbackName} stands in for what it does not cover`,
    );
    if (fallback && fallbackSink) {
      // Still draining from the last outage: it shows new matches again.
      fallbackSink.releasing = true;
      return;
    }
    await coverage.load(options.db, primary.name);
    const sink = new FallbackSink(base!, coverage, {
      now,
      from: at,
      leadMs: options.leadMs ?? 15 * 60_000,
    });
    try {
      const made = await options.makeFallback();
      fallback = made;
      fallbackSink = sink;
      await made.start(sink);
    } catch (err) {
      log?.error({ err }, `feed: the ${options.fallbackName} failed to start`);
      if (fallback) await fallback.stop().catch(() => {});
      fallback = null;
      fallbackSink = null;
      // Tried again after another `afterMs` without a good answer.
      role = 'primary';
      retryFrom = now();
    }
  }

  async function step() {
    if (stopped || !base) return;
    const at = now();
    const good = lastGood();
    const failing = failingSince();
    if (role === 'primary') {
      if (failing !== null && at - failing >= afterMs) await takeOver(at);
    } else if (good !== null && good > since) {
      role = 'primary';
      since = at;
      if (fallbackSink) fallbackSink.releasing = false;
      log?.info(
        { openMatches: fallbackSink?.openMatches ?? 0 },
        `feed: ${primary.name} answers again and is authoritative; the ${options.fallbackName} finishes the matches it shows, then stops`,
      );
    }
    if (role === 'primary' && fallback && fallbackSink && fallbackSink.openMatches === 0) {
      const done = fallback;
      fallback = null;
      fallbackSink = null;
      await done.stop();
      log?.info(`feed: the ${options.fallbackName} stopped; ${primary.name} serves alone`);
    }
  }

  const failover: Failover = {
    name: primary.name,
    get role() {
      return role;
    },

    health(): FeedHealth {
      return {
        ...(primary.health?.() ?? NO_HEALTH),
        serving: {
          role,
          provider: role === 'primary' ? primary.name : (fallback?.name ?? options.fallbackName),
          since,
        },
        fallback: {
          provider: fallback?.name ?? options.fallbackName,
          afterMs,
          running: fallback !== null,
          openMatches: fallbackSink?.openMatches ?? 0,
        },
      };
    },

    async start(sink: FeedSink) {
      stopped = false;
      const shared = serialized(sink);
      base = shared;
      since = now();
      // What the primary delivers teaches the coverage as it goes.
      await primary.start({
        ...shared,
        async reference(reference) {
          coverage.learn(reference);
          await shared.reference(reference);
        },
      });
      timer = setInterval(() => {
        failover
          .check()
          .catch((err: unknown) => log?.error({ err }, 'feed: failover check failed'));
      }, options.checkMs ?? 5_000);
      timer.unref();
    },

    check() {
      chain = chain.then(step, step);
      return chain;
    },

    async tick() {
      await failover.check();
      await primary.tick?.();
      await fallback?.tick?.();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await chain.catch(() => {});
      const running = fallback;
      fallback = null;
      fallbackSink = null;
      await running?.stop();
      await primary.stop();
    },
  };
  return failover;
}
