// The wallet page's pure rules: the withdrawal preview (fee, amount received, problems), the tabs and
// the URL search that names one, and the record filters as a query.
import { formatMinor } from '../../../contract/format/price';
import { amountToUnits } from '../../../contract/wallet-rules';
import { oneOf, type SearchOf, searchSchema, withDefault } from '../../lib/search-params';

/** The withdrawal rules as /pay/setting gives them, in 球票. */
export interface WithdrawalRules {
  min: number;
  feePercent: number;
  feeMin: number;
  dailyMax: number;
}

export interface WithdrawalPreview {
  /** What leaves the wallet, in ticket units; null while the amount is not a valid number. */
  units: number | null;
  feeUnits: number;
  /** What reaches the card (units − fee). */
  actualUnits: number;
  /** Why it cannot be sent as typed; null when it can. */
  problem: string | null;
}

const unitsOf = (tickets: number) => Math.round(tickets * 100);

/** The fee as the server charges it: the rate of the amount rounded up, but at least the minimum. */
export const feeUnitsOf = (units: number, rules: WithdrawalRules) =>
  Math.max(unitsOf(rules.feeMin), Math.ceil((units * rules.feePercent) / 100));

/** What the form shows under the amount as it is typed (`balanceUnits`: the 球票 held). */
export function withdrawalPreview(
  text: string,
  rules: WithdrawalRules,
  balanceUnits: number,
): WithdrawalPreview {
  const typed = text.trim();
  const none = { units: null, feeUnits: 0, actualUnits: 0 };
  if (typed === '') return { ...none, problem: '请输入提现金额' };
  const units = /^\d+(\.\d{1,2})?$/.test(typed) ? amountToUnits(Number(typed)) : null;
  if (units === null) return { ...none, problem: '金额需大于 0，最多 2 位小数' };
  const feeUnits = feeUnitsOf(units, rules);
  const preview = { units, feeUnits, actualUnits: Math.max(0, units - feeUnits) };
  if (units < unitsOf(rules.min))
    return { ...preview, problem: `单笔最低提现${formatMinor(unitsOf(rules.min))}球票` };
  if (units > balanceUnits) return { ...preview, problem: '球票余额不足' };
  if (units > unitsOf(rules.dailyMax))
    return { ...preview, problem: `每日最多提现${formatMinor(unitsOf(rules.dailyMax))}球票` };
  return { ...preview, problem: null };
}

/**
 * The wallet's tabs, in the order shown (spec §2 component pages), named as the contract names what
 * they show (contract/calls/pay-withdraw.ts: withdraw, the withdrawal records, the payout accounts,
 * the pay password).
 */
export const walletTabs = [
  { key: 'withdraw', label: '提现' },
  { key: 'withdrawals', label: '提现记录' },
  { key: 'consume', label: '消费记录' },
  { key: 'income', label: '收益记录' },
  { key: 'bank-cards', label: '银行卡' },
  { key: 'alipay', label: '支付宝' },
  { key: 'pay-password', label: '支付密码' },
] as const;

export type WalletTab = (typeof walletTabs)[number]['key'];

const walletTabKeys = walletTabs.map((t) => t.key) as [WalletTab, ...WalletTab[]];

/**
 * /v/wallet's URL search (the router's validateSearch): ?tab=… names the tab; missing or unknown
 * (a stale or hand-edited link), it is the first tab.
 */
export const walletSearch = searchSchema({
  tab: withDefault(oneOf(walletTabKeys), walletTabKeys[0]),
});
export type WalletSearch = SearchOf<typeof walletSearch>;

export interface RecordFilter {
  /** '' for every type the table offers. */
  tradeType: string;
  dateFrom: string;
  dateTo: string;
}

export const emptyFilter: RecordFilter = { tradeType: '', dateFrom: '', dateTo: '' };

/**
 * The filter as the records call takes it: the chosen type, or every type the table offers (`scope`,
 * empty for all); dates only when set; a range typed backwards is swapped rather than refused.
 */
export function recordQuery(filter: RecordFilter, scope: readonly number[], pageNum: number) {
  const [from, to] =
    filter.dateFrom && filter.dateTo && filter.dateFrom > filter.dateTo
      ? [filter.dateTo, filter.dateFrom]
      : [filter.dateFrom, filter.dateTo];
  const tradeType = filter.tradeType || scope.join(',');
  return {
    pageNum,
    ...(tradeType ? { tradeType } : {}),
    ...(from ? { dateFrom: from } : {}),
    ...(to ? { dateTo: to } : {}),
  };
}

/** Page numbers to show around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageList(current: number, pages: number): (number | '…')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const around = [current - 1, current, current + 1].filter((p) => p > 1 && p < pages);
  const out: (number | '…')[] = [1];
  if ((around[0] ?? pages) > 2) out.push('…');
  out.push(...around);
  if ((around.at(-1) ?? 1) < pages - 1) out.push('…');
  out.push(pages);
  return out;
}
