// Chat lines stored behind the room, not in front of it: a line that passed the rules is pushed at once, and its
// row waits here to go into chat_messages with others in one multi-row INSERT, every few tens of milliseconds
// or as soon as a batch is full. Bounded: past `capacity` rows waiting, a send is refused with 503 rather than
// the queue growing without bound. Drained when the app closes. A crash may lose at most what waits here
// (about one batch, the README's durability section says so); money never goes through this queue.
//
// A line needs its id before its row is written (the push carries it): ids are reserved from the table's own
// sequence in blocks, ahead of need. With several processes, each holds its own block, so ids stay unique but
// two processes' lines may sort a little out of sending order in the history.
import { sql } from 'drizzle-orm';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { databaseRefusal } from '../../db/errors';
import { chatMessages } from '../../db/schema';
import { ApiError } from '../../http/api-error';

export type ChatRow = typeof chatMessages.$inferInsert & { id: number };

export interface ChatWritesOptions {
  /** A batch is written once this many rows wait (and never bigger). */
  batchRows: number;
  /** Otherwise the oldest waiting row is written at most this long after it came. */
  intervalMs: number;
  /** Rows waiting or being written, past which a send is refused (503). */
  capacity: number;
  /** Ids reserved per round trip to the sequence. */
  idBlock: number;
  /** After a failed write (the database away), the next attempt waits this long. */
  retryMs: number;
}

export const defaultChatWrites: ChatWritesOptions = {
  batchRows: 200,
  intervalMs: 25,
  capacity: 5_000,
  idBlock: 500,
  retryMs: 1_000,
};

/** What follows a stored batch (chat experience, credited off the send path). */
export interface AfterStored {
  add(rows: readonly ChatRow[]): void;
  /** Resolves when what was added so far is done. */
  settled(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Integrity or data errors: the rows themselves are refused (their room or user deleted meanwhile). */
const rowsRefused = (err: unknown) => /^2[23]/.test(databaseRefusal(err)?.code ?? '');

export class ChatWrites {
  private readonly options: ChatWritesOptions;
  private pending: ChatRow[] = [];
  private inFlight: ChatRow[] = [];
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private ids: number[] = [];
  private idAt = 0;
  private reserving: Promise<void> | null = null;
  private closed = false;
  /** Told of every batch once committed (the chat module sets it). */
  after: AfterStored | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    options: Partial<ChatWritesOptions> = {},
  ) {
    this.options = { ...defaultChatWrites, ...options };
  }

  /** Rows waiting or being written. */
  get size() {
    return this.pending.length + this.inFlight.length;
  }

  /** The next line's id: from the reserved block, whose next one is fetched before this one runs out. */
  async nextId(): Promise<number> {
    if (this.ids.length - this.idAt <= this.options.idBlock / 2) {
      const reserving = this.reserve();
      if (this.idAt >= this.ids.length) await reserving;
    }
    const id = this.ids[this.idAt++];
    if (id === undefined) return this.nextId();
    return id;
  }

  private reserve() {
    this.reserving ??= (async () => {
      try {
        const result = (await this.db.execute(
          sql`select nextval(pg_get_serial_sequence('chat_messages', 'id'))::bigint as id from generate_series(1, ${this.options.idBlock}::int)`,
        )) as unknown as { rows: { id: string | number }[] };
        const fresh = result.rows.map((r) => Number(r.id));
        this.ids = [...this.ids.slice(this.idAt), ...fresh];
        this.idAt = 0;
      } finally {
        this.reserving = null;
      }
    })();
    return this.reserving;
  }

  /** Queues a passed line's row; refuses (503) when the queue is full or closed. */
  add(row: ChatRow) {
    if (this.closed || this.size >= this.options.capacity) throw new ApiError(errors.chatBusy);
    this.pending.push(row);
    if (this.pending.length >= this.options.batchRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs);
  }

  /** Whether a row of the room is not yet committed. */
  holds(roomId: number) {
    return (
      this.pending.some((r) => r.roomId === roomId) ||
      this.inFlight.some((r) => r.roomId === roomId)
    );
  }

  /**
   * Writes what waits, batch after batch, until nothing does; resolves when the rows waiting at the call are
   * committed (or the database refused them), or the write failed and a retry is set.
   */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run() {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchRows);
      this.inFlight = batch;
      try {
        await this.write(batch);
      } catch (err) {
        // The database is away: the rows go back to the front, in order, and wait for it.
        this.pending = [...batch, ...this.pending];
        this.inFlight = [];
        this.log.warn({ err, rows: batch.length }, 'chat: batch write failed, retrying');
        if (!this.closed) {
          if (this.timer) clearTimeout(this.timer);
          this.timer = setTimeout(() => void this.flush(), this.options.retryMs);
        }
        return;
      }
      this.inFlight = [];
    }
  }

  private async write(batch: ChatRow[]) {
    try {
      await this.db.insert(chatMessages).values(batch);
      this.after?.add(batch);
      return;
    } catch (err) {
      if (!rowsRefused(err)) throw err;
    }
    // One row refused spoils the statement: write them one by one and drop only the refused.
    const stored: ChatRow[] = [];
    for (const row of batch) {
      try {
        await this.db.insert(chatMessages).values(row);
        stored.push(row);
      } catch (err) {
        if (!rowsRefused(err)) throw err;
        this.log.warn(
          { err, id: row.id, roomId: row.roomId },
          'chat: line refused by the database',
        );
      }
    }
    this.after?.add(stored);
  }

  /** Resolves when every row queued so far is stored and what follows it (experience) is done. */
  async settled() {
    await this.flush();
    await this.after?.settled();
  }

  /** Stops taking lines and writes what waits (tries a few times if the database is away). */
  async close() {
    this.closed = true;
    for (let attempt = 0; attempt < 3 && this.size > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, this.options.retryMs));
      await this.flush();
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.size > 0) this.log.error({ rows: this.size }, 'chat: lines lost at close');
    await this.after?.settled();
  }
}
