// The short-lived store's contract, on the engine of this run: in-process (PGlite run) or Redis (PostgreSQL run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KvStore } from '../../server/stores/kv';
import { MemoryKvStore } from '../../server/stores/kv';
import { openTestKv, testEngine } from './harness';

let kv: KvStore;
beforeAll(() => {
  kv = openTestKv();
});
afterAll(() => kv.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe(`kv store (${testEngine() === 'postgres' ? 'redis' : 'memory'})`, () => {
  it('stores, reads and forgets after the ttl', async () => {
    await kv.set('a', '1', 150);
    expect(await kv.get('a')).toBe('1');
    const ttl = await kv.ttl('a');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(150);
    await sleep(220);
    expect(await kv.get('a')).toBeNull();
    expect(await kv.ttl('a')).toBeNull();
  });

  it('gives a taken value to exactly one of many concurrent takers', async () => {
    await kv.set('once', 'v', 10_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => kv.take('once')));
    expect(results.filter((r) => r === 'v')).toHaveLength(1);
    expect(await kv.get('once')).toBeNull();
  });

  it('sets only when absent', async () => {
    expect(await kv.setIfAbsent('nx', 'first', 10_000)).toBe(true);
    expect(await kv.setIfAbsent('nx', 'second', 10_000)).toBe(false);
    expect(await kv.get('nx')).toBe('first');
    await kv.delete('nx');
    expect(await kv.setIfAbsent('nx', 'third', 10_000)).toBe(true);
  });

  it('counts hits in a window that starts with the first hit', async () => {
    const counts = await Promise.all(Array.from({ length: 10 }, () => kv.increment('hits', 200)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await sleep(260);
    expect(await kv.increment('hits', 200)).toBe(1);
  });
});

describe('memory store bounds', () => {
  it('drops the oldest keys past its cap', async () => {
    const small = new MemoryKvStore(Date.now, 3);
    for (const k of ['k1', 'k2', 'k3', 'k4']) await small.set(k, k, 60_000);
    expect(await small.get('k1')).toBeNull();
    expect(await small.get('k4')).toBe('k4');
    await small.close();
  });
});
