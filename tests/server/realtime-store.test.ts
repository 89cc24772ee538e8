// The seq and replay store's contract on the engine of this run (in-process, or Redis in the PostgreSQL run), and the in-process store's bounds.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisReplayStore } from '../../server/realtime/redis-replay-store';
import { MemoryReplayStore, type ReplayStore } from '../../server/realtime/replay-store';
import { testEngine } from './harness';
import { dropRedisKeys, range, seqs, testRedisPrefix, testRedisUrl } from './realtime-support';

const MINUTE = 60_000;
let clock = 1_700_000_000_000;
const now = () => clock;
const notice = (n: number) => ({ text: `公告${n}` });

let redis: Redis | null = null;
const prefix = testRedisPrefix();
const limits = { perChannel: 5, maxAgeMs: 5 * MINUTE };
let store: ReplayStore;

beforeAll(() => {
  const url = testRedisUrl();
  if (url) redis = new Redis(url);
  store = redis
    ? new RedisReplayStore(redis, prefix, limits, now)
    : new MemoryReplayStore({ ...limits, now });
});
afterAll(async () => {
  await store.close();
  if (redis) {
    await redis.quit();
    await dropRedisKeys(testRedisUrl()!, prefix);
  }
});

describe(`replay store (${testEngine() === 'postgres' ? 'redis' : 'memory'})`, () => {
  it('starts a channel at seq 0 and numbers appends 1, 2, 3 even when they overlap', async () => {
    expect(await store.read('site', 0)).toEqual({ seq: 0, events: [] });
    const events = await Promise.all(
      range(1, 30).map((n) => store.append('site', 'site.notice', notice(n), now())),
    );
    expect(seqs(events)).toEqual(range(1, 30));
    expect(events[0]).toEqual({
      channel: 'site',
      seq: 1,
      type: 'site.notice',
      data: notice(1),
      at: clock,
    });
  });

  it('keeps only the newest events of a channel, oldest first', async () => {
    const channel = 'room:5';
    for (let n = 1; n <= 8; n++) await store.append(channel, 'site.notice', notice(n), now());
    const log = await store.read(channel, 0);
    expect(log.seq).toBe(8);
    expect(seqs(log.events)).toEqual([4, 5, 6, 7, 8]);
    expect(log.events.map((e) => e.type === 'site.notice' && e.data.text)).toEqual([
      '公告4',
      '公告5',
      '公告6',
      '公告7',
      '公告8',
    ]);
    expect(seqs((await store.read(channel, 6)).events)).toEqual([7, 8]);
    expect(await store.read(channel, 8)).toEqual({ seq: 8, events: [] });
    // Without a seq to replay from, only the current seq.
    expect(await store.read(channel)).toEqual({ seq: 8, events: [] });
  });

  it('does not replay events older than the age limit', async () => {
    const channel = 'room:6';
    await store.append(channel, 'site.notice', notice(1), now());
    clock += 4 * MINUTE;
    await store.append(channel, 'site.notice', notice(2), now());
    clock += 2 * MINUTE;
    const log = await store.read(channel, 0);
    expect(log.seq).toBe(2);
    expect(seqs(log.events)).toEqual([2]);
  });
});

describe('memory store bounds', () => {
  it('forgets the least recently published channel past its cap, and says so', async () => {
    const small = new MemoryReplayStore({ maxChannels: 2, now });
    const forgotten: string[] = [];
    small.onForget((channel) => forgotten.push(channel));
    await small.append('room:1', 'site.notice', notice(1), now());
    await small.append('room:2', 'site.notice', notice(1), now());
    await small.append('room:1', 'site.notice', notice(2), now());
    await small.append('room:3', 'site.notice', notice(1), now());
    expect(forgotten).toEqual(['room:2']);
    expect(await small.read('room:2', 0)).toEqual({ seq: 0, events: [] });
    expect((await small.read('room:1', 0)).seq).toBe(2);
    await small.close();
  });

  it('drops whole buffers past the total event cap but keeps their seqs', async () => {
    const small = new MemoryReplayStore({ maxEvents: 4, perChannel: 10, now });
    for (let n = 1; n <= 3; n++) await small.append('room:1', 'site.notice', notice(n), now());
    for (let n = 1; n <= 2; n++) await small.append('room:2', 'site.notice', notice(n), now());
    expect(await small.read('room:1', 0)).toEqual({ seq: 3, events: [] });
    expect(seqs((await small.read('room:2', 0)).events)).toEqual([1, 2]);
    expect((await small.append('room:1', 'site.notice', notice(4), now())).seq).toBe(4);
    await small.close();
  });
});
