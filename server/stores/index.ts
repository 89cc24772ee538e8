// Picks the KvStore from the config: Redis when REDIS_URL is set, else the in-process one.
import type { KvStore } from './kv';
import { MemoryKvStore } from './kv';
import { RedisKvStore } from './redis-kv';

export type { KvStore } from './kv';

export const openKvStore = (redisUrl: string | undefined, prefix?: string): KvStore =>
  redisUrl ? new RedisKvStore(redisUrl, prefix) : new MemoryKvStore();
