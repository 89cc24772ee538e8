// Data library answers, serialized and gzipped once and kept a short while (ETag, 304): a table, a team or
// a player page is the same for every visitor until one of its matches finishes, and what moves in the
// meantime reaches the page over the socket. Bounded: the oldest entries go first.
import { SerializedEnvelope } from '../../http/serialized';

const TTL_MS = 30_000;
const MAX_ENTRIES = 2_000;

export class LibraryCache {
  private readonly entries = new Map<string, { at: number; value: Promise<SerializedEnvelope> }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = TTL_MS,
  ) {}

  /** The answer for `key`, built once for concurrent askers; a failed build is not kept. */
  get<T>(key: string, build: () => Promise<T>): Promise<SerializedEnvelope<T>> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<SerializedEnvelope<T>>;
    const value = build().then((data) => new SerializedEnvelope(data));
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }
}
