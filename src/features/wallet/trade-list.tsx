// A paged, filtered list of ledger records (消费记录, 收益记录): time, type, currency, signed amount, balance, note.
import { type ReactNode, useState } from 'react';
import type { TradeRecord } from '../../../contract/calls/pay-withdraw';
import { formatFull } from '../../../contract/format/dates';
import { formatAmount } from '../../../contract/format/price';
import type { RecordQuery } from '../../api/pay-withdraw';
import { type Column, Pagination, RecordFilters, RecordTable } from './table';
import { type RecordPageQuery, useRecordPage } from './use-records';
import { emptyFilter, type RecordFilter, recordQuery } from './wallet-rules';

const currencyLabel = { diamond: '球钻', ticket: '球票' } as const;

const columns: Column<TradeRecord>[] = [
  {
    label: '时间',
    width: '185px',
    cell: (r) => <span className="font-mono">{formatFull(r.createdAt)}</span>,
  },
  { label: '类型', width: '110px', cell: (r) => r.tradeTypeLabel },
  { label: '币种', width: '70px', cell: (r) => currencyLabel[r.currency] },
  {
    label: '金额',
    align: 'right',
    width: '120px',
    cell: (r) => (
      <span
        className={`font-mono font-semibold ${r.amount > 0 ? 'text-emerald-600' : 'text-brand-600'}`}
      >
        {r.amount > 0 ? '+' : ''}
        {formatAmount(r.amount)}
      </span>
    ),
  },
  {
    label: '余额',
    align: 'right',
    width: '120px',
    cell: (r) => <span className="font-mono">{formatAmount(r.balanceAfter)}</span>,
  },
  { label: '备注', cell: (r) => <span title={r.remark}>{r.remark || '—'}</span> },
];

export function TradeList({
  query,
  scope,
  empty,
  testId,
  actions,
}: {
  /** The records call for a filter and page. */
  query: (query: RecordQuery) => RecordPageQuery<TradeRecord>;
  /** The trade types this list shows (and offers as a filter). */
  scope: readonly number[];
  empty: string;
  testId: string;
  /** Given the current filter: the controls at the filter row's right end. */
  actions?: (filter: RecordFilter) => ReactNode;
}) {
  const [filter, setFilter] = useState<RecordFilter>(emptyFilter);
  const { page, error, pageNum, setPageNum } = useRecordPage(
    (n) => query(recordQuery(filter, scope, n)),
    JSON.stringify(filter),
  );
  return (
    <div>
      <RecordFilters
        filter={filter}
        onChange={setFilter}
        tradeTypes={scope}
        testId={testId}
        actions={actions?.(filter)}
      />
      <RecordTable
        columns={columns}
        rows={page?.list ?? null}
        error={error}
        empty={empty}
        testId={testId}
      />
      {page && page.total > 0 && (
        <Pagination
          pageNum={pageNum}
          pageSize={page.pageSize}
          total={page.total}
          onPage={setPageNum}
          testId={testId}
        />
      )}
    </div>
  );
}
