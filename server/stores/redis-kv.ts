// The KvStore on Redis: what several app processes behind a load balancer share.
import { Redis } from 'ioredis';
import type { KvStore } from './kv';

// INCR then PEXPIRE only on the first hit, in one round trip and atomically.
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

// GETDEL exists from Redis 6.2; the script keeps older servers working the same way.
const TAKE = `local v = redis.call('GET', KEYS[1])
if v then redis.call('DEL', KEYS[1]) end
return v`;

const RENEW_IF_HOLDS = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;

const DELETE_IF_HOLDS = `if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0`;

export class RedisKvStore implements KvStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    /** Every key gets this prefix, so tests and deployments can share one Redis. */
    private readonly prefix = 'qiulive:',
  ) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  }

  private k(key: string) {
    return this.prefix + key;
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    const done = await this.redis.set(
      this.k(key),
      value,
      'PX',
      Math.max(1, Math.ceil(ttlMs)),
      'NX',
    );
    return done === 'OK';
  }

  async get(key: string) {
    return this.redis.get(this.k(key));
  }

  async take(key: string) {
    return (await this.redis.eval(TAKE, 1, this.k(key))) as string | null;
  }

  async renewIfHolds(key: string, value: string, ttlMs: number) {
    const ms = Math.max(1, Math.ceil(ttlMs));
    return Number(await this.redis.eval(RENEW_IF_HOLDS, 1, this.k(key), value, ms)) === 1;
  }

  async deleteIfHolds(key: string, value: string) {
    await this.redis.eval(DELETE_IF_HOLDS, 1, this.k(key), value);
  }

  async delete(key: string) {
    await this.redis.del(this.k(key));
  }

  async increment(key: string, ttlMs: number) {
    return Number(await this.redis.eval(INCREMENT, 1, this.k(key), Math.max(1, Math.ceil(ttlMs))));
  }

  async ttl(key: string) {
    const ms = await this.redis.pttl(this.k(key));
    return ms < 0 ? null : ms;
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
