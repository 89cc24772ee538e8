// Nobility: the tiers with the user's current one, and a purchase (trade type 15) — new, renewal of the
// same tier (expiry moves out by the months bought) or upgrade (the higher tier starts now and replaces
// the lower one's remaining time); a lower tier than the one held is refused until it has run out.

import { eq, sql } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import { TRADE } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { userNobility, users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { LedgerContext, LedgerSession } from './ledger';
import { NOBILITY_MONTH_MS, nobilityTier } from './nobility-tiers';
import { paidOnce } from './paid-once';
import { nobilityTierOf, nobilityTiersOf } from './shares';
import { balancesAfter } from './spend-postings';

export type PurchaseKind = 'new' | 'renewal' | 'upgrade';

/** What a purchase does to the tier held (null or run out: nothing held). */
export function nobilityChange(
  held: { tier: number; expiresAt: number } | null,
  tier: number,
  months: number,
  now: number,
): { kind: PurchaseKind; expiresAt: number } {
  const length = months * NOBILITY_MONTH_MS;
  if (!held || held.expiresAt <= now) return { kind: 'new', expiresAt: now + length };
  if (held.tier === tier) return { kind: 'renewal', expiresAt: held.expiresAt + length };
  if (tier > held.tier) return { kind: 'upgrade', expiresAt: now + length };
  throw new ApiError(errors.nobilityDowngrade);
}

/** The user's tier while it lasts, or null. */
export async function currentNobility(db: Db | LedgerSession['tx'], userId: number, now: number) {
  const [row] = await db.select().from(userNobility).where(eq(userNobility.userId, userId));
  if (!row || row.expiresAt.getTime() <= now) return null;
  return {
    tier: row.tier,
    name: nobilityTier(row.tier)?.name ?? '',
    expiresAt: row.expiresAt.getTime(),
  };
}

export async function nobilityList(db: Db, userId: number | null, now = Date.now()) {
  return {
    tiers: (await nobilityTiersOf(db)).map((t) => ({
      id: t.id,
      name: t.name,
      monthlyPrice: unitsToAmount(t.monthlyUnits),
      privileges: t.privileges,
    })),
    current: userId === null ? null : await currentNobility(db, userId, now),
  };
}

export interface NobilityOrder {
  userId: number;
  tier: number;
  months: number;
}

export async function postNobility(ledger: LedgerSession, order: NobilityOrder, now: number) {
  const { userId, tier, months } = order;
  // The monthly price as it is in this transaction (operators set it on /admin/catalogue).
  const offered = await nobilityTierOf(ledger.tx, tier);
  if (!offered) throw new ApiError(errors.nobilityTierNotFound);
  // Two purchases of one user at once must see each other's expiry: hold the user's row while
  // deciding (no key update: gifts and other rows referencing the user are not held up).
  await ledger.tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  const [row] = await ledger.tx.select().from(userNobility).where(eq(userNobility.userId, userId));
  const held = row ? { tier: row.tier, expiresAt: row.expiresAt.getTime() } : null;
  const change = nobilityChange(held, tier, months, now);
  const units = offered.monthlyUnits * months;
  await ledger.post({
    tradeType: TRADE.nobility,
    userId,
    memo: { tier, tierName: offered.name, months, kind: change.kind },
    legs: [
      { account: { user: userId, currency: 'diamond' }, amount: -units, tradeType: TRADE.nobility },
      {
        account: { system: 'revenue', currency: 'diamond' },
        amount: units,
        tradeType: TRADE.nobility,
      },
    ],
  });
  const expiresAt = new Date(change.expiresAt);
  await ledger.tx
    .insert(userNobility)
    .values({ userId, tier, expiresAt })
    .onConflictDoUpdate({
      target: userNobility.userId,
      set: { tier, expiresAt, updatedAt: sql`now()` },
    });
  return {
    tier,
    name: offered.name,
    expiresAt: change.expiresAt,
    kind: change.kind,
    amount: unitsToAmount(units),
    ...(await balancesAfter(ledger.tx, userId)),
  };
}

/** POST /pay/room/nobility/purchase as a service: once per idempotency key. */
export function buyNobility(
  ctx: LedgerContext,
  order: NobilityOrder,
  key: string | undefined,
  now = () => Date.now(),
) {
  return paidOnce(
    ctx,
    {
      userId: order.userId,
      key,
      action: 'nobility',
      params: { tier: order.tier, months: order.months },
    },
    (ledger) => postNobility(ledger, order, now()),
  );
}
