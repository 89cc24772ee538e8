// The experience a chat line earns (+2, contract/grade.ts), credited after its row is stored and off the send
// path: the credit is a transaction of several statements, which the line's sender should not wait for.
// Bounded: past `capacity` credits waiting, new ones are dropped with a warning (experience, never money).
// A user who reached today's chat cap is remembered, so their further lines cost no transaction at all.
import { chinaDay } from '../../../contract/format/china-day';
import { EXP_PER_CHAT } from '../../../contract/grade';
import type { AppContext } from '../../context';
import { gradeNow } from '../grade/clock';
import { earn } from '../grade/service';
import type { ChatRow } from './chat-writes';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Credits running at once (each holds a database connection for its transaction). */
const CONCURRENCY = 2;
const CAPACITY = 20_000;
/** Capped users remembered (a day's worth of busy talkers); past this the memo starts over. */
const CAPPED_MAX = 100_000;

export class ChatExperience {
  private queue: { userId: number; ref: string }[] = [];
  private at = 0;
  private running = 0;
  private idle: (() => void)[] = [];
  /** User id → the China day their chat cap was reached. */
  private capped = new Map<number, string>();
  private dropped = 0;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'bus'>,
    private readonly log: Logger,
  ) {}

  add(rows: readonly ChatRow[]) {
    const day = chinaDay(gradeNow(this.ctx));
    for (const row of rows) {
      if (this.capped.get(row.userId) === day) continue;
      if (this.queue.length - this.at >= CAPACITY) {
        if (this.dropped++ % 1000 === 0)
          this.log.warn({ dropped: this.dropped }, 'chat: experience credits dropped, queue full');
        continue;
      }
      this.queue.push({ userId: row.userId, ref: `chat:${row.id}` });
    }
    while (this.running < CONCURRENCY && this.at < this.queue.length) void this.work();
  }

  private async work() {
    this.running++;
    while (this.at < this.queue.length) {
      const next = this.queue[this.at++]!;
      if (this.at > 1024 && this.at * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.at);
        this.at = 0;
      }
      const credit = { ...next, source: 'chat' as const, amount: EXP_PER_CHAT };
      try {
        const credited = await earn(this.ctx, credit);
        if (credited && credited.granted < EXP_PER_CHAT) {
          if (this.capped.size >= CAPPED_MAX) this.capped.clear();
          this.capped.set(next.userId, chinaDay(gradeNow(this.ctx)));
        }
      } catch (err) {
        this.log.warn({ err, credit }, 'experience: credit failed');
      }
    }
    this.running--;
    if (this.running === 0) for (const done of this.idle.splice(0)) done();
  }

  /** Resolves when every credit queued so far has run. */
  settled(): Promise<void> {
    if (this.running === 0 && this.at >= this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}
