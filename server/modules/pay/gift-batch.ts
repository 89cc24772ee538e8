// Group commit for gifts (issue 25): the gifts that arrive while earlier ones are with the database go to it
// together, in one pay_gifts call (migration 0036), one transaction, instead of one transaction each. A gift
// still stands alone in what it does: each is posted or refused by itself (a refused gift fails none of its
// neighbours) and once per idempotency key. Nothing waits for company: a gift that finds the database free
// goes at once, alone; under load, a batch forms behind the ones in flight.
import { sql } from 'drizzle-orm';
import { TRADE } from '../../../contract/enums/trade-types';
import { type ErrorName, errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import type { GiftAnswer, GiftOrder } from './gift';
import { ledgerCall } from './ledger-call';
import { shareDefaults } from './shares';

/** Batches with the database at once: one being answered while the next one is worked on. */
const IN_FLIGHT = 2;
/** Gifts per batch at most: a batch holds its accounts' rows locked until it commits. */
const BATCH = 32;

export type GiftOutcome =
  | { replay: GiftAnswer }
  | { answer: GiftAnswer; anchor: { balance: number; ticket: number } };

type Result = GiftOutcome | { error: ErrorName };

interface Pending extends GiftOrder {
  key: string;
  hash: string;
  resolve(outcome: GiftOutcome): void;
  reject(err: unknown): void;
}

/** The refusals pay_gifts answers per gift instead of raising. */
const refusals = new Set<ErrorName>([
  'idempotencyKeyReused',
  'giftNotFound',
  'anchorNotFound',
  'insufficientBalance',
]);

// Keys and hashes are checked ([A-Za-z0-9_-], hex) before they get here: written as array literals as is.
const intArray = (xs: number[]) => `{${xs.map((x) => Math.trunc(x)).join(',')}}`;
const textArray = (xs: string[]) => `{${xs.join(',')}}`;

class GiftQueue {
  private readonly waiting: Pending[] = [];
  private inFlight = 0;
  /** "sender:key" of the gifts with the database: the same key twice waits for the first's answer. */
  private readonly busyKeys = new Set<string>();

  constructor(private readonly db: Db) {}

  push(gift: Pending) {
    this.waiting.push(gift);
    this.pump();
  }

  private pump() {
    while (this.inFlight < IN_FLIGHT && this.waiting.length > 0) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight++;
      void this.send(batch).finally(() => {
        this.inFlight--;
        for (const g of batch) this.busyKeys.delete(`${g.senderId}:${g.key}`);
        this.pump();
      });
    }
  }

  /**
   * The next batch, in arrival order: senders all different and none of them an anchor in it (each
   * sender's one gift is checked against its own balance, and no answered balance moves twice); a gift
   * that does not fit waits for the next batch, keeping its place.
   */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const senders = new Set<number>();
    const anchors = new Set<number>();
    for (let i = 0; i < this.waiting.length && batch.length < BATCH; ) {
      const g = this.waiting[i]!;
      const key = `${g.senderId}:${g.key}`;
      const fits =
        !senders.has(g.senderId) &&
        !anchors.has(g.senderId) &&
        !senders.has(g.anchorId) &&
        !this.busyKeys.has(key);
      if (!fits) {
        i++;
        continue;
      }
      this.waiting.splice(i, 1);
      batch.push(g);
      senders.add(g.senderId);
      anchors.add(g.anchorId);
      this.busyKeys.add(key);
    }
    return batch;
  }

  private async send(batch: Pending[]) {
    let results: Result[];
    try {
      results = await this.call(batch);
    } catch (err) {
      // Nothing of a failed batch was written (one transaction). Alone, each gift gets its own answer
      // or its own error.
      if (batch.length === 1) {
        batch[0]!.reject(err);
        return;
      }
      for (const g of batch) await this.send([g]);
      return;
    }
    batch.forEach((g, i) => {
      const r = results[i]!;
      if ('error' in r) {
        const name = refusals.has(r.error) ? r.error : null;
        g.reject(name ? new ApiError(errors[name]) : new Error(`pay_gifts: ${r.error}`));
      } else g.resolve(r);
    });
  }

  private call(batch: Pending[]) {
    return ledgerCall<Result[]>(
      this.db,
      sql`select pay_gifts(${textArray(batch.map((g) => g.key))}::text[],
            ${textArray(batch.map((g) => g.hash))}::text[],
            ${intArray(batch.map((g) => g.senderId))}::integer[],
            ${intArray(batch.map((g) => g.anchorId))}::integer[],
            ${intArray(batch.map((g) => g.giftId))}::integer[],
            ${intArray(batch.map((g) => g.count))}::integer[],
            ${shareDefaults.giftAnchorPercent}::numeric,
            ${TRADE.gift}::smallint, ${TRADE.giftIncome}::smallint) as r`,
    );
  }
}

const queues = new WeakMap<Db, GiftQueue>();

/** One gift through its database's queue: posted, replayed, or refused with the site's error. */
export function postGift(db: Db, order: GiftOrder, key: string, hash: string) {
  let queue = queues.get(db);
  if (!queue) {
    queue = new GiftQueue(db);
    queues.set(db, queue);
  }
  const q = queue;
  return new Promise<GiftOutcome>((resolve, reject) =>
    q.push({ ...order, key, hash, resolve, reject }),
  );
}
