// One feed per deployment: processes sharing the kv store (Redis in the postgres project) take the feed
// lease in turn; only its holder runs the feed, and another takes over when the holder stops.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { FeedRunner } from '../../server/modules/match/feed';
import type { FeedProvider, FeedSink } from '../../server/providers/feed/types';
import { openTestKv, testEngine } from './harness';

const kv = openTestKv();
afterAll(() => kv.close());

const quiet = {
  info() {},
  warn() {},
  error() {},
} as unknown as FastifyBaseLogger;

/** A provider that only counts its starts and stops. */
function countingProvider(name: string) {
  const counts = { starts: 0, stops: 0 };
  const provider: FeedProvider = {
    name,
    async start() {
      counts.starts++;
    },
    async stop() {
      counts.stops++;
    },
  };
  return { provider, counts };
}

const runner = () => new FeedRunner({} as FeedSink, quiet);
// A TTL well above any pause a loaded 2-core machine makes, so only a real hand-over moves the lease.
const lease = { ttlMs: 2_000, renewMs: 100 };
const WAIT = { timeout: 10_000 };

describe(`feed lease (${testEngine()})`, () => {
  it('runs the feed in exactly one of two processes, and hands it over when that one stops', async () => {
    const a = countingProvider('a');
    const b = countingProvider('b');
    const first = runner();
    const second = runner();
    first.lead(async () => a.provider, kv, lease);
    await vi.waitFor(() => expect(first.running).toBe(true), WAIT);
    second.lead(async () => b.provider, kv, lease);
    // Several renewals later the second still waits.
    await new Promise((resolve) => setTimeout(resolve, 5 * lease.renewMs));
    expect([a.counts.starts, b.counts.starts]).toEqual([1, 0]);
    expect(second.running).toBe(false);

    // The holder stops (a deploy, a crash that gave the lease up): the other takes the feed over.
    await first.stop();
    expect(a.counts.stops).toBe(1);
    await vi.waitFor(() => expect(second.running).toBe(true), WAIT);
    expect(b.counts.starts).toBe(1);
    await second.stop();
  });

  it('takes the feed over from a holder that died without giving the lease up', async () => {
    const a = countingProvider('a');
    const b = countingProvider('b');
    const dead = runner();
    dead.lead(async () => a.provider, kv, lease);
    await vi.waitFor(() => expect(dead.running).toBe(true), WAIT);
    // A process that dies renews nothing more: stop its timer without releasing (as a SIGKILL would).
    const timer = (dead as unknown as { lease: { timer: ReturnType<typeof setInterval> } }).lease
      .timer;
    clearInterval(timer);
    const heir = runner();
    heir.lead(async () => b.provider, kv, lease);
    expect(heir.running).toBe(false);
    await vi.waitFor(() => expect(heir.running).toBe(true), WAIT);
    await heir.stop();
  });

  it('takes its own lease back at once after a stall let it lapse, warning once, the feed running on', async () => {
    const warnings: string[] = [];
    const log = {
      ...quiet,
      warn: (...args: unknown[]) => warnings.push(String(args.at(-1))),
    } as unknown as FastifyBaseLogger;
    const a = countingProvider('a');
    const holder = new FeedRunner({} as FeedSink, log);
    holder.lead(async () => a.provider, kv, lease);
    await vi.waitFor(() => expect(holder.running).toBe(true), WAIT);
    const owner = await kv.get('feed:leader');
    expect(owner).not.toBeNull();

    // The event loop held for longer than the lease's life, as a decode on it once did: no renewal
    // can run, and the key expires (in Redis, on its own clock).
    const until = Date.now() + lease.ttlMs + 500;
    while (Date.now() < until) {
      // busy on purpose
    }
    await vi.waitFor(() => expect(warnings).toHaveLength(1), WAIT);
    expect(warnings[0]).toMatch(/lease lapsed/);
    expect(await kv.get('feed:leader')).toBe(owner);
    // Renewals go on as before: no second warning, and the feed was never stopped or restarted.
    await new Promise((resolve) => setTimeout(resolve, 5 * lease.renewMs));
    expect(warnings).toHaveLength(1);
    expect(holder.running).toBe(true);
    expect(a.counts).toEqual({ starts: 1, stops: 0 });
    await holder.stop();
    expect(await kv.get('feed:leader')).toBeNull();
  });

  it('stops its feed when it finds the lease gone to another process', async () => {
    const a = countingProvider('a');
    const holder = runner();
    holder.lead(async () => a.provider, kv, lease);
    await vi.waitFor(() => expect(holder.running).toBe(true), WAIT);
    // Another process took the lease (ours expired while Redis was away, say).
    await kv.set('feed:leader', 'someone-else', 10_000);
    await vi.waitFor(() => expect(holder.running).toBe(false), WAIT);
    expect(a.counts.stops).toBe(1);
    await holder.stop();
    await kv.delete('feed:leader');
  });
});
