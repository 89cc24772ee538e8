// Short-lived shared state (captcha challenges, SMS codes, one-time keys, rate-limit counters):
// in-process by default, Redis when REDIS_URL is set, so several app processes share it.

export interface KvStore {
  /** Store a value that disappears after ttlMs. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Store only when the key is absent; true when it was stored. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  /** Extends the key's life only while it still holds `value` (a lease its owner renews); true when extended. */
  renewIfHolds(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it still holds `value` (an owner giving its lease up). */
  deleteIfHolds(key: string, value: string): Promise<void>;
  /** Read and delete in one step: of two concurrent callers at most one gets the value. */
  take(key: string): Promise<string | null>;
  delete(key: string): Promise<void>;
  /** Add 1 and return the new count; the window (ttlMs) starts with the first hit. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Milliseconds until the key expires; null when absent. */
  ttl(key: string): Promise<number | null>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/** The embedded store: a Map with expiry, capped so a flood cannot grow it without bound. */
export class MemoryKvStore implements KvStore {
  private entries = new Map<string, Entry>();
  private sweeper: ReturnType<typeof setInterval>;

  constructor(
    private readonly now: () => number = Date.now,
    /** Past this many live keys the oldest are dropped; callers keep per-kind caps below it. */
    private readonly maxKeys = 1_000_000,
  ) {
    this.sweeper = setInterval(() => this.sweep(), 30_000);
    this.sweeper.unref?.();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: string, ttlMs: number) {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    // Map keeps insertion order: the first keys are the oldest.
    while (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  async set(key: string, value: string, ttlMs: number) {
    this.put(key, value, ttlMs);
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.live(key)) return false;
    this.put(key, value, ttlMs);
    return true;
  }

  async get(key: string) {
    return this.live(key)?.value ?? null;
  }

  async renewIfHolds(key: string, value: string, ttlMs: number) {
    if (this.live(key)?.value !== value) return false;
    this.put(key, value, ttlMs);
    return true;
  }

  async deleteIfHolds(key: string, value: string) {
    if (this.live(key)?.value === value) this.entries.delete(key);
  }

  async take(key: string) {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry?.value ?? null;
  }

  async delete(key: string) {
    this.entries.delete(key);
  }

  async increment(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (!entry) {
      this.put(key, '1', ttlMs);
      return 1;
    }
    entry.value = String(Number(entry.value) + 1);
    return Number(entry.value);
  }

  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? entry.expiresAt - this.now() : null;
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
