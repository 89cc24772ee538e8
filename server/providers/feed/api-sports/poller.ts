// Runs the adapter's requests within the budget: each request is a task due at an instant with a priority
// (live matches first); when the budget says no, tasks wait, the most urgent first. A 429 or a 5xx pauses
// every request (exponential back-off, or the provider's Retry-After); a refused key pauses longer. Work that
// can wait is paced over the day (RequestBudget.pacedAllowance); live polling and events are not.
import type { RequestBudget } from './budget';
import { ApiSportsError } from './errors';

/** The error rate is over this many most recent requests. */
const OUTCOMES = 50;

/** Lower runs first. */
export const PRIORITY = { live: 0, events: 1, fixtures: 2, details: 3, slow: 4 } as const;

export interface PollerOptions {
  now: () => number;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** The pause after the provider refused the key. */
  authPauseMs?: number;
  /**
   * Spends one request of the budget (paced: work that can wait); the budget's own take() unless the budget
   * is shared with other processes (BudgetLedger).
   */
  take?: (paced: boolean) => boolean | Promise<boolean>;
}

interface Task {
  key: string;
  dueAt: number;
  priority: number;
  run: () => Promise<void>;
  /** A recurring task comes back this long after it ran (or was dropped). */
  repeatMs?: number;
}

export class Poller {
  private readonly tasks = new Map<string, Task>();
  private pausedUntil = 0;
  private failures = 0;
  private lastSuccessAt: number | null = null;
  /** The first failed request since the last good answer: the provider has been failing since then. */
  private failingSince: number | null = null;
  /** Outcomes of the last requests (true = answered well), oldest first. */
  private readonly outcomes: boolean[] = [];
  private readonly now: () => number;

  constructor(
    private readonly budget: RequestBudget,
    private readonly options: PollerOptions,
  ) {
    this.now = options.now;
  }

  /** Schedules (or moves) the task with this key; with `repeatMs` it recurs. */
  schedule(
    key: string,
    dueAt: number,
    priority: number,
    run: () => Promise<void>,
    repeatMs?: number,
  ) {
    this.tasks.set(key, { key, dueAt, priority, run, repeatMs });
  }

  /** Changes how urgent a scheduled task is (a match went live). */
  reprioritise(key: string, priority: number, repeatMs?: number) {
    const task = this.tasks.get(key);
    if (task) this.tasks.set(key, { ...task, priority, repeatMs: repeatMs ?? task.repeatMs });
  }

  has(key: string) {
    return this.tasks.has(key);
  }

  cancel(key: string) {
    this.tasks.delete(key);
  }

  /** When the poller is paused after failures, until when. */
  get pausedTill() {
    return this.pausedUntil;
  }

  /** Runs the due tasks the budget allows, most urgent first; answers how many requests it made. */
  async step(): Promise<number> {
    let made = 0;
    for (;;) {
      const now = this.now();
      if (now < this.pausedUntil) return made;
      const next = [...this.tasks.values()]
        .filter((t) => t.dueAt <= now)
        .sort((a, b) => a.priority - b.priority || a.dueAt - b.dueAt)[0];
      if (!next) return made;
      const paced = next.priority > PRIORITY.events;
      const take = this.options.take ?? ((p: boolean) => this.budget.take(p));
      if (!(await take(paced))) return made;
      this.tasks.delete(next.key);
      made++;
      try {
        await next.run();
        this.failures = 0;
        this.lastSuccessAt = this.now();
        this.failingSince = null;
        this.outcome(true);
        this.again(next, this.now());
      } catch (err) {
        this.failingSince ??= this.now();
        this.outcome(false);
        if (this.fail(next, err)) return made;
        this.again(next, this.now());
      }
    }
  }

  private outcome(good: boolean) {
    this.outcomes.push(good);
    if (this.outcomes.length > OUTCOMES) this.outcomes.shift();
  }

  /** The last good answer, the recent error rate and any pause (for /healthz). */
  health() {
    const failed = this.outcomes.filter((good) => !good).length;
    const now = this.now();
    return {
      lastSuccessAt: this.lastSuccessAt,
      lagMs: this.lastSuccessAt === null ? null : now - this.lastSuccessAt,
      errorRate: this.outcomes.length === 0 ? 0 : failed / this.outcomes.length,
      recentRequests: this.outcomes.length,
      pausedUntil: this.pausedUntil > now ? this.pausedUntil : null,
      failingSince: this.failingSince,
    };
  }

  private again(task: Task, from: number) {
    if (task.repeatMs !== undefined && !this.tasks.has(task.key)) {
      this.tasks.set(task.key, { ...task, dueAt: from + task.repeatMs });
    }
  }

  /** Answers whether every request is now paused. */
  private fail(task: Task, err: unknown): boolean {
    const now = this.now();
    const {
      backoffBaseMs = 30_000,
      backoffMaxMs = 15 * 60_000,
      authPauseMs = 30 * 60_000,
    } = this.options;
    if (err instanceof ApiSportsError && (err.retryable || err.failure === 'auth')) {
      this.failures++;
      const backoff =
        err.failure === 'auth'
          ? authPauseMs
          : Math.max(
              err.retryAfterMs ?? 0,
              Math.min(backoffMaxMs, backoffBaseMs * 2 ** (this.failures - 1)),
            );
      this.pausedUntil = now + backoff;
      // The request is tried again once the pause is over, unless something newer took its key.
      if (!this.tasks.has(task.key)) this.tasks.set(task.key, { ...task, dueAt: this.pausedUntil });
      const log = err.failure === 'auth' ? this.options.log?.error : this.options.log?.warn;
      log?.call(
        this.options.log,
        { err: err.message, backoffMs: backoff },
        'feed: api-sports paused',
      );
      return true;
    }
    // A refused request or a bug in reading its answer: dropped, so one bad answer cannot block the rest.
    this.options.log?.error({ err, task: task.key }, 'feed: api-sports request dropped');
    return false;
  }
}
