// The wallet's records: a user's withdrawals, and their ledger entries (all, or the income ones) with
// trade type labels, filtered by trade type and China-day range, newest first, one page at a time.
import { and, count, desc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { unitsToAmount } from '../../../contract/calls/pay';
import type { TradeRecord, WithdrawalStatus } from '../../../contract/calls/pay-withdraw';
import { type TradeType, tradeTypeLabel } from '../../../contract/enums/trade-types';
import { errors } from '../../../contract/errors';
import { addChinaDays, chinaDayStart } from '../../../contract/format/china-day';
import { INCOME_TRADE_TYPES, parseTradeTypes } from '../../../contract/wallet-rules';
import type { Db } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payoutAccounts,
  withdrawals,
} from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { withdrawalRecordOf } from './withdrawals';

export interface Paging {
  pageNum: number;
  pageSize: number;
}

export interface TradeFilters {
  tradeType?: number | string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export async function withdrawalRecords(
  db: Db,
  userId: number,
  { pageNum, pageSize, status }: Paging & { status?: WithdrawalStatus | undefined },
) {
  const where = and(
    eq(withdrawals.userId, userId),
    status ? eq(withdrawals.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: withdrawals,
        kind: payoutAccounts.kind,
        bankName: payoutAccounts.bankName,
        accountMasked: payoutAccounts.accountMasked,
      })
      .from(withdrawals)
      .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawals.payoutAccountId))
      .where(where)
      .orderBy(desc(withdrawals.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return {
    list: rows.map((r) => withdrawalRecordOf(r.row, r)),
    total: total?.n ?? 0,
    pageNum,
    pageSize,
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** What a row says beside its type, from the transaction's memo (gift and count, order, card…). */
export function remarkOf(memo: Record<string, unknown>): string {
  if (text(memo.remark)) return text(memo.remark);
  const parts: string[] = [];
  if (text(memo.giftName))
    parts.push(`${text(memo.giftName)}${memo.count ? `×${text(memo.count)}` : ''}`);
  if (text(memo.tierName)) parts.push(text(memo.tierName));
  if (text(memo.orderNo)) parts.push(`订单 ${text(memo.orderNo)}`);
  if (text(memo.account)) parts.push(`${text(memo.bankName)} ${text(memo.account)}`.trim());
  if (text(memo.note)) parts.push(text(memo.note));
  return parts.join('，');
}

/** The trade types asked for within `scope` (null: all); undefined when nothing can match. */
function typesWanted(raw: TradeFilters['tradeType'], scope: readonly TradeType[] | null) {
  let asked: TradeType[] | null = null;
  if (raw !== undefined && String(raw).trim() !== '') {
    asked = parseTradeTypes(String(raw));
    if (!asked) throw new ApiError(errors.recordTradeTypeInvalid);
  }
  if (!scope) return asked;
  const within = asked ? asked.filter((t) => scope.includes(t)) : [...scope];
  return within.length > 0 ? within : undefined;
}

/** The filters as conditions on a user's entries; undefined when they can match nothing. */
export function tradeConditions(
  userId: number,
  filters: TradeFilters,
  scope: 'all' | 'income',
): SQL | undefined | null {
  const types = typesWanted(filters.tradeType, scope === 'income' ? INCOME_TRADE_TYPES : null);
  if (types === undefined) return null;
  for (const day of [filters.dateFrom, filters.dateTo])
    if (day && Number.isNaN(chinaDayStart(day)))
      throw new ApiError(errors.recordDatesInvalid, `日期不正确：${day}`);
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo)
    throw new ApiError(errors.recordDatesInvalid);
  return and(
    eq(ledgerAccounts.userId, userId),
    types ? inArray(ledgerEntries.tradeType, types) : undefined,
    // Income is what came in: a refunded gift's negative side is not income.
    scope === 'income' ? gt(ledgerEntries.amount, 0) : undefined,
    filters.dateFrom
      ? gte(ledgerEntries.createdAt, new Date(chinaDayStart(filters.dateFrom)))
      : undefined,
    filters.dateTo
      ? lt(ledgerEntries.createdAt, new Date(chinaDayStart(addChinaDays(filters.dateTo, 1))))
      : undefined,
  );
}

const tradeColumns = {
  id: ledgerEntries.id,
  tradeType: ledgerEntries.tradeType,
  currency: ledgerAccounts.currency,
  amount: ledgerEntries.amount,
  balanceAfter: ledgerEntries.balanceAfter,
  memo: ledgerTransactions.memo,
  createdAt: ledgerEntries.createdAt,
};

type TradeRow = {
  id: number;
  tradeType: number;
  currency: string;
  amount: number;
  /** Always set on a user's account (only the site's unbounded accounts have none). */
  balanceAfter: number | null;
  memo: Record<string, unknown>;
  createdAt: Date;
};

export const tradeRecordOf = (r: TradeRow): TradeRecord => ({
  id: r.id,
  tradeType: r.tradeType,
  tradeTypeLabel: tradeTypeLabel(r.tradeType),
  currency: r.currency === 'ticket' ? 'ticket' : 'diamond',
  amount: unitsToAmount(r.amount),
  balanceAfter: unitsToAmount(r.balanceAfter ?? 0),
  remark: remarkOf(r.memo ?? {}),
  createdAt: r.createdAt.getTime(),
});

const entriesOf = (db: Db) => ({
  rows: () =>
    db
      .select(tradeColumns)
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId)),
  count: () =>
    db
      .select({ n: count() })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId)),
});

export async function tradeRecords(
  db: Db,
  userId: number,
  filters: TradeFilters & Paging,
  scope: 'all' | 'income',
) {
  const { pageNum, pageSize } = filters;
  const where = tradeConditions(userId, filters, scope);
  if (where === null) return { list: [], total: 0, pageNum, pageSize };
  const q = entriesOf(db);
  const [rows, [total]] = await Promise.all([
    q
      .rows()
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    q.count().where(where),
  ]);
  return { list: rows.map(tradeRecordOf), total: total?.n ?? 0, pageNum, pageSize };
}

/** Every matching entry up to `max`, newest first (the export). */
export async function allTradeRecords(
  db: Db,
  userId: number,
  filters: TradeFilters,
  scope: 'all' | 'income',
  max: number,
) {
  const where = tradeConditions(userId, filters, scope);
  if (where === null) return [];
  const rows = await entriesOf(db).rows().where(where).orderBy(desc(ledgerEntries.id)).limit(max);
  return rows.map(tradeRecordOf);
}
