// Where channel seqs and the bounded replay buffers live: the interface, and the in-process store.
import type { ChannelEvent, ChannelEventOf, EventData, EventType } from '../../contract/events';

/** A channel's current seq and, when asked, its buffered events after a given seq (oldest first). */
export interface ChannelLog {
  seq: number;
  events: ChannelEvent[];
}

export interface ReplayLimits {
  /** Events kept per channel. */
  perChannel: number;
  /** Events older than this are not replayed. */
  maxAgeMs: number;
}

export const defaultReplayLimits: ReplayLimits = { perChannel: 200, maxAgeMs: 5 * 60_000 };

export interface ReplayStore {
  /** Give the event the channel's next seq and buffer it, atomically per channel. */
  append<T extends EventType>(
    channel: string,
    type: T,
    data: EventData<T>,
    at: number,
  ): Promise<ChannelEventOf<T>>;
  /** The current seq; with afterSeq, also the buffered, unexpired events whose seq is greater. */
  read(channel: string, afterSeq?: number): Promise<ChannelLog>;
  /** Called when the store drops a channel's seq, so its subscribers can be told to resync. */
  onForget(listener: (channel: string) => void): void;
  close(): Promise<void>;
}

/** A fixed-size ring of the newest events of one channel. */
class Ring {
  private readonly items: (ChannelEvent | undefined)[];
  private start = 0;
  size = 0;

  constructor(private readonly capacity: number) {
    this.items = new Array(capacity);
  }

  /** Adds an event; returns how many events this removed (0 or 1). */
  push(event: ChannelEvent) {
    const end = (this.start + this.size) % this.capacity;
    this.items[end] = event;
    if (this.size < this.capacity) {
      this.size++;
      return 0;
    }
    this.start = (this.start + 1) % this.capacity;
    return 1;
  }

  private at(i: number) {
    return this.items[(this.start + i) % this.capacity]!;
  }

  /** Drops events published before `oldest`; returns how many went. */
  dropBefore(oldest: number) {
    let dropped = 0;
    while (this.size > 0 && this.at(0).at < oldest) {
      this.items[this.start] = undefined;
      this.start = (this.start + 1) % this.capacity;
      this.size--;
      dropped++;
    }
    return dropped;
  }

  after(seq: number, oldest: number) {
    const out: ChannelEvent[] = [];
    for (let i = 0; i < this.size; i++) {
      const event = this.at(i);
      if (event.seq > seq && event.at >= oldest) out.push(event);
    }
    return out;
  }
}

interface Entry {
  seq: number;
  ring: Ring | null;
}

export interface MemoryReplayOptions extends Partial<ReplayLimits> {
  /** Channels whose seq is remembered; past it the least recently published is forgotten. */
  maxChannels?: number;
  /** Events buffered over all channels; past it the least recently published buffers are dropped. */
  maxEvents?: number;
  now?: () => number;
}

/**
 * The embedded store for a single process. Memory is bounded twice: by the number of channels
 * whose seq is remembered and by the total of buffered events, so a flood of channels (one per
 * user) cannot grow it without limit.
 */
export class MemoryReplayStore implements ReplayStore {
  private readonly entries = new Map<string, Entry>();
  /** Channels with a non-empty buffer, least recently published first. */
  private readonly buffered = new Set<string>();
  private total = 0;
  private readonly limits: ReplayLimits;
  private readonly maxChannels: number;
  private readonly maxEvents: number;
  private readonly now: () => number;
  private readonly forgetListeners: ((channel: string) => void)[] = [];
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(options: MemoryReplayOptions = {}) {
    this.limits = {
      perChannel: options.perChannel ?? defaultReplayLimits.perChannel,
      maxAgeMs: options.maxAgeMs ?? defaultReplayLimits.maxAgeMs,
    };
    this.maxChannels = options.maxChannels ?? 100_000;
    this.maxEvents = options.maxEvents ?? 100_000;
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref?.();
  }

  async append<T extends EventType>(channel: string, type: T, data: EventData<T>, at: number) {
    const entry = this.entries.get(channel) ?? { seq: 0, ring: null };
    // Re-inserting keeps the Map and the Set in least-recently-published order.
    this.entries.delete(channel);
    this.entries.set(channel, entry);
    entry.seq++;
    const event = { channel, seq: entry.seq, type, data, at } as ChannelEventOf<T>;
    entry.ring ??= new Ring(this.limits.perChannel);
    this.total += 1 - entry.ring.push(event as ChannelEvent);
    this.buffered.delete(channel);
    this.buffered.add(channel);
    this.enforceCaps();
    return event;
  }

  async read(channel: string, afterSeq?: number): Promise<ChannelLog> {
    const entry = this.entries.get(channel);
    if (!entry) return { seq: 0, events: [] };
    const events =
      afterSeq === undefined || !entry.ring
        ? []
        : entry.ring.after(afterSeq, this.now() - this.limits.maxAgeMs);
    return { seq: entry.seq, events };
  }

  onForget(listener: (channel: string) => void) {
    this.forgetListeners.push(listener);
  }

  private dropBuffer(channel: string) {
    const entry = this.entries.get(channel);
    if (entry?.ring) {
      this.total -= entry.ring.size;
      entry.ring = null;
    }
    this.buffered.delete(channel);
  }

  private enforceCaps() {
    for (const channel of this.buffered) {
      if (this.total <= this.maxEvents) break;
      this.dropBuffer(channel);
    }
    for (const channel of this.entries.keys()) {
      if (this.entries.size <= this.maxChannels) break;
      this.dropBuffer(channel);
      this.entries.delete(channel);
      for (const listener of this.forgetListeners) listener(channel);
    }
  }

  /** Frees the buffers of channels that went quiet; their seq stays. */
  private sweep() {
    const oldest = this.now() - this.limits.maxAgeMs;
    for (const channel of this.buffered) {
      const ring = this.entries.get(channel)?.ring;
      if (!ring) continue;
      this.total -= ring.dropBefore(oldest);
      if (ring.size === 0) this.dropBuffer(channel);
    }
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.buffered.clear();
    this.total = 0;
  }
}
