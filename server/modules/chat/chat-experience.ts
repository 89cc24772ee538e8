// The experience a chat line earns (+2, contract/grade.ts), credited after its row is stored and off the send
// path, many lines in one transaction of a handful of statements (grade's creditManyIn): one credit per line
// would cost a transaction of about nine statements each, more than the rest of the line's path. Should a batch
// fail (a deadlock with another credit), its lines are credited one by one instead.
// Credits wait up to WINDOW_MS to be taken together: crediting each stored batch at once (a batch every 25 ms in a
// busy room) cost a transaction of seven statements for four or five lines, half the room's database work
// (bench/chat). A second's delay in experience is not felt; settled() and close credit at once.
// Bounded: past `capacity` credits waiting, new ones are dropped with a warning (experience, never money).
// A user who reached today's chat cap is remembered, so their further lines cost nothing at all.
import { chinaDay } from '../../../contract/format/china-day';
import { EXP_PER_CHAT } from '../../../contract/grade';
import type { AppContext } from '../../context';
import { gradeNow } from '../grade/clock';
import { earn, earnMany } from '../grade/service';
import type { ChatRow } from './chat-writes';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Credits per transaction: a window that fills this many is credited at once. */
const BATCH = 200;
/** How long the first waiting credit waits for others. */
const WINDOW_MS = 1_000;
const CAPACITY = 20_000;
/** Capped users remembered (a day's worth of busy talkers); past this the memo starts over. */
const CAPPED_MAX = 100_000;

interface Pending {
  userId: number;
  ref: string;
}

export class ChatExperience {
  private queue: Pending[] = [];
  private at = 0;
  private running = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
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
    if (this.running || this.at >= this.queue.length) return;
    if (this.queue.length - this.at >= BATCH) void this.work();
    else this.timer ??= setTimeout(() => void this.work(), WINDOW_MS);
  }

  private async work() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = true;
    do {
      const batch = this.queue.slice(this.at, this.at + BATCH);
      this.at += batch.length;
      if (this.at > 1024 && this.at * 2 > this.queue.length) {
        this.queue = this.queue.slice(this.at);
        this.at = 0;
      }
      await this.credit(batch);
      // Full batches go on at once; a remainder waits for its window, unless someone waits for it all.
    } while (
      this.queue.length - this.at >= BATCH ||
      (this.idle.length > 0 && this.at < this.queue.length)
    );
    this.running = false;
    if (this.at < this.queue.length) this.timer = setTimeout(() => void this.work(), WINDOW_MS);
    else for (const done of this.idle.splice(0)) done();
  }

  private async credit(batch: Pending[]) {
    const credits = batch.map((p) => ({ ...p, amount: EXP_PER_CHAT }));
    try {
      const credited = await earnMany(this.ctx, 'chat', credits);
      // A user granted less than each of their lines asked for has reached today's cap.
      const asked = new Map<number, number>();
      for (const p of batch) asked.set(p.userId, (asked.get(p.userId) ?? 0) + EXP_PER_CHAT);
      for (const [userId, c] of credited)
        if (c.granted < (asked.get(userId) ?? 0)) this.cap(userId);
      return;
    } catch (err) {
      this.log.warn({ err, credits: batch.length }, 'experience: batch credit failed, one by one');
    }
    for (const credit of credits) {
      try {
        const credited = await earn(this.ctx, { ...credit, source: 'chat' });
        if (credited && credited.granted < EXP_PER_CHAT) this.cap(credit.userId);
      } catch (err) {
        this.log.warn({ err, credit }, 'experience: credit failed');
      }
    }
  }

  private cap(userId: number) {
    if (this.capped.size >= CAPPED_MAX) this.capped.clear();
    this.capped.set(userId, chinaDay(gradeNow(this.ctx)));
  }

  /** Resolves when every credit queued so far has run. */
  settled(): Promise<void> {
    if (!this.running && this.at >= this.queue.length) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.idle.push(resolve));
    if (!this.running) void this.work();
    return done;
  }
}
