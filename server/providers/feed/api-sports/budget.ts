// The request budget of the provider's plan: at most `perMinute` requests in any 60 s and `perDay` per UTC
// day (the provider's daily quota resets at 00:00 UTC). A request is made only after take() said yes.
const MINUTE = 60_000;
const DAY = 86_400_000;

export interface BudgetOptions {
  perMinute: number;
  perDay: number;
  now?: () => number;
}

export class RequestBudget {
  readonly perMinute: number;
  readonly perDay: number;
  private readonly now: () => number;
  /** Start instants of the requests of the last minute, oldest first. */
  private recent: number[] = [];
  private day = Number.NaN;
  private usedToday = 0;
  /** What the provider says is left today (its own count, which a restart of ours does not reset). */
  private providerLeft = Number.POSITIVE_INFINITY;

  constructor({ perMinute, perDay, now = Date.now }: BudgetOptions) {
    this.perMinute = perMinute;
    this.perDay = perDay;
    this.now = now;
  }

  private roll(at: number) {
    const day = Math.floor(at / DAY);
    if (day !== this.day) {
      this.day = day;
      this.usedToday = 0;
      this.providerLeft = Number.POSITIVE_INFINITY;
    }
    while (this.recent.length > 0 && this.recent[0]! <= at - MINUTE) this.recent.shift();
  }

  /** Requests still allowed today. */
  leftToday(): number {
    this.roll(this.now());
    return Math.max(0, Math.min(this.perDay - this.usedToday, this.providerLeft));
  }

  /**
   * What paced work may have spent by now: the day's budget spread over its hours, plus a small head start.
   * Work that can wait (fixture lists, tables, odds) stays under it, so the day's requests are not all gone by
   * breakfast; live polling may use the whole day's budget.
   */
  pacedAllowance(): number {
    const at = this.now();
    this.roll(at);
    const fraction = (at - this.day * DAY) / DAY;
    const headStart = Math.max(this.perMinute, Math.ceil(this.perDay * 0.1));
    return Math.min(this.perDay, Math.floor(this.perDay * fraction) + headStart);
  }

  /** Spends one request if both windows allow it now (and, for paced work, the day's pace). */
  take(paced = false): boolean {
    const at = this.now();
    this.roll(at);
    if (this.recent.length >= this.perMinute || this.leftToday() <= 0) return false;
    if (paced && this.usedToday >= this.pacedAllowance()) return false;
    this.recent.push(at);
    this.usedToday++;
    if (Number.isFinite(this.providerLeft)) this.providerLeft--;
    return true;
  }

  /** Milliseconds until take() can say yes (0 = now). */
  waitMs(): number {
    const at = this.now();
    this.roll(at);
    if (this.leftToday() <= 0) return (this.day + 1) * DAY - at;
    if (this.recent.length < this.perMinute) return 0;
    return this.recent[0]! + MINUTE - at;
  }

  /** The provider's own count of today's remaining requests (a response header): never spend past it. */
  providerRemaining(left: number) {
    if (!Number.isFinite(left) || left < 0) return;
    this.roll(this.now());
    this.providerLeft = left;
  }

  /** Requests spent today, e.g. to carry the count over a restart. */
  spentToday(): number {
    this.roll(this.now());
    return this.usedToday;
  }

  /** Requests made in the last 60 s. */
  spentLastMinute(): number {
    this.roll(this.now());
    return this.recent.length;
  }

  /** Counts requests spent earlier today (by this process before a restart). */
  restore(spent: number) {
    this.roll(this.now());
    this.usedToday = Math.max(this.usedToday, spent);
  }

  /** What another process (or this one before a restart) recorded: the day's count and the minute's requests. */
  adopt(saved: SavedBudget) {
    const at = this.now();
    this.roll(at);
    if (saved.day !== Math.floor(at / DAY)) return;
    this.usedToday = Math.max(this.usedToday, saved.spent);
    // The same request is in both lists when this process wrote it: each start instant as often as the list
    // that has it most often (two requests may start in the same millisecond).
    const count = (list: number[]) => {
      const n = new Map<number, number>();
      for (const t of list) if (t > at - MINUTE) n.set(t, (n.get(t) ?? 0) + 1);
      return n;
    };
    const own = count(this.recent);
    for (const [t, n] of count(saved.recent ?? [])) own.set(t, Math.max(n, own.get(t) ?? 0));
    this.recent = [...own]
      .flatMap(([t, n]) => Array.from({ length: n }, () => t))
      .sort((a, b) => a - b);
  }

  /** What adopt() reads back. */
  saved(): SavedBudget {
    this.roll(this.now());
    return { day: this.day, spent: this.usedToday, recent: [...this.recent] };
  }
}

/** The budget as stored: the UTC day (days since the epoch), requests spent that day, the last minute's. */
export interface SavedBudget {
  day: number;
  spent: number;
  recent?: number[];
}
