// A user's two balances (spec §3): read from the wallets table, the row made on first read.
import { eq } from 'drizzle-orm';
import { type Balances, UNITS_PER_DIAMOND } from '../../../contract/calls/pay';
import type { Db } from '../../db/client';
import { wallets } from '../../db/schema';

const columns = { balance: wallets.balance, ticket: wallets.ticket };

/** The wallet row, created empty when missing (two first reads at once both end with the one row). */
export async function ensureWallet(db: Db, userId: number) {
  const [found] = await db.select(columns).from(wallets).where(eq(wallets.userId, userId));
  if (found) return found;
  const [made] = await db
    .insert(wallets)
    .values({ userId })
    .onConflictDoNothing()
    .returning(columns);
  if (made) return made;
  const [raced] = await db.select(columns).from(wallets).where(eq(wallets.userId, userId));
  if (!raced) throw new Error(`wallet of user ${userId} vanished`);
  return raced;
}

/** Minor units to the displayed amount with 2 decimals. */
export const unitsToAmount = (units: number) => Math.round(units) / UNITS_PER_DIAMOND;

export async function getBalances(db: Db, userId: number): Promise<Balances> {
  const wallet = await ensureWallet(db, userId);
  return { balance: unitsToAmount(wallet.balance), ticket: unitsToAmount(wallet.ticket) };
}
