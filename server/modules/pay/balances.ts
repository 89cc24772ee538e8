// A user's two balances (spec §3): their 球钻 and 球票 ledger accounts (zero before the first movement).
import { type Balances, unitsToAmount } from '../../../contract/calls/pay';
import type { Db } from '../../db/client';
import { balancesOf } from './ledger';

export async function getBalances(db: Db, userId: number): Promise<Balances> {
  const units = (await balancesOf(db, [userId])).get(userId) ?? { balance: 0, ticket: 0 };
  return { balance: unitsToAmount(units.balance), ticket: unitsToAmount(units.ticket) };
}
