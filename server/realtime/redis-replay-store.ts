// Channel seqs and replay buffers on Redis, so every app process numbers and replays one channel alike.
import type { Redis } from 'ioredis';
import type { ChannelEvent, ChannelEventOf, EventData, EventType } from '../../contract/events';
import {
  type ChannelLog,
  defaultReplayLimits,
  type ReplayLimits,
  type ReplayStore,
} from './replay-store';

/**
 * INCR and LPUSH in one script: two processes publishing on one channel at once would otherwise
 * be able to push seq 6 before seq 5, and the list must stay newest-first by seq. The seq goes into
 * the JSON here, in front of the rest of the event that the caller serialised.
 */
const APPEND = `local seq = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('LPUSH', KEYS[2], '{"seq":' .. seq .. ',' .. ARGV[1])
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[2]) - 1)
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return seq`;

/** The current seq, then (when ARGV[1] >= 0) the list entries newer than that seq, newest first. */
const READ = `local seq = tonumber(redis.call('GET', KEYS[1]) or '0')
local after = tonumber(ARGV[1])
if after < 0 or after >= seq then return {seq} end
local out = redis.call('LRANGE', KEYS[2], 0, seq - after - 1)
table.insert(out, 1, seq)
return out`;

/**
 * A seq key outlives its buffer by far: if it expired while a client still held a seq, the next
 * event would restart at 1 and look like a duplicate. A month without a single event is the bound.
 */
const SEQ_TTL_MS = 30 * 86_400_000;

type Scripts = Redis & {
  realtimeAppend(
    seqKey: string,
    logKey: string,
    rest: string,
    keep: number,
    logTtl: number,
    seqTtl: number,
  ): Promise<number>;
  realtimeRead(seqKey: string, logKey: string, after: number): Promise<[number, ...string[]]>;
};

export class RedisReplayStore implements ReplayStore {
  private readonly redis: Scripts;
  private readonly limits: ReplayLimits;

  constructor(
    /** A connection the caller owns (and closes); the scripts are registered on it. */
    redis: Redis,
    /** Every key gets this prefix, so tests and deployments can share one Redis. */
    private readonly prefix: string,
    limits: Partial<ReplayLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...defaultReplayLimits, ...limits };
    redis.defineCommand('realtimeAppend', { numberOfKeys: 2, lua: APPEND });
    redis.defineCommand('realtimeRead', { numberOfKeys: 2, lua: READ });
    this.redis = redis as Scripts;
  }

  private keys(channel: string) {
    return [`${this.prefix}seq:${channel}`, `${this.prefix}log:${channel}`] as const;
  }

  async append<T extends EventType>(channel: string, type: T, data: EventData<T>, at: number) {
    const [seqKey, logKey] = this.keys(channel);
    const rest = JSON.stringify({ channel, type, data, at }).slice(1);
    const seq = await this.redis.realtimeAppend(
      seqKey,
      logKey,
      rest,
      this.limits.perChannel,
      this.limits.maxAgeMs,
      SEQ_TTL_MS,
    );
    return { channel, seq: Number(seq), type, data, at } as ChannelEventOf<T>;
  }

  async read(channel: string, afterSeq?: number): Promise<ChannelLog> {
    const [seqKey, logKey] = this.keys(channel);
    const [seq, ...newestFirst] = await this.redis.realtimeRead(seqKey, logKey, afterSeq ?? -1);
    const oldest = this.now() - this.limits.maxAgeMs;
    const events: ChannelEvent[] = [];
    for (let i = newestFirst.length - 1; i >= 0; i--) {
      const event = JSON.parse(newestFirst[i]!) as ChannelEvent;
      if (afterSeq !== undefined && event.seq > afterSeq && event.at >= oldest) events.push(event);
    }
    return { seq: Number(seq), events };
  }

  /** Redis forgets nothing on its own within the seq key's month; nothing to announce. */
  onForget() {}

  /** The connection belongs to the caller. */
  async close() {}
}
