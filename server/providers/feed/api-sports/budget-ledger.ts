// The request budget as the processes of a deployment share it: each request is written to the database (with the
// row locked while the budget decides) before it is made. A process that takes the feed over, or one restarted,
// starts from the day's count and the last minute's requests of the one before it, the requests of its last
// moments before a crash included; and two processes that both make requests for a while (a stalled leader waking
// up after another took over) never spend past the plan together.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { appMeta } from '../../../db/schema';
import type { RequestBudget, SavedBudget } from './budget';

const DAY = 86_400_000;

/** Reads what is stored; the first format kept the day as a date (YYYY-MM-DD) and no minute. */
function parse(value: string): SavedBudget | null {
  try {
    const v = JSON.parse(value) as { day: number | string; spent: number; recent?: number[] };
    const day = typeof v.day === 'string' ? Math.floor(Date.parse(v.day) / DAY) : v.day;
    if (!Number.isFinite(day) || !Number.isFinite(v.spent)) return null;
    return { day, spent: v.spent, recent: Array.isArray(v.recent) ? v.recent : [] };
  } catch {
    return null;
  }
}

export class BudgetLedger {
  constructor(
    private readonly db: Db,
    private readonly budget: RequestBudget,
    private readonly key: string,
  ) {}

  /** Takes in what was spent before this process started (or took the feed over). */
  async load() {
    const [row] = await this.db.select().from(appMeta).where(eq(appMeta.key, this.key));
    const saved = row && parse(row.value);
    if (saved) this.budget.adopt(saved);
  }

  /** Spends one request if the shared budget allows it now; it is recorded before the caller makes it. */
  take(paced: boolean): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, this.key)).for('update');
      const saved = row && parse(row.value);
      if (saved) this.budget.adopt(saved);
      if (!this.budget.take(paced)) return false;
      const value = JSON.stringify(this.budget.saved());
      await tx
        .insert(appMeta)
        .values({ key: this.key, value })
        .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
      return true;
    });
  }
}
