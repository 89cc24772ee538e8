// Reading counts a view, but not with a database write per reader: views add up in memory and go to the
// database in one statement every few seconds (and when the server stops), as the big portals count them.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles } from '../../db/schema';

export class ViewCounter {
  private pending = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    private readonly everyMs = 2_000,
  ) {}

  add(id: number) {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    // A failed flush keeps its views for the next one.
    this.timer ??= setTimeout(() => this.flush().catch(this.onError), this.everyMs).unref();
  }

  /** Views counted but not yet written: a reader is shown the stored count plus these. */
  unwritten(id: number) {
    return this.pending.get(id) ?? 0;
  }

  /** Writes what has been counted; flushes run one after another so no view is counted twice or lost. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        if (this.pending.size === 0) return;
        const batch = this.pending;
        this.pending = new Map();
        const rows = sql.join(
          [...batch].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
          sql`, `,
        );
        try {
          await this.db.execute(sql`
          update ${newsArticles} set view_count = ${newsArticles.viewCount} + v.n
          from (values ${rows}) as v(id, n) where ${newsArticles.id} = v.id`);
        } catch (err) {
          // Put the views back so the next flush tries again.
          for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
          throw err;
        }
      });
    return this.flushing;
  }
}
