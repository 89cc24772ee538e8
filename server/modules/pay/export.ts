// GET /pay/export/income/: the income records as a CSV file Excel opens in Chinese (UTF-8 with a BOM).
import type { TradeRecord } from '../../../contract/calls/pay-withdraw';
import { chinaDay } from '../../../contract/format/china-day';
import { formatFull } from '../../../contract/format/dates';
import type { Db } from '../../db/client';
import { allTradeRecords, type TradeFilters } from './records';

/** More than anyone's income in years; a bigger export would be a job, not a download. */
export const EXPORT_MAX_ROWS = 10_000;

const BOM = '\uFEFF';
const currencyLabels: Record<TradeRecord['currency'], string> = { diamond: '球钻', ticket: '球票' };

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text starting with = + - @ is
 * prefixed with ' so a spreadsheet never runs it as a formula (amounts are written as plain numbers).
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return value.toFixed(2);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function incomeCsv(records: TradeRecord[]): string {
  const lines = [['时间', '类型', '币种', '金额', '变动后余额', '备注'].join(',')];
  for (const r of records)
    lines.push(
      [
        csvCell(formatFull(r.createdAt)),
        csvCell(r.tradeTypeLabel),
        csvCell(currencyLabels[r.currency]),
        csvCell(r.amount),
        csvCell(r.balanceAfter),
        csvCell(r.remark),
      ].join(','),
    );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

export async function exportIncome(db: Db, userId: number, filters: TradeFilters) {
  const records = await allTradeRecords(db, userId, filters, 'income', EXPORT_MAX_ROWS);
  const day = chinaDay().replace(/-/g, '');
  return {
    csv: incomeCsv(records),
    // An ASCII name for old clients, the Chinese one (RFC 6266 filename*) for the rest.
    disposition: `attachment; filename="income-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`收益记录-${day}.csv`)}`,
  };
}
