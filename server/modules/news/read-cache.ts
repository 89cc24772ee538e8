// The answers every reader asks for (a column's first page, an article) serialized and gzipped once and sent to
// many: at a hundred readers at once the database is asked once per key and period, not once per reader.
// An entry lives `ttlMs` (counts of views and comments catch up within it) and dies at once when an article is
// written, withdrawn or picked in this process (newsChanged); a writer in another process (the operator CLI on
// PostgreSQL) is seen within the period. Bounded: the oldest keys go first.
import { SerializedEnvelope } from '../../http/serialized';

let version = 0;

/** Called by every write that changes what readers see (authoring.ts). */
export function newsChanged() {
  version++;
}

interface Entry {
  at: number;
  version: number;
  value: Promise<SerializedEnvelope>;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 500,
  ) {}

  /** The cached envelope of `key`, or a new one built once however many readers ask at the same moment. */
  get<T>(key: string, build: () => Promise<T>): Promise<SerializedEnvelope<T>> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.at < this.ttlMs) {
      return hit.value as Promise<SerializedEnvelope<T>>;
    }
    const value = build().then((data) => new SerializedEnvelope(data));
    const entry = { at: now, version, value };
    // A failed build (an unknown id, a database error) is not kept: the next reader asks again.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}
